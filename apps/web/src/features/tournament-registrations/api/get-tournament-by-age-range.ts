import { apiPaths, type Tournament } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectOk, type HttpClient, HttpError, useHttp } from '../../../lib/http';
import { tournamentKeys } from './query-keys';

/** GET GetTournamentByTournamentAgeRangeId/{ageRangeId} (public). */
export async function getTournamentByAgeRange(
  http: HttpClient,
  ageRangeId: number | null,
  signal?: AbortSignal,
): Promise<Tournament> {
  if (ageRangeId === null) throw new HttpError(404, 'Tournament not found');
  const response = await expectOk(
    await http.unsecureFetch(apiPaths.tournamentByAgeRange(ageRangeId), { signal }),
  );
  return (await response.json()) as Tournament;
}

export function tournamentByAgeRangeQueryOptions(http: HttpClient, ageRangeId: number | null) {
  return queryOptions({
    queryKey: tournamentKeys.byAgeRange(ageRangeId ?? 0),
    queryFn: ({ signal }) => getTournamentByAgeRange(http, ageRangeId, signal),
  });
}

export function useTournamentByAgeRange(ageRangeId: number | null) {
  const http = useHttp();
  return useQuery(tournamentByAgeRangeQueryOptions(http, ageRangeId));
}

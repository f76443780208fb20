import { apiPaths, type Tournament } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET GetTournamentByTournamentAgeRangeId/{ageRangeId} (public). */
export function getTournamentByAgeRange(http: HttpClient, ageRangeId: number, signal?: AbortSignal) {
  return http.unsecureFetch<Tournament>(apiPaths.tournamentByAgeRange(ageRangeId), { signal });
}

export function tournamentByAgeRangeQueryOptions(http: HttpClient, ageRangeId: number | null) {
  return queryOptions({
    queryKey: queryKeys.tournaments.byAgeRange(ageRangeId ?? 0),
    queryFn: ({ signal }) => {
      if (ageRangeId === null) throw new HttpError(404, 'Tournament not found');
      return unwrap(getTournamentByAgeRange(http, ageRangeId, signal));
    },
  });
}

export function useTournamentByAgeRange(ageRangeId: number | null) {
  const http = useHttp();
  return useQuery(tournamentByAgeRangeQueryOptions(http, ageRangeId));
}

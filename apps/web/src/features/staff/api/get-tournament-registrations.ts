import { apiPaths, type TournamentReportRow } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

export function getTournamentRegistrations(
  secureFetch: SecureFetch,
  tournamentId: string,
  ageRangeId: string,
  signal?: AbortSignal,
) {
  return secureFetch<TournamentReportRow[]>(apiPaths.tournamentRegistrations(tournamentId, ageRangeId), {
    signal,
  });
}

export function tournamentRegistrationsQueryOptions(
  secureFetch: SecureFetch,
  tournamentId: string,
  ageRangeId: string,
) {
  return queryOptions({
    queryKey: queryKeys.tournaments.registrations(tournamentId, ageRangeId),
    queryFn: ({ signal }) =>
      unwrap(getTournamentRegistrations(secureFetch, tournamentId, ageRangeId, signal)),
  });
}

/** The teams registered in one age range of a tournament, with their players. */
export function useTournamentRegistrations(tournamentId: string, ageRangeId: string) {
  const { secureFetch } = useHttp();
  return useQuery(tournamentRegistrationsQueryOptions(secureFetch, tournamentId, ageRangeId));
}

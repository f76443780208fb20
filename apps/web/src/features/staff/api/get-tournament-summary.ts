import { apiPaths, type TournamentSummaryItem } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

export function getTournamentSummary(secureFetch: SecureFetch, signal?: AbortSignal) {
  return secureFetch<TournamentSummaryItem[]>(apiPaths.tournamentRegistrationSummary, { signal });
}

export function tournamentSummaryQueryOptions(secureFetch: SecureFetch) {
  return queryOptions({
    queryKey: queryKeys.tournaments.summary,
    queryFn: ({ signal }) => unwrap(getTournamentSummary(secureFetch, signal)),
  });
}

/** One item per tournament age range with paid and unpaid counts (/manageTournaments). */
export function useTournamentSummary() {
  const { secureFetch } = useHttp();
  return useQuery(tournamentSummaryQueryOptions(secureFetch));
}

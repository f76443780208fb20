import { apiPaths, type TournamentSummaryItem } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { staffKey } from './get-session-summary';
import type { SecureFetch } from './staff-http';

export const tournamentsKey = [...staffKey, 'tournaments'] as const;

export function getTournamentSummary(secureFetch: SecureFetch, signal?: AbortSignal) {
  return secureFetch<TournamentSummaryItem[]>(apiPaths.tournamentRegistrationSummary, { signal });
}

export function tournamentSummaryQueryOptions(secureFetch: SecureFetch) {
  return queryOptions({
    queryKey: [...tournamentsKey, 'summary'] as const,
    queryFn: ({ signal }) => unwrap(getTournamentSummary(secureFetch, signal)),
  });
}

/** One item per tournament age range with paid and unpaid counts (/manageTournaments). */
export function useTournamentSummary() {
  const { secureFetch } = useHttp();
  return useQuery(tournamentSummaryQueryOptions(secureFetch));
}

import { apiPaths, type TournamentDetail } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

export function getTournamentDetail(secureFetch: SecureFetch, tournamentId: string, signal?: AbortSignal) {
  return secureFetch<TournamentDetail>(apiPaths.tournamentById(tournamentId), { signal });
}

export function tournamentDetailQueryOptions(secureFetch: SecureFetch, tournamentId: string) {
  return queryOptions({
    queryKey: queryKeys.tournaments.detail(tournamentId),
    queryFn: ({ signal }) => unwrap(getTournamentDetail(secureFetch, tournamentId, signal)),
  });
}

/** A tournament with all of its age ranges (the report's heading and info row). */
export function useTournamentDetail(tournamentId: string) {
  const { secureFetch } = useHttp();
  return useQuery(tournamentDetailQueryOptions(secureFetch, tournamentId));
}

import { apiPaths, type SessionSummaryItem } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

export function getSessionSummary(secureFetch: SecureFetch, signal?: AbortSignal) {
  return secureFetch<SessionSummaryItem[]>(apiPaths.sessionRegistrationSummary, { signal });
}

export function sessionSummaryQueryOptions(secureFetch: SecureFetch) {
  return queryOptions({
    queryKey: queryKeys.campSessions.summary,
    queryFn: ({ signal }) => unwrap(getSessionSummary(secureFetch, signal)),
  });
}

/** Camp sessions with their paid and unpaid registration counts (/manage). */
export function useSessionSummary() {
  const { secureFetch } = useHttp();
  return useQuery(sessionSummaryQueryOptions(secureFetch));
}

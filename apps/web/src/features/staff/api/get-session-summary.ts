import { apiPaths, type SessionSummaryItem } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import type { SecureFetch } from './staff-http';

/** Staff query keys start with 'staff' so they never mix with the public pages' caches. */
export const staffKey = ['staff'] as const;
export const campSessionsKey = [...staffKey, 'campSessions'] as const;

export function getSessionSummary(secureFetch: SecureFetch, signal?: AbortSignal) {
  return secureFetch<SessionSummaryItem[]>(apiPaths.sessionRegistrationSummary, { signal });
}

export function sessionSummaryQueryOptions(secureFetch: SecureFetch) {
  return queryOptions({
    queryKey: [...campSessionsKey, 'summary'] as const,
    queryFn: ({ signal }) => unwrap(getSessionSummary(secureFetch, signal)),
  });
}

/** Camp sessions with their paid and unpaid registration counts (/manage). */
export function useSessionSummary() {
  const { secureFetch } = useHttp();
  return useQuery(sessionSummaryQueryOptions(secureFetch));
}

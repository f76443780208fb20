import { apiPaths, type CampRegistration, type CampSession } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

export interface SessionRegistrations {
  campSession: CampSession;
  registrations: CampRegistration[];
}

export function getSessionRegistrations(secureFetch: SecureFetch, sessionId: string, signal?: AbortSignal) {
  return secureFetch<SessionRegistrations>(apiPaths.sessionRegistrations(sessionId), { signal });
}

export function sessionRegistrationsQueryOptions(secureFetch: SecureFetch, sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.campSessions.registrations(sessionId),
    queryFn: ({ signal }) => unwrap(getSessionRegistrations(secureFetch, sessionId, signal)),
  });
}

/** One camp session and its registrations (/SessionRegistrationReport/{sessionid}). */
export function useSessionRegistrations(sessionId: string) {
  const { secureFetch } = useHttp();
  return useQuery(sessionRegistrationsQueryOptions(secureFetch, sessionId));
}

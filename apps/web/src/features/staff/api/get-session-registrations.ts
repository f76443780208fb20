import { apiPaths, type CampRegistration, type CampSession } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

export interface SessionRegistrations {
  campSession: CampSession;
  registrations: CampRegistration[];
}

/** One camp session and its registrations (/SessionRegistrationReport/{sessionid}). */
export const sessionRegistrations = signedQuery<[sessionId: string], SessionRegistrations>({
  key: (sessionId) => queryKeys.campSessions.registrations(sessionId),
  path: (sessionId) => apiPaths.sessionRegistrations(sessionId),
});

export const useSessionRegistrations = sessionRegistrations.use;

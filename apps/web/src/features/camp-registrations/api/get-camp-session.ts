import { apiPaths, type CampSession, messages } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Camps/GetCampSession/{sessionid} (signed in); an address without an id reads as not found. */
export const campSession = signedQuery<[sessionId: number | null], CampSession>({
  key: (sessionId) => queryKeys.campSessions.byId(sessionId ?? 0),
  path: (sessionId) => apiPaths.campSession(sessionId ?? 0),
  missing: (sessionId) => (sessionId === null ? messages.campSessionNotFound : null),
});

export const useCampSession = campSession.use;

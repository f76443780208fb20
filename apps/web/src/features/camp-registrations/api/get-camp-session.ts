import { apiPaths, type CampSession } from '@soccer/contracts';
import { i18n } from '../../../lib/i18n/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Camps/GetCampSession/{sessionid} (signed in); an address without an id reads as not found. */
export const campSession = signedQuery<[sessionId: number | null], CampSession>({
  key: (sessionId) => queryKeys.campSessions.byId(sessionId ?? 0),
  path: (sessionId) => apiPaths.campSession(sessionId ?? 0),
  missing: (sessionId) => (sessionId === null ? i18n._('register.sessionNotFound') : null),
});

export const useCampSession = campSession.use;

import { allStates, type CampSession, publicListPaths } from '@soccer/contracts';
import { useRuntimeConfig } from '../config/runtime-config';
import { usePublicList } from '../lib/public-list';

/**
 * GET /api/Camps/GetCampSessions/_allStates (public): sessions that have not ended, by start
 * date. One cache for every page that lists them (/Camps, the session picker of /Register).
 */
export function useCampSessions() {
  return usePublicList<CampSession[]>(publicListPaths.campSessions(allStates), useRuntimeConfig().apiBase);
}

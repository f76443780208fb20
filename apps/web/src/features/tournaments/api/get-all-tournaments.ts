import { publicListPaths, type Tournament } from '@soccer/contracts';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { usePublicList } from '../../../lib/public-list';

/** GET /api/Tournament/GetAllTournaments (public): one entry per tournament age range. */
export function useAllTournaments() {
  return usePublicList<Tournament[]>(publicListPaths.allTournaments, useRuntimeConfig().apiBase);
}

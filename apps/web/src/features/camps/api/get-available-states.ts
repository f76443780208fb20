import { publicListPaths } from '@soccer/contracts';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { usePublicList } from '../../../lib/public-list';

/** GET /api/Camps/GetAvailableStates (public): the states (e.g. 'TN') that have open sessions. */
export function useAvailableStates() {
  return usePublicList<string[]>(publicListPaths.availableStates, useRuntimeConfig().apiBase);
}

import { apiPaths, type CampRegistration } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Registration/GetCampRegistration/{id}: the account's camp registration with its session (404 when not its own). */
export const campRegistration = signedQuery<[id: number | null], CampRegistration>({
  key: (id) => queryKeys.campRegistrations.byId(id ?? 0),
  path: (id) => apiPaths.campRegistration(id ?? 0),
  missing: (id) => (id === null ? 'Registration not found' : null),
});

export const useCampRegistration = campRegistration.use;

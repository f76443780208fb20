import { apiPaths, type CampRegistration } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Registration/MyRegistrations: the signed-in account's camp registrations, with sessions. */
export const myCampRegistrations = signedQuery<[accountId: string], CampRegistration[]>({
  key: (accountId) => queryKeys.campRegistrations.mine(accountId),
  path: () => apiPaths.myRegistrations,
});

export const useMyCampRegistrations = myCampRegistrations.use;

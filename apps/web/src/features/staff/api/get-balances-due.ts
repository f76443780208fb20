import { apiPaths, type BalancesDueReport } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET who owes what by when: registrations still owing a balance after their deposit, soonest due first. */
export const balancesDue = signedQuery<[], BalancesDueReport>({
  key: () => queryKeys.balancesDue,
  path: () => apiPaths.balancesDue,
  fresh: true,
});

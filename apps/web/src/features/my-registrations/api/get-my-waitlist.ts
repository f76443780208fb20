import { apiPaths, type WaitlistEntry } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Waitlist/Mine: the account's waitlist entries with their positions and offers. */
export const myWaitlist = signedQuery<[], WaitlistEntry[]>({
  key: () => queryKeys.waitlists.mine,
  path: () => apiPaths.myWaitlist,
});

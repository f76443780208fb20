import { apiPaths, type CreditAccount } from '@soccer/contracts';
import { queryKeys } from '../lib/query-keys';
import { signedQuery } from '../lib/signed-query';

/**
 * GET /api/Account/Credit: the account's credit balance and its history, newest first (My
 * Registrations shows both; checkout applies the balance).
 */
export const accountCredit = signedQuery<[], CreditAccount>({
  key: () => queryKeys.credit.mine,
  path: () => apiPaths.myCredit,
  readOnOpen: true,
});

import { apiPaths, type ReceiptSummary } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Receipts/Mine: the account's receipts (payments and refunds), newest first. */
export const myReceipts = signedQuery<[], ReceiptSummary[]>({
  key: () => queryKeys.receipts.mine,
  path: () => apiPaths.myReceipts,
  readOnOpen: true,
});

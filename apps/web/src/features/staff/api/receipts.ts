import { apiPaths, type StaffReceipt } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { useStaffAction } from './staff-action';

/** GET /api/Admin/Receipts/{number}: any receipt, found by its number (404: none has it). */
export const staffReceipt = signedQuery<[number: number | null], StaffReceipt>({
  key: (number) => queryKeys.receipts.byNumber(number ?? 0),
  path: (number) => apiPaths.staffReceipt(number ?? 0),
  enabled: (number) => number !== null,
  readOnOpen: true,
});

/** POST /api/Admin/Receipts/{number}/resend: mails the receipt again, as a PDF, to whom it was issued. */
export function useResendReceipt() {
  return useStaffAction(
    (secureFetch, number: number) =>
      secureFetch<StaffReceipt>(apiPaths.resendReceipt(number), { method: 'POST', body: {} }),
    async () => undefined,
  );
}

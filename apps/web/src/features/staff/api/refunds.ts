import {
  apiPaths,
  type Refund,
  type StaffRefundQuote,
  type StaffRefundRequest,
  type StaffRefundResult,
} from '@soccer/contracts';
import { invalidateRegistration, type RegistrationKind, registrationsOf } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { useStaffAction } from './staff-action';

const refundPath = (kind: RegistrationKind, id: number) =>
  kind === 'camp' ? apiPaths.refundCampRegistration(id) : apiPaths.refundTournamentRegistration(id);

/** GET …/refund: what is left to refund of a registration, to the card and as account credit. */
export const staffRefundQuote = signedQuery<
  [kind: RegistrationKind, id: number | undefined],
  StaffRefundQuote
>({
  key: (kind, id) => [...registrationsOf(kind).byId(id ?? 0), 'refund-quote'],
  path: (kind, id) => refundPath(kind, id ?? 0),
  enabled: (_kind, id) => id !== undefined,
  fresh: true,
});

/**
 * POST …/refund: part or all of what is left, split between the card and account credit in
 * proportion to what each paid; 400 on `amount` when too much.
 */
export function useRefundRegistration(kind: RegistrationKind) {
  return useStaffAction(
    (secureFetch, { id, ...body }: StaffRefundRequest & { id: number }) =>
      secureFetch<StaffRefundResult>(refundPath(kind, id), { method: 'POST', body }),
    (queryClient, _refund, { id }) => invalidateRegistration(queryClient, kind, id),
  );
}

/** POST /api/Admin/Refunds/{id}/retry: asks again for a refund the provider refused. */
export function useRetryRefund(kind: RegistrationKind) {
  return useStaffAction(
    (secureFetch, refundId: number) =>
      secureFetch<Refund>(apiPaths.retryRefund(refundId), { method: 'POST', body: {} }),
    (queryClient) => invalidateRegistration(queryClient, kind),
  );
}

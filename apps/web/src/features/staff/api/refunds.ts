import { apiPaths, type Refund, type StaffRefundRequest } from '@soccer/contracts';
import { invalidateRegistration, type RegistrationKind } from '../../../lib/query-keys';
import { useStaffAction } from './staff-action';

/** POST …/refund: part or all of what is left of a registration's payment; 400 on `amount` when too much. */
export function useRefundRegistration(kind: RegistrationKind) {
  return useStaffAction(
    (secureFetch, { id, ...body }: StaffRefundRequest & { id: number }) =>
      secureFetch<Refund>(
        kind === 'camp' ? apiPaths.refundCampRegistration(id) : apiPaths.refundTournamentRegistration(id),
        { method: 'POST', body },
      ),
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

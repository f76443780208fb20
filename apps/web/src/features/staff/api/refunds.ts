import { apiPaths, type Refund, type StaffRefundRequest } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { invalidateRegistration, type RegistrationKind } from '../../../lib/query-keys';

/** POST …/refund: part or all of what is left of a registration's payment; 400 on `amount` when too much. */
export function useRefundRegistration(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffRefundRequest & { id: number }) =>
      secureFetch<Refund>(
        kind === 'camp' ? apiPaths.refundCampRegistration(id) : apiPaths.refundTournamentRegistration(id),
        { method: 'POST', body },
      ),
    onSuccess: async (result, { id }) => {
      if (result.ok) await invalidateRegistration(queryClient, kind, id);
    },
  });
}

/** POST /api/Admin/Refunds/{id}/retry: asks again for a refund the provider refused. */
export function useRetryRefund(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) =>
      secureFetch<Refund>(apiPaths.retryRefund(refundId), { method: 'POST', body: {} }),
    onSuccess: async (result) => {
      if (result.ok) await invalidateRegistration(queryClient, kind);
    },
  });
}

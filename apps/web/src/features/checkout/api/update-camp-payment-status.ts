import { apiPaths, type PaymentStatusUpdate } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, unwrap, useHttp } from '../../../lib/http';
import { invalidateRegistration } from '../../../lib/query-keys';

/**
 * PUT /api/Payment/UpdatePaymentStatus/{sessionid}: the server reads the checkout from the
 * payment provider and answers how it ended. `sessionid` is the provider's `cs_…` id, or
 * `camp-{registrationId}` after 'Cancel and return'. 404: no such checkout for this account.
 */
export function updateCampPaymentStatus(http: HttpClient, sessionId: string) {
  return http.secureFetch<PaymentStatusUpdate>(apiPaths.campPaymentStatus(sessionId), { method: 'PUT' });
}

export function useUpdateCampPaymentStatus() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => unwrap(updateCampPaymentStatus(http, sessionId)),
    onSuccess: ({ registrationId }) => invalidateRegistration(queryClient, 'camp', registrationId),
  });
}

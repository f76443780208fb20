import { apiPaths, type PaymentStatusUpdate } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectOk, type HttpClient, useHttp } from '../../../lib/http';
import { invalidateAfterPayment } from '../../../lib/registration-keys';

/**
 * PUT /api/Payment/UpdatePaymentStatus/{sessionid}: the server reads the checkout from the
 * payment provider and answers how it ended. `sessionid` is the provider's `cs_…` id, or
 * `camp-{registrationId}` after 'Cancel and return'. 404: no such checkout for this account.
 */
export async function updateCampPaymentStatus(
  http: HttpClient,
  sessionId: string,
): Promise<PaymentStatusUpdate> {
  const response = await expectOk(
    await http.secureFetch(apiPaths.campPaymentStatus(sessionId), { method: 'PUT' }),
  );
  return (await response.json()) as PaymentStatusUpdate;
}

export function useUpdateCampPaymentStatus() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => updateCampPaymentStatus(http, sessionId),
    onSuccess: ({ registrationId }) => invalidateAfterPayment(queryClient, 'camp', registrationId),
  });
}

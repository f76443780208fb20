import { apiPaths, type RegistrationStatus } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectOk, type HttpClient, useHttp } from '../../../lib/http';
import { campRegistrationQueryOptions } from './get-camp-registration';

export interface PaymentStatusUpdate {
  registrationId: number;
  registrationStatus: RegistrationStatus;
}

/**
 * PUT /api/Payment/UpdatePaymentStatus/{sessionid}: the server asks the payment provider how the
 * checkout ended and records it. `sessionid` is the provider's `cs_…` id or `camp-{registrationId}`.
 */
export async function updatePaymentStatus(http: HttpClient, sessionId: string): Promise<PaymentStatusUpdate> {
  const response = await expectOk(
    await http.secureFetch(apiPaths.campPaymentStatus(sessionId), { method: 'PUT' }),
  );
  return (await response.json()) as PaymentStatusUpdate;
}

export function useUpdatePaymentStatus() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => updatePaymentStatus(http, sessionId),
    onSuccess: ({ registrationId }) =>
      queryClient.invalidateQueries({
        queryKey: campRegistrationQueryOptions(http, registrationId).queryKey,
      }),
  });
}

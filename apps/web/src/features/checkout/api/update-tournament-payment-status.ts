import { apiPaths, type PaymentStatusUpdate } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectOk, type HttpClient, useHttp } from '../../../lib/http';
import { invalidateAfterPayment } from '../../../lib/registration-keys';

/**
 * PUT /api/TournamentPayment/UpdatePaymentStatus/{sessionid}: as the camp call, for a team's
 * checkout (`cs_…`, or `tournament-{registrationId}` after 'Cancel and return').
 */
export async function updateTournamentPaymentStatus(
  http: HttpClient,
  sessionId: string,
): Promise<PaymentStatusUpdate> {
  const response = await expectOk(
    await http.secureFetch(apiPaths.tournamentPaymentStatus(sessionId), { method: 'PUT' }),
  );
  return (await response.json()) as PaymentStatusUpdate;
}

export function useUpdateTournamentPaymentStatus() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => updateTournamentPaymentStatus(http, sessionId),
    onSuccess: ({ registrationId }) => invalidateAfterPayment(queryClient, 'tournament', registrationId),
  });
}

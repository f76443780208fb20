import { apiPaths, type RegistrationStatus } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectOk, type HttpClient, useHttp } from '../../../lib/http';
import { tournamentRegistrationKeys } from './query-keys';

export interface PaymentStatusUpdate {
  registrationId: number;
  registrationStatus: RegistrationStatus;
}

/**
 * PUT TournamentPayment/UpdatePaymentStatus/{sessionid}: the server asks the payment provider
 * about the session (`cs_…`, or `tournament-{id}` after a cancel) and records what it says.
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentRegistrationKeys.all }),
  });
}

import { apiPaths, type PaymentStatusUpdate } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, unwrap, useHttp } from '../../../lib/http';
import { invalidateRegistration } from '../../../lib/query-keys';

/**
 * PUT /api/TournamentPayment/UpdatePaymentStatus/{sessionid}: as the camp call, for a team's
 * checkout (`cs_…`, or `tournament-{registrationId}` after 'Cancel and return').
 */
export function updateTournamentPaymentStatus(http: HttpClient, sessionId: string) {
  return http.secureFetch<PaymentStatusUpdate>(apiPaths.tournamentPaymentStatus(sessionId), {
    method: 'PUT',
  });
}

export function useUpdateTournamentPaymentStatus() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => unwrap(updateTournamentPaymentStatus(http, sessionId)),
    onSuccess: ({ registrationId }) => invalidateRegistration(queryClient, 'tournament', registrationId),
  });
}

import type { PaymentStatusUpdate } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, unwrap, useHttp } from '../../../lib/http';
import { invalidateRegistration, type RegistrationKind } from '../../../lib/query-keys';
import { paymentKinds } from '../payment-kinds';

/**
 * PUT /api/Payment/UpdatePaymentStatus/{sessionid} (camp) or
 * /api/TournamentPayment/UpdatePaymentStatus/{sessionid}: the server reads the checkout from the
 * payment provider and answers how it ended. `sessionid` is the provider's `cs_…` id, or
 * `camp-{id}` / `tournament-{id}` after 'Cancel and return'. 404: no such checkout for this account.
 */
export function updatePaymentStatus(http: HttpClient, kind: RegistrationKind, sessionId: string) {
  return http.secureFetch<PaymentStatusUpdate>(paymentKinds[kind].statusPath(sessionId), { method: 'PUT' });
}

/** Asks for the status; the registration, My Registrations and the counts are read again. */
export function useUpdatePaymentStatus(kind: RegistrationKind) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => unwrap(updatePaymentStatus(http, kind, sessionId)),
    onSuccess: ({ registrationId }) => invalidateRegistration(queryClient, kind, registrationId),
  });
}

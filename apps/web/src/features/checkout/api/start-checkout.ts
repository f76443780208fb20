import { useMutation } from '@tanstack/react-query';
import { readCheckoutAddress } from '../../../lib/hosted-checkout';
import { type HttpClient, useHttp } from '../../../lib/http';
import type { RegistrationKind } from '../../../lib/query-keys';
import { type CheckoutRequests, paymentKinds } from '../payment-kinds';

/**
 * POST /api/Payment/CampRegistrationCheckout or /api/TournamentPayment/TournamentRegistrationCheckout:
 * the server prices the registration, opens (or reuses) a provider session and answers its address.
 */
export function startCheckout<K extends RegistrationKind>(
  http: HttpClient,
  kind: K,
  body: CheckoutRequests[K],
) {
  return http.secureFetch(paymentKinds[kind].startPath, { method: 'POST', body, read: readCheckoutAddress });
}

export function useStartCheckout<K extends RegistrationKind>(kind: K) {
  const http = useHttp();
  return useMutation({ mutationFn: (body: CheckoutRequests[K]) => startCheckout(http, kind, body) });
}

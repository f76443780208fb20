import { useMutation } from '@tanstack/react-query';
import { type HttpClient, readText, useHttp } from '../../../lib/http';
import type { RegistrationKind } from '../../../lib/query-keys';
import { type CheckoutRequests, paymentKinds } from '../payment-kinds';

/** The hosted checkout's address (text/plain). Only an http(s) address is followed, never `javascript:`. */
async function readCheckoutAddress(response: Response): Promise<string> {
  const url = await readText(response);
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Not an address at all.
  }
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error('The server did not return a checkout address.');
  return url;
}

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

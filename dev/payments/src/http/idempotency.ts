import type { Clock } from '../clock.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import { stripeErrors } from '../stripe-errors.js';

export interface ApiResponse {
  statusCode: number;
  body: string;
}

/**
 * Stripe's Idempotency-Key rule: the first successful (or declined) answer for a key is saved and replayed for
 * every later request with that key; reusing the key with other parameters is an error. Requests
 * that fail validation save nothing, so the caller can fix them and retry with the same key.
 * (The SDK sends a fresh key on every POST, so only an explicit `idempotencyKey` ever replays.)
 */
export function runIdempotent(
  store: PaymentStore,
  clock: Clock,
  key: string | undefined,
  fingerprint: string,
  run: () => ApiResponse,
): ApiResponse & { replayed: boolean } {
  if (key === undefined) return { ...run(), replayed: false };
  if (key.length > 255)
    throw stripeErrors.invalidRequest('Idempotency-Key must be at most 255 characters long.');
  const saved = store.getIdempotent(key);
  if (saved) {
    if (saved.fingerprint !== fingerprint) throw stripeErrors.idempotencyMismatch(key);
    return { statusCode: saved.statusCode, body: saved.body, replayed: true };
  }
  const response = run();
  // A success, or a card decline (which made a PaymentIntent): both are what the key did.
  if ((response.statusCode >= 200 && response.statusCode < 300) || response.statusCode === 402) {
    store.putIdempotent({ key, fingerprint, ...response, createdAt: clock() });
  }
  return { ...response, replayed: false };
}

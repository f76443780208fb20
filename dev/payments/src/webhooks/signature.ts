import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header exactly as Stripe builds it: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>" keyed with the endpoint secret>`, so `stripe.webhooks.constructEvent` accepts it.
 * The secret is used as given (`whsec_…` included), which is also what the SDK verifies against.
 */
export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

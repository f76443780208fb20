import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { stripeErrors } from '../stripe-errors.js';

/** The key from `Authorization: Bearer <key>` or `Basic base64(<key>:)` (curl -u), as Stripe accepts both. */
function presentedKey(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.split(':', 1)[0] ?? '';
  }
  return null;
}

// Comparing digests keeps the comparison constant-time whatever the lengths.
function sameKey(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Throws Stripe's 401 error unless the request carries the configured secret key. */
export function authenticate(req: IncomingMessage, secretKey: string): void {
  const key = presentedKey(req);
  if (!key) throw stripeErrors.noApiKey();
  if (!sameKey(key, secretKey)) throw stripeErrors.invalidApiKey(key);
}

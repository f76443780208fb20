import { createHmac, timingSafeEqual } from 'node:crypto';
import { pickupLimits } from '@soccer/contracts';

/**
 * A camp day's pickup code (decision 0094): `codeDigits` digits of an HMAC-SHA256 of the
 * registration and the day, keyed with a key derived from `UNSUBSCRIBE_SECRET` under the label
 * 'pickup-codes' (that secret is required, at least 32 characters, outside development). Nothing is
 * stored; one day's code says nothing about another's.
 */
export function pickupCodeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('pickup-codes').digest();
}

export function pickupCode(key: Buffer, registrationId: number, day: string): string {
  const mac = createHmac('sha256', key).update(`${registrationId}:${day}`).digest();
  const modulus = 10 ** pickupLimits.codeDigits;
  return String(mac.readUInt32BE(0) % modulus).padStart(pickupLimits.codeDigits, '0');
}

/** Whether `code` (as typed; spaces aside) is the registration's code for that day. */
export function pickupCodeMatches(key: Buffer, registrationId: number, day: string, code: string): boolean {
  const expected = Buffer.from(pickupCode(key, registrationId, day));
  const given = Buffer.from(code.replace(/\s/g, ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

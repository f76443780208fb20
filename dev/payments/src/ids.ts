import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-looking identifiers (`cs_test_a1B2…`, `evt_…`): a prefix and random base-62 characters. */
export function newId(prefix: string, length = 24): string {
  let id = `${prefix}_`;
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailChoiceKind, type MailChoiceKind } from '@soccer/contracts';

/**
 * An unsubscribe token (decision 0069): `<account, base64url>.<kind>.<HMAC-SHA-256, base64url>`,
 * signed with the configured secret over the account and the kind, so it stops that one kind of
 * that one account and no other; it needs no sign-in and no row. Anything else is no token.
 */
const maxTokenLength = 400;

const mac = (secret: string, account: string, kind: MailChoiceKind) =>
  createHmac('sha256', secret).update(`unsubscribe\n${account}\n${kind}`).digest();

export function signUnsubscribe(secret: string, account: string, kind: MailChoiceKind): string {
  return `${Buffer.from(account).toString('base64url')}.${kind}.${mac(secret, account, kind).toString('base64url')}`;
}

/** The account and kind a token names, or null when it is not one the server signed. */
export function readUnsubscribe(
  secret: string,
  token: unknown,
): { account: string; kind: MailChoiceKind } | null {
  if (typeof token !== 'string' || token.length > maxTokenLength) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [accountPart, kind, signature] = parts as [string, string, string];
  if (!isMailChoiceKind(kind) || !/^[\w-]+$/.test(accountPart) || !/^[\w-]+$/.test(signature)) return null;
  const account = Buffer.from(accountPart, 'base64url').toString();
  if (!account || Buffer.from(account).toString('base64url') !== accountPart) return null;
  const expected = mac(secret, account, kind);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { account, kind } : null;
}

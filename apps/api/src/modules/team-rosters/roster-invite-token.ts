import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guardian's personal link (decision 0100): `<invite id>.<HMAC-SHA-256, base64url>`, keyed
 * with a key derived from `UNSUBSCRIBE_SECRET` under the label 'roster-invites' (as pickup codes
 * derive theirs), over the invitation and the guardian's address. It completes that one player and
 * nothing else; it stops working at the roster deadline (the service checks the tournament's
 * current deadline) and when the coach invites another address. Anything else is no token.
 */
const maxTokenLength = 200;

export function rosterInviteKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('roster-invites').digest();
}

const mac = (key: Buffer, inviteId: number, guardianEmail: string) =>
  createHmac('sha256', key).update(`roster-invite\n${inviteId}\n${guardianEmail}`).digest();

export function signRosterInvite(key: Buffer, inviteId: number, guardianEmail: string): string {
  return `${inviteId}.${mac(key, inviteId, guardianEmail).toString('base64url')}`;
}

/** The invitation id a token names (to be checked with `rosterInviteMatches` once its row is read), or null. */
export function rosterInviteIdOf(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > maxTokenLength) return null;
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` is the one the server signed for this invitation and address. */
export function rosterInviteMatches(key: Buffer, token: string, inviteId: number, guardianEmail: string) {
  const given = Buffer.from(token.split('.')[1] ?? '', 'base64url');
  const expected = mac(key, inviteId, guardianEmail);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

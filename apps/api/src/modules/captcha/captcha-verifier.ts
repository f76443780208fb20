import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveHmacKeySecret, verify as verifyAltchaPayload } from 'altcha-lib/frameworks/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';

export type CaptchaResult = { ok: true } | { ok: false; reason: string };

export interface CaptchaService {
  /** A fresh proof-of-work challenge for the ALTCHA widget (null for third-party providers). */
  challenge(): Promise<unknown | null>;
  /** Checks a token once: a token that verified before is refused (replay). */
  verify(token: string, remoteIp: string): Promise<CaptchaResult>;
}

const challengeTtlMs = 10 * 60_000;

/**
 * Bot check on the server: ALTCHA (self-hosted proof of work) by default, or reCAPTCHA /
 * Turnstile through their siteverify APIs. Whatever the browser says, only this decides.
 */
export function createCaptchaService(config: Config, db: Kysely<Database>, now: () => Date): CaptchaService {
  if (config.CAPTCHA_PROVIDER === 'altcha') return altcha(config, db, now);
  return siteVerify(config, db, now);
}

function altcha(config: Config, db: Kysely<Database>, now: () => Date): CaptchaService {
  // Without a configured key each start makes its own: open challenges die with a restart, which is harmless.
  const secret = config.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex');
  const keySecret = deriveHmacKeySecret(secret);
  // SHA-256 proof of work: tens of thousands of hashes, a fraction of a second on a phone,
  // and still a real cost per message for a bot (the forms are rate limited as well).
  const counterRange: [number, number] = config.NODE_ENV === 'test' ? [50, 200] : [20_000, 60_000];

  return {
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(...counterRange),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: await keySecret,
        expiresAt: new Date(now().getTime() + challengeTtlMs),
      });
    },
    async verify(token) {
      // The replay store is keyed on the challenge (altcha-lib hands it the signed challenge's
      // nonce once the solution verified), not on the token: the same solution re-encoded, with
      // its JSON reformatted or its `time` changed, is still the same used challenge.
      const result = await verifyAltchaPayload(
        token,
        deriveKey,
        secret,
        await keySecret,
        usedChallengeStore(db, now),
      );
      if (result.error || !result.verification?.verified)
        return { ok: false, reason: result.error ?? 'not verified' };
      return { ok: true };
    },
  };
}

function siteVerify(config: Config, db: Kysely<Database>, now: () => Date): CaptchaService {
  const url =
    config.CAPTCHA_PROVIDER === 'recaptcha'
      ? 'https://www.google.com/recaptcha/api/siteverify'
      : 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
  if (!config.CAPTCHA_SECRET)
    throw new Error(`CAPTCHA_SECRET is required for CAPTCHA_PROVIDER=${config.CAPTCHA_PROVIDER}`);
  const secret = config.CAPTCHA_SECRET;
  return {
    async challenge() {
      return null;
    },
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
      const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
      const result = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
      if (!result.success)
        return { ok: false, reason: (result['error-codes'] ?? ['not verified']).join(',') };
      return recordUse(db, token, now);
    },
  };
}

/** altcha-lib's replay store, kept in the database so every server shares it. */
function usedChallengeStore(db: Kysely<Database>, now: () => Date) {
  const key = (challengeId: string) => `altcha:${challengeId}`;
  return {
    setIfAbsent: async (challengeId: string) => (await recordUse(db, key(challengeId), now)).ok,
    set: async (challengeId: string) => recordUse(db, key(challengeId), now),
    get: async (challengeId: string) =>
      Boolean(
        await db
          .selectFrom('captcha_uses')
          .select('token_hash')
          .where('token_hash', '=', hashKey(key(challengeId)))
          .where('expires_at', '>=', now().toISOString())
          .executeTakeFirst(),
      ),
  };
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Remembers a verified token (ALTCHA: its challenge) until it could have expired anyway; a
 * second use is a replay. One conditional insert, so two servers never both accept it.
 */
async function recordUse(db: Kysely<Database>, key: string, now: () => Date): Promise<CaptchaResult> {
  const tokenHash = hashKey(key);
  const at = now();
  await db.deleteFrom('captcha_uses').where('expires_at', '<', at.toISOString()).execute();
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ token_hash: tokenHash, expires_at: new Date(at.getTime() + challengeTtlMs * 2).toISOString() })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
    ? { ok: true }
    : { ok: false, reason: 'replayed' };
}

import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveHmacKeySecret, verify as verifyAltchaPayload } from 'altcha-lib/frameworks/shared';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { Clock, ServiceDeps } from '../../lib/services.js';
import { outgoingTraceHeaders } from '../../lib/trace-context.js';
import { isCaptchaUsed, recordCaptchaUse } from './captcha-repository.js';

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
export function createCaptchaService({ config, db, clock }: ServiceDeps): CaptchaService {
  if (config.CAPTCHA_PROVIDER === 'altcha') return altcha(config, db, clock);
  return siteVerify(config, db, clock);
}

function altcha(config: Config, db: Executor, now: Clock): CaptchaService {
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

function siteVerify(config: Config, db: Executor, now: Clock): CaptchaService {
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
      const response = await fetch(url, {
        method: 'POST',
        body,
        // The form's trace goes on to the captcha provider (decision 0072).
        headers: outgoingTraceHeaders(),
        signal: AbortSignal.timeout(10_000),
      });
      const result = (await response.json()) as { success?: boolean; 'error-codes'?: string[] };
      if (!result.success)
        return { ok: false, reason: (result['error-codes'] ?? ['not verified']).join(',') };
      return recordUse(db, token, now);
    },
  };
}

/** altcha-lib's replay store, kept in the database so every server shares it. */
function usedChallengeStore(db: Executor, now: Clock) {
  const key = (challengeId: string) => `altcha:${challengeId}`;
  return {
    setIfAbsent: async (challengeId: string) => (await recordUse(db, key(challengeId), now)).ok,
    set: async (challengeId: string) => recordUse(db, key(challengeId), now),
    get: (challengeId: string) => isCaptchaUsed(db, hashKey(key(challengeId)), now().toISOString()),
  };
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Remembers a verified token (ALTCHA: its challenge) until it could have expired anyway; a
 * second use is a replay. One conditional insert, so two servers never both accept it.
 */
async function recordUse(db: Executor, key: string, now: Clock): Promise<CaptchaResult> {
  const at = now();
  const expiresAt = new Date(at.getTime() + challengeTtlMs * 2).toISOString();
  return (await recordCaptchaUse(db, hashKey(key), expiresAt, at.toISOString()))
    ? { ok: true }
    : { ok: false, reason: 'replayed' };
}

import { createHash, randomBytes } from 'node:crypto';
import type { IdentityDatabase } from './database.js';

/** What a mailed link lets its holder do: choose a new password, or confirm the address. */
export type MailTokenPurpose = 'reset' | 'verify';

const MINUTE = 60 * 1000;
/** How long a link works: a reset link briefly (it changes the password), a confirmation a day. */
export const MAIL_TOKEN_TTL_MS: Readonly<Record<MailTokenPurpose, number>> = {
  reset: 30 * MINUTE,
  verify: 24 * 60 * MINUTE,
};
// Spent and expired rows are kept this long after expiry (to tell "expired" from "made up" in logs).
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * MINUTE;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface MailTokenInfo {
  accountId: string;
  /** Interaction uid the request started from, so "back to sign in" can resume it. */
  returnTo: string | null;
}

/**
 * Single-use tokens for the links the provider mails (password reset, address verification).
 * Only their SHA-256 is stored, so a copy of the database cannot use them; a token only works
 * for its own purpose, until it expires, and only the newest one per account and purpose works.
 */
export class MailTokens {
  readonly #db: IdentityDatabase;

  constructor(db: IdentityDatabase) {
    this.#db = db;
  }

  /** Issues a new token and retires the account's earlier unused ones for the same purpose. */
  issue(accountId: string, purpose: MailTokenPurpose, returnTo: string | undefined): string {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    this.#db.transaction(() => {
      this.#db
        .prepare(
          'UPDATE mail_tokens SET used_at = ? WHERE account_id = ? AND purpose = ? AND used_at IS NULL',
        )
        .run(now, accountId, purpose);
      this.#db
        .prepare(
          `INSERT INTO mail_tokens (token_hash, account_id, purpose, expires_at, return_to, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(hashToken(token), accountId, purpose, now + MAIL_TOKEN_TTL_MS[purpose], returnTo ?? null, now);
      this.#db.prepare('DELETE FROM mail_tokens WHERE expires_at < ?').run(now - KEEP_AFTER_EXPIRY_MS);
    })();
    return token;
  }

  /** Looks a token up without using it (to decide whether to show the form). */
  peek(token: string, purpose: MailTokenPurpose): MailTokenInfo | undefined {
    return this.#db
      .prepare<[string, string, number], MailTokenInfo>(
        `SELECT account_id AS accountId, return_to AS returnTo FROM mail_tokens
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .get(hashToken(token), purpose, Date.now());
  }

  /** Marks the token used; returns undefined when it is unknown, expired or already used. */
  consume(token: string, purpose: MailTokenPurpose): MailTokenInfo | undefined {
    const now = Date.now();
    return this.#db
      .prepare<[number, string, string, number], MailTokenInfo>(
        `UPDATE mail_tokens SET used_at = ?
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
         RETURNING account_id AS accountId, return_to AS returnTo`,
      )
      .get(now, hashToken(token), purpose, now);
  }
}

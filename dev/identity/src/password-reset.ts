import { createHash, randomBytes } from 'node:crypto';
import type { IdentityDatabase } from './database.js';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface ResetTokenInfo {
  accountId: string;
  /** Interaction uid the request started from, so "back to sign in" can resume it. */
  returnTo: string | null;
}

/** Single-use, 30-minute password-reset tokens; only their SHA-256 is stored. */
export class PasswordResetTokens {
  readonly #db: IdentityDatabase;

  constructor(db: IdentityDatabase) {
    this.#db = db;
  }

  /** Issues a new token and retires the account's earlier unused ones (only the newest e-mail works). */
  issue(accountId: string, returnTo: string | undefined): string {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    this.#db.transaction(() => {
      this.#db
        .prepare('UPDATE password_reset_tokens SET used_at = ? WHERE account_id = ? AND used_at IS NULL')
        .run(now, accountId);
      this.#db
        .prepare(
          `INSERT INTO password_reset_tokens (token_hash, account_id, expires_at, return_to, created_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(hashToken(token), accountId, now + RESET_TOKEN_TTL_MS, returnTo ?? null, now);
      this.#db
        .prepare('DELETE FROM password_reset_tokens WHERE expires_at < ?')
        .run(now - RESET_TOKEN_TTL_MS);
    })();
    return token;
  }

  /** Looks a token up without using it (to decide whether to show the form). */
  peek(token: string): ResetTokenInfo | undefined {
    return this.#db
      .prepare<[string, number], ResetTokenInfo>(
        `SELECT account_id AS accountId, return_to AS returnTo FROM password_reset_tokens
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .get(hashToken(token), Date.now());
  }

  /** Marks the token used; returns undefined when it is unknown, expired or already used. */
  consume(token: string): ResetTokenInfo | undefined {
    const now = Date.now();
    return this.#db
      .prepare<[number, string, number], ResetTokenInfo>(
        `UPDATE password_reset_tokens SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         RETURNING account_id AS accountId, return_to AS returnTo`,
      )
      .get(now, hashToken(token), now);
  }
}

import type { Executor } from '../../db/database.js';

/**
 * Remembers a used key (a token's or challenge's hash) until `expiresAt`, first dropping the
 * expired ones; false when it was already there. One conditional insert, so two servers never
 * both accept it.
 */
export async function recordCaptchaUse(db: Executor, keyHash: string, expiresAt: string, now: string) {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ token_hash: keyHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Whether a key was used and has not expired yet. */
export async function isCaptchaUsed(db: Executor, keyHash: string, now: string) {
  const row = await db
    .selectFrom('captcha_uses')
    .select('token_hash')
    .where('token_hash', '=', keyHash)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
  return Boolean(row);
}

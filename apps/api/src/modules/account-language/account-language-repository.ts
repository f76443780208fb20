import { isLocale, type Locale } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';

/** The language the account saved, or null when it has saved none. */
export async function savedLocale(db: Executor, ownerId: string): Promise<Locale | null> {
  const row = await db
    .selectFrom('account_languages')
    .select('locale')
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return row && isLocale(row.locale) ? row.locale : null;
}

export async function saveLocale(db: Executor, ownerId: string, locale: Locale, at: string) {
  await db
    .insertInto('account_languages')
    .values({ owner_account_id: ownerId, locale, updated_at: at })
    .onConflict((oc) => oc.column('owner_account_id').doUpdateSet({ locale, updated_at: at }))
    .execute();
}

/** Saves `locale` only when the account has none saved yet. */
export async function saveLocaleIfNone(db: Executor, ownerId: string, locale: Locale, at: string) {
  await db
    .insertInto('account_languages')
    .values({ owner_account_id: ownerId, locale, updated_at: at })
    .onConflict((oc) => oc.column('owner_account_id').doNothing())
    .execute();
}

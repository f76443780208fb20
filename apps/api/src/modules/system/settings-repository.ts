import type { Executor } from '../../db/database.js';

/** Business-wide settings staff change at run time (`app_settings`), by key; null: not set. */
export async function readSetting(db: Executor, key: string): Promise<string | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSetting(db: Executor, key: string, value: string | null) {
  await db.deleteFrom('app_settings').where('key', '=', key).execute();
  if (value !== null) await db.insertInto('app_settings').values({ key, value }).execute();
}

import type { Executor } from '../../db/database.js';

/** Failed promo codes since `since`, of this account and of this client. */
export async function countPromoFailures(db: Executor, accountId: string, clientKey: string, since: string) {
  const row = await db
    .selectFrom('promo_code_failures')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('account_id', '=', accountId).as('account'),
      eb.fn.countAll<number>().filterWhere('client_key', '=', clientKey).as('client'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('client_key', '=', clientKey)]))
    .executeTakeFirstOrThrow();
  return { account: Number(row.account), client: Number(row.client) };
}

export async function insertPromoFailure(db: Executor, accountId: string, clientKey: string, at: string) {
  await db
    .insertInto('promo_code_failures')
    .values({ account_id: accountId, client_key: clientKey, created_at: at })
    .execute();
}

export async function deletePromoFailuresBefore(db: Executor, before: string) {
  await db.deleteFrom('promo_code_failures').where('created_at', '<', before).execute();
}

import type { ReceiptDocument } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';

/** Accounts read at once when many are (the January run). */
const chunk = 500;

/** The receipts of each of `accounts`, in number order (payments and refunds). */
export async function receiptDocumentsOf(
  db: Executor,
  accounts: readonly string[],
): Promise<Map<string, ReceiptDocument[]>> {
  const out = new Map<string, ReceiptDocument[]>(accounts.map((a) => [a, []]));
  for (let i = 0; i < accounts.length; i += chunk) {
    const rows = await db
      .selectFrom('receipts')
      .select(['owner_account_id', 'content'])
      .where('owner_account_id', 'in', accounts.slice(i, i + chunk))
      .orderBy('number')
      .execute();
    for (const r of rows) out.get(r.owner_account_id)!.push(JSON.parse(r.content) as ReceiptDocument);
  }
  return out;
}

/** The account a camp registration belongs to (a statement's `playerId` is one). */
export const ownerOfCampRegistration = async (db: Executor, registrationId: number) =>
  (
    await db
      .selectFrom('camp_registrations')
      .select('owner_account_id')
      .where('id', '=', registrationId)
      .executeTakeFirst()
  )?.owner_account_id ?? null;

/** The account that registered with this email (staff look a family up by it). */
export const accountOfEmail = async (db: Executor, email: string) =>
  (
    await db
      .selectFrom('camp_registrations')
      .select('owner_account_id')
      .where((eb) => eb(eb.fn('lower', ['owner_email']), '=', email.trim().toLowerCase()))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.owner_account_id ?? null;

/** Accounts with a receipt issued in [from, to) (ISO instants). */
export const accountsWithReceiptsBetween = async (db: Executor, from: string, to: string) =>
  (
    await db
      .selectFrom('receipts')
      .select('owner_account_id')
      .distinct()
      .where('issued_at', '>=', from)
      .where('issued_at', '<', to)
      .execute()
  ).map((r) => r.owner_account_id);

/** The accounts already mailed their statements of `year`. */
export const mailedFor = async (db: Executor, year: number) =>
  new Set(
    (
      await db.selectFrom('statement_mailings').select('owner_account_id').where('year', '=', year).execute()
    ).map((r) => r.owner_account_id),
  );

/** The saved language of each of `accounts` that has one. */
export async function savedLocalesOf(db: Executor, accounts: readonly string[]) {
  const out = new Map<string, string>();
  for (let i = 0; i < accounts.length; i += chunk)
    for (const r of await db
      .selectFrom('account_languages')
      .select(['owner_account_id', 'locale'])
      .where('owner_account_id', 'in', accounts.slice(i, i + chunk))
      .execute())
      out.set(r.owner_account_id, r.locale);
  return out;
}

/**
 * Records that the family was mailed its statements of `year`, in the transaction that queues
 * the mail; false when another run already has (the unique index decides, on both engines).
 */
export async function takeMailing(trx: Executor, year: number, account: string, at: string) {
  const row = await trx
    .insertInto('statement_mailings')
    .values({ year, owner_account_id: account, sent_at: at })
    .onConflict((oc) => oc.columns(['year', 'owner_account_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The first guardian's full name on each of `registrationIds` (a statement names the family by it). */
export async function guardiansOf(db: Executor, registrationIds: readonly number[]) {
  const out = new Map<number, string>();
  for (let i = 0; i < registrationIds.length; i += chunk)
    for (const r of await db
      .selectFrom('camp_registrations')
      .select(['id', 'pog1_first_name', 'pog1_last_name'])
      .where('id', 'in', registrationIds.slice(i, i + chunk))
      .execute())
      out.set(r.id, `${r.pog1_first_name} ${r.pog1_last_name}`.trim());
  return out;
}

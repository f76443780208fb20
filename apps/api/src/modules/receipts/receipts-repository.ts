import type { ReceiptDocument } from '@soccer/contracts';
import type { Executor, Trx } from '../../db/database.js';

/** The one sequence of receipt numbers of the business (one business per installation). */
const business = 'default';

/**
 * The next receipt number, taken in the caller's transaction by a conditional update of the
 * business's counter: on PostgreSQL the row stays locked until that transaction ends, so a second
 * server waits and then takes the next number, and a transaction that rolls back gives its number
 * back (no gap); SQLite has one writer at a time. Taken last in any transaction that takes it, so
 * it never waits while holding the counter for another lock.
 */
export async function nextReceiptNumber(trx: Trx): Promise<number> {
  const raise = () =>
    trx
      .updateTable('receipt_numbers')
      .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
      .where('business', '=', business)
      .returning('last_number')
      .executeTakeFirst();
  let row = await raise();
  if (!row) {
    // The first receipt: start the counter (another server starting it too waits on the key).
    await trx
      .insertInto('receipt_numbers')
      .values({ business, last_number: 0 })
      .onConflict((oc) => oc.column('business').doNothing())
      .execute();
    row = await raise();
  }
  return Number(row!.last_number);
}

/** Writes an issued receipt; receipts are only ever inserted. */
export async function insertReceipt(
  trx: Trx,
  r: {
    document: ReceiptDocument;
    ownerAccountId: string;
    providerSessionId: string | null;
    refundId: number | null;
  },
) {
  await trx
    .insertInto('receipts')
    .values({
      number: r.document.number,
      kind: r.document.kind,
      owner_account_id: r.ownerAccountId,
      issued_at: r.document.issuedAt,
      provider_session_id: r.providerSessionId,
      refund_id: r.refundId,
      refunds_number: r.document.refundsNumber,
      total_cents: r.document.totalCents,
      content: JSON.stringify(r.document),
    })
    .execute();
}

const columns = ['number', 'kind', 'owner_account_id', 'issued_at', 'total_cents', 'content'] as const;

export const findReceipt = (db: Executor, number: number) =>
  db.selectFrom('receipts').select(columns).where('number', '=', number).executeTakeFirst();

/** The receipt of a checkout's payment, if it has one. */
export const findPaymentReceipt = (db: Executor, providerSessionId: string) =>
  db
    .selectFrom('receipts')
    .select(columns)
    .where('provider_session_id', '=', providerSessionId)
    .where('kind', '=', 'payment')
    .executeTakeFirst();

export const hasRefundReceipt = async (db: Executor, refundId: number) =>
  Boolean(await db.selectFrom('receipts').select('id').where('refund_id', '=', refundId).executeTakeFirst());

/** An account's receipts, newest first. */
export const receiptsOf = (db: Executor, ownerAccountId: string) =>
  db
    .selectFrom('receipts')
    .select(columns)
    .where('owner_account_id', '=', ownerAccountId)
    .orderBy('number', 'desc')
    .limit(500)
    .execute();

export type ReceiptRecord = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

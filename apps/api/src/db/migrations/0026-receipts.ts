import { type Kysely, sql } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Receipts (decision 0082). `receipt_numbers` holds one row per business: the last number it
 * gave, raised by a conditional update in the transaction that records the payment or refund, so
 * a number is taken exactly when its receipt is written (no gap, no duplicate, on either engine).
 * `receipts` keeps each issued receipt's content as it was issued: a trigger refuses any update,
 * on both engines. A payment has one receipt (its checkout), a refund one (its refund row).
 */
export function receipts({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('receipt_numbers')
        .addColumn('business', 'text', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('receipts')
        .$call(withId(engine))
        .$call(required('number integer', 'kind text', 'owner_account_id text', 'issued_at text'))
        .addColumn('provider_session_id', 'text')
        .addColumn('refund_id', 'integer')
        .addColumn('refunds_number', 'integer')
        .$call(required('total_cents integer', 'content text'))
        .execute();
      await index(db, 'receipts_number', 'receipts', ['number']).unique().execute();
      await index(db, 'receipts_owner', 'receipts', ['owner_account_id', 'number']).execute();
      await index(db, 'receipts_payment', 'receipts', ['provider_session_id'])
        .unique()
        .where(sql.ref('kind'), '=', 'payment')
        .execute();
      await index(db, 'receipts_refund', 'receipts', ['refund_id']).unique().execute();
      await db
        .insertInto('receipt_numbers' as never)
        .values({ business: 'default', last_number: 0 } as never)
        .execute();
      if (engine === 'postgres') {
        await sql`create function receipts_never_change() returns trigger language plpgsql as $$
          begin raise exception 'receipts never change once issued'; end $$`.execute(db);
        await sql`create trigger receipts_never_change before update on receipts
          for each row execute function receipts_never_change()`.execute(db);
      } else {
        await sql`create trigger receipts_never_change before update on receipts
          begin select raise(abort, 'receipts never change once issued'); end`.execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('receipts').execute();
      if (engine === 'postgres') await sql`drop function if exists receipts_never_change()`.execute(db);
      await db.schema.dropTable('receipt_numbers').execute();
    },
  };
}

import { type Kysely, sql } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * When a line leaves an order (cancelled, or moved to a dearer or cheaper session), the lines
 * that stay may lose their sibling discount; what they lose is kept from the leaving line's
 * refund and, from then on, counts as paid by the line that lost it. A transfer row moves those
 * cents of one payment from one registration's part to another's, so every later quote, refund
 * and cap sees each line's own share, and all of them together still add up to the payment.
 */
export function orderDiscountTransfers({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('order_discount_transfers'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('camp_orders.id'))
        .$call(required('provider_session_id text'))
        .addColumn('from_registration_id', 'integer', (c) => c.notNull().references('camp_registrations.id'))
        .addColumn('to_registration_id', 'integer', (c) => c.notNull().references('camp_registrations.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        .$call(required('created_at text'))
        .execute();
      await index(db, 'order_discount_transfers_from', 'order_discount_transfers', [
        'from_registration_id',
      ]).execute();
      await index(db, 'order_discount_transfers_to', 'order_discount_transfers', [
        'to_registration_id',
      ]).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('order_discount_transfers').execute();
    },
  };
}

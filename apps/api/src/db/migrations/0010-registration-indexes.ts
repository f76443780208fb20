import { type Kysely, sql } from 'kysely';
import { index } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Two indexes of camp registrations, for what every registration does:
 * - It counts the account's unpaid holds, in all and in the session (the caps; registration-ledger
 *   `unpaidHolds`). With the owner's index alone that read each of the account's registrations
 *   from the table; with status and session in the index the count is answered from the index.
 *   It replaces the owner's index, which it also serves (an account's registrations).
 * - The order index keeps only registrations of an order (`where order_id = ?` implies it is not
 *   null, so both engines still use it): a registration of one player no longer writes it.
 */
export function registrationIndexes(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await index(db, 'camp_registrations_owner_status_session', 'camp_registrations', [
        'owner_account_id',
        'status',
        'camp_session_id',
      ]).execute();
      await db.schema.dropIndex('camp_registrations_owner').execute();
      await db.schema.dropIndex('camp_registrations_order').execute();
      await index(db, 'camp_registrations_order', 'camp_registrations', ['order_id'])
        .where(sql.ref('order_id'), 'is not', null)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('camp_registrations_order').execute();
      await index(db, 'camp_registrations_order', 'camp_registrations', ['order_id']).execute();
      await index(db, 'camp_registrations_owner', 'camp_registrations', ['owner_account_id']).execute();
      await db.schema.dropIndex('camp_registrations_owner_status_session').execute();
    },
  };
}

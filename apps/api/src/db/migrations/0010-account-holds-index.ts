import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Every camp registration counts the account's unpaid holds, in all and in the session (the
 * caps; registration-ledger `unpaidHolds`). With the owner's index alone that read each of the
 * account's registrations from the table; with status and session in the index the count is
 * answered from the index. It replaces the owner's index, which it also serves (an account's
 * registrations), so a registration still writes as many indexes.
 */
export function accountHoldsIndex(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('camp_registrations_owner_status_session')
        .on('camp_registrations')
        .columns(['owner_account_id', 'status', 'camp_session_id'])
        .execute();
      await db.schema.dropIndex('camp_registrations_owner').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('camp_registrations_owner')
        .on('camp_registrations')
        .column('owner_account_id')
        .execute();
      await db.schema.dropIndex('camp_registrations_owner_status_session').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { withId as idColumn } from './id-column.js';
import type { MigrationContext } from './index.js';

/**
 * Moves of paid camp registrations to other sessions. A move waiting for its difference holds a
 * seat in the target session (counted with the registrations' seats); a payment for the
 * difference is a payment attempt that names its move.
 */
export function sessionSwitches({ engine }: MigrationContext) {
  const withId = idColumn(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('session_switches'))
        .addColumn('registration_id', 'integer', (c) => c.notNull().references('camp_registrations.id'))
        .addColumn('from_session_id', 'integer', (c) => c.notNull().references('camp_sessions.id'))
        .addColumn('to_session_id', 'integer', (c) => c.notNull().references('camp_sessions.id'))
        // Cents the move changes the registration's price by: + paid more, − refunded, 0 none.
        .addColumn('difference_cents', 'integer', (c) => c.notNull())
        // awaiting_payment | completed | expired
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('provider_session_id', 'text')
        .addColumn('hold_expires_at', 'text')
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('by_staff', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema
        .createIndex('session_switches_registration')
        .on('session_switches')
        .column('registration_id')
        .execute();
      await db.schema
        .createIndex('session_switches_target')
        .on('session_switches')
        .columns(['to_session_id', 'state'])
        .execute();
      // null: the registration's own price; otherwise the move whose difference it pays.
      await db.schema.alterTable('payment_attempts').addColumn('switch_id', 'integer').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_attempts').dropColumn('switch_id').execute();
      await db.schema.dropTable('session_switches').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Moves of paid camp registrations to other sessions. A move waiting for its difference holds a
 * seat in the target session (counted with the registrations' seats); a payment for the
 * difference is a payment attempt that names its move.
 */
export function sessionSwitches({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('session_switches'))
        .addColumn('registration_id', 'integer', (c) => c.notNull().references('camp_registrations.id'))
        .addColumn('from_session_id', 'integer', (c) => c.notNull().references('camp_sessions.id'))
        .addColumn('to_session_id', 'integer', (c) => c.notNull().references('camp_sessions.id'))
        .$call(
          required(
            // Cents the move changes the registration's price by: + paid more, − refunded, 0 none.
            'difference_cents integer',
            // awaiting_payment | completed | expired
            'state text',
          ),
        )
        .addColumn('provider_session_id', 'text')
        .addColumn('hold_expires_at', 'text')
        .$call(
          required(
            'requested_by text',
            'by_staff integer',
            'reason text',
            'created_at text',
            'updated_at text',
          ),
        )
        .addColumn('completed_at', 'text')
        .execute();
      await index(db, 'session_switches_registration', 'session_switches', ['registration_id']).execute();
      await index(db, 'session_switches_target', 'session_switches', ['to_session_id', 'state']).execute();
      // null: the registration's own price; otherwise the move whose difference it pays.
      await db.schema.alterTable('payment_attempts').addColumn('switch_id', 'integer').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_attempts').dropColumn('switch_id').execute();
      await db.schema.dropTable('session_switches').execute();
    },
  };
}

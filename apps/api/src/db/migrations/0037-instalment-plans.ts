import type { Kysely } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Instalment plans (decision 0109): a session's or tournament's plan (JSON of contracts
 * `InstalmentPlan`; null: none offered); for a registration paying by a plan, the customer and
 * saved card its later payments are charged to (one row), and its schedule, one row per payment
 * with its state (money's own tables; what was paid is still read from the payments).
 */
export function instalmentPlans({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('camp_sessions').addColumn('instalment_plan', 'text').execute();
      await db.schema.alterTable('tournaments').addColumn('instalment_plan', 'text').execute();
      await db.schema
        .createTable('registration_plans')
        .$call(withId)
        .$call(
          required(
            'registration_kind text',
            'registration_id integer',
            'customer_id text',
            'payment_method_id text',
            'created_at text',
          ),
        )
        .addUniqueConstraint('registration_plans_registration', ['registration_kind', 'registration_id'])
        .execute();
      await db.schema
        .createTable('registration_instalments')
        .$call(withId)
        .$call(
          required(
            'registration_kind text',
            'registration_id integer',
            'seq integer',
            'cents integer',
            'due_date text',
            'status text',
            'created_at text',
            'updated_at text',
          ),
        )
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_try_on', 'text')
        .addColumn('charge_id', 'text')
        .addUniqueConstraint('registration_instalments_seq', ['registration_kind', 'registration_id', 'seq'])
        .execute();
      await index(db, 'registration_instalments_due', 'registration_instalments', [
        'status',
        'due_date',
      ]).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('registration_instalments').execute();
      await db.schema.dropTable('registration_plans').execute();
      await db.schema.alterTable('tournaments').dropColumn('instalment_plan').execute();
      await db.schema.alterTable('camp_sessions').dropColumn('instalment_plan').execute();
    },
  };
}

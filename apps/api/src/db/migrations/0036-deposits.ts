import type { Kysely } from 'kysely';
import { index } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Deposits (decision 0104): a session's or tournament's deposit terms (JSON of contracts
 * `DepositPlan`; null: paid in full, as before), and for a registration paid by a deposit the day
 * its balance is due, one row per registration (money's own table; what it paid is read from its
 * payments, never stored twice).
 */
export function deposits({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('camp_sessions').addColumn('deposit_plan', 'text').execute();
      await db.schema.alterTable('tournaments').addColumn('deposit_plan', 'text').execute();
      await db.schema
        .createTable('registration_balances')
        .$call(withId)
        .addColumn('registration_kind', 'text', (c) => c.notNull())
        .addColumn('registration_id', 'integer', (c) => c.notNull())
        .addColumn('balance_due_date', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('registration_balances_registration', ['registration_kind', 'registration_id'])
        .execute();
      await index(db, 'registration_balances_due', 'registration_balances', ['balance_due_date']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('registration_balances').execute();
      await db.schema.alterTable('tournaments').dropColumn('deposit_plan').execute();
      await db.schema.alterTable('camp_sessions').dropColumn('deposit_plan').execute();
    },
  };
}

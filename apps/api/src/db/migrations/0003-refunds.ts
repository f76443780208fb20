import type { Kysely } from 'kysely';
import { withId as idColumn } from './id-column.js';
import type { MigrationContext } from './index.js';

/**
 * Refunds and cancellation policies. A camp session or tournament may carry its own policy (null:
 * the configured default); a registration gets a copy of the policy in force when it is paid,
 * and that copy decides its refunds later. Every refund is a row with its own idempotency key.
 */
export function refunds({ engine }: MigrationContext) {
  const withId = idColumn(engine);
  const policyColumns = [
    'camp_sessions',
    'tournaments',
    'camp_registrations',
    'tournament_registrations',
  ] as const;

  return {
    async up(db: Kysely<unknown>) {
      // JSON of contracts `CancellationPolicy`.
      for (const table of policyColumns)
        await db.schema.alterTable(table).addColumn('cancellation_policy', 'text').execute();

      await withId(db.schema.createTable('refunds'))
        .addColumn('registration_kind', 'text', (c) => c.notNull())
        .addColumn('registration_id', 'integer', (c) => c.notNull())
        // The paid checkout the money came from.
        .addColumn('provider_session_id', 'text', (c) => c.notNull())
        .addColumn('provider_refund_id', 'text', (c) => c.unique())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        // requested (not yet accepted by the provider) | pending | succeeded | failed
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('failure_reason', 'text')
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        // The 'refund due' record this refund pays back, if any.
        .addColumn('payment_issue_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('refunds_registration')
        .on('refunds')
        .columns(['registration_kind', 'registration_id'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('refunds').execute();
      for (const table of policyColumns)
        await db.schema.alterTable(table).dropColumn('cancellation_policy').execute();
    },
  };
}

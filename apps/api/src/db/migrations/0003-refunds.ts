import type { Kysely } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Refunds and cancellation policies. A camp session or tournament may carry its own policy (null:
 * the configured default); a registration gets a copy of the policy in force when it is paid,
 * and that copy decides its refunds later. Every refund is a row with its own idempotency key.
 */
export function refunds({ withId }: MigrationContext) {
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
        .$call(
          required(
            'registration_kind text',
            'registration_id integer',
            // The paid checkout the money came from.
            'provider_session_id text',
          ),
        )
        .addColumn('provider_refund_id', 'text', (c) => c.unique())
        .$call(
          required(
            'amount_cents integer',
            'currency text',
            'reason text',
            // requested (not yet accepted by the provider) | pending | succeeded | failed
            'state text',
          ),
        )
        .addColumn('failure_reason', 'text')
        .$call(required('requested_by text'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        // The 'refund due' record this refund pays back, if any.
        .addColumn('payment_issue_id', 'integer')
        .$call(required('created_at text', 'updated_at text'))
        .execute();
      await index(db, 'refunds_registration', 'refunds', ['registration_kind', 'registration_id']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('refunds').execute();
      for (const table of policyColumns)
        await db.schema.alterTable(table).dropColumn('cancellation_policy').execute();
    },
  };
}

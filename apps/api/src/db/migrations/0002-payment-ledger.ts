import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { withId as idColumn } from './id-column.js';
import type { MigrationContext } from './index.js';

/**
 * The payment ledger's records: every checkout the server opened (what it asked for), payments
 * that need a refund or a check, a random prefix for this database's idempotency keys, and
 * failed promo-code guesses (throttled).
 */
export function paymentLedger({ engine }: MigrationContext) {
  const withId = idColumn(engine);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('payment_attempts'))
        .addColumn('registration_kind', 'text', (c) => c.notNull())
        .addColumn('registration_id', 'integer', (c) => c.notNull())
        .addColumn('provider_session_id', 'text', (c) => c.notNull().unique())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        // What the price was for: the camp session or the tournament age group.
        .addColumn('priced_item_id', 'integer', (c) => c.notNull())
        // open | pending | paid | closed
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_attempts_registration')
        .on('payment_attempts')
        .columns(['registration_kind', 'registration_id'])
        .execute();

      await withId(db.schema.createTable('payment_issues'))
        .addColumn('registration_kind', 'text', (c) => c.notNull())
        .addColumn('registration_id', 'integer', (c) => c.notNull())
        .addColumn('provider_session_id', 'text', (c) => c.notNull())
        // refund_due | review
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer')
        .addColumn('currency', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addUniqueConstraint('payment_issues_session_kind', ['provider_session_id', 'kind'])
        .execute();
      await db.schema
        .createIndex('payment_issues_registration')
        .on('payment_issues')
        .columns(['registration_kind', 'registration_id'])
        .execute();

      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('app_settings' as never)
        .values({ key: 'idempotency_prefix', value: randomBytes(6).toString('hex') } as never)
        .execute();

      await withId(db.schema.createTable('promo_code_failures'))
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('promo_code_failures_account')
        .on('promo_code_failures')
        .columns(['account_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('promo_code_failures_client')
        .on('promo_code_failures')
        .columns(['client_key', 'created_at'])
        .execute();

      // Checkouts opened before this ledger existed become its first attempts.
      for (const [kind, table, item] of [
        ['camp', 'camp_registrations', 'camp_session_id'],
        ['tournament', 'tournament_registrations', 'age_range_id'],
      ] as const) {
        await sql`
          insert into payment_attempts
            (registration_kind, registration_id, provider_session_id, amount_cents, currency,
             priced_item_id, state, created_at, updated_at)
          select ${kind}, id, stripe_session_id, amount_cents, 'usd', ${sql.ref(item)},
                 case when status = 'paid' then 'paid' else 'open' end, updated_at, updated_at
          from ${sql.table(table)} where stripe_session_id is not null`.execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['promo_code_failures', 'app_settings', 'payment_issues', 'payment_attempts']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

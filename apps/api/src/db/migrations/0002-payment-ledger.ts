import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * The payment ledger's records: every checkout the server opened (what it asked for), payments
 * that need a refund or a check, a random prefix for this database's idempotency keys, and
 * failed promo-code guesses (throttled).
 */
export function paymentLedger({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('payment_attempts'))
        .$call(required('registration_kind text', 'registration_id integer'))
        .addColumn('provider_session_id', 'text', (c) => c.notNull().unique())
        .$call(
          required(
            'amount_cents integer',
            'currency text',
            // What the price was for: the camp session or the tournament age group.
            'priced_item_id integer',
            // open | pending | paid | closed
            'state text',
            'created_at text',
            'updated_at text',
          ),
        )
        .execute();
      await index(db, 'payment_attempts_registration', 'payment_attempts', [
        'registration_kind',
        'registration_id',
      ]).execute();

      await withId(db.schema.createTable('payment_issues'))
        .$call(
          required(
            'registration_kind text',
            'registration_id integer',
            'provider_session_id text',
            // refund_due | review
            'kind text',
            'reason text',
          ),
        )
        .addColumn('amount_cents', 'integer')
        .addColumn('currency', 'text')
        .$call(required('created_at text'))
        .addColumn('resolved_at', 'text')
        .addUniqueConstraint('payment_issues_session_kind', ['provider_session_id', 'kind'])
        .execute();
      await index(db, 'payment_issues_registration', 'payment_issues', [
        'registration_kind',
        'registration_id',
      ]).execute();

      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .$call(required('value text'))
        .execute();
      await db
        .insertInto('app_settings' as never)
        .values({ key: 'idempotency_prefix', value: randomBytes(6).toString('hex') } as never)
        .execute();

      await withId(db.schema.createTable('promo_code_failures'))
        .$call(required('account_id text', 'client_key text', 'created_at text'))
        .execute();
      await index(db, 'promo_code_failures_account', 'promo_code_failures', [
        'account_id',
        'created_at',
      ]).execute();
      await index(db, 'promo_code_failures_client', 'promo_code_failures', [
        'client_key',
        'created_at',
      ]).execute();

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

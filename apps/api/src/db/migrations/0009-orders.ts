import { type Kysely, sql } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Orders: several camp registrations of one household taken together and paid in one provider
 * checkout. A registration names its order and carries its sibling discount. The checkout of an
 * order is one provider session with a payment attempt per registration (its line), so a
 * provider session is unique per registration, not alone; a 'refund due' of an order's payment
 * is recorded per registration the same way. A paid attempt notes the provider's payment, so a
 * refund made in the provider's dashboard can be traced back to its registration.
 */
export function orders({ engine, withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('camp_orders'))
        .$call(required('owner_account_id text', 'created_at text'))
        .execute();
      await db.schema.alterTable('camp_registrations').addColumn('order_id', 'integer').execute();
      await db.schema
        .alterTable('camp_registrations')
        .addColumn('sibling_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await index(db, 'camp_registrations_order', 'camp_registrations', ['order_id']).execute();

      if (engine === 'postgres') {
        await sql`alter table camp_registrations drop constraint camp_registrations_stripe_session_id_key`.execute(
          db,
        );
        await sql`alter table payment_attempts drop constraint payment_attempts_provider_session_id_key`.execute(
          db,
        );
        await sql`alter table payment_issues drop constraint payment_issues_session_kind`.execute(db);
      } else {
        await rebuildSqliteTable(db, 'camp_registrations', (ddl) =>
          replaceOnce(ddl, '"stripe_session_id" text unique', '"stripe_session_id" text'),
        );
        await rebuildSqliteTable(db, 'payment_attempts', (ddl) =>
          replaceOnce(
            ddl,
            '"provider_session_id" text not null unique',
            '"provider_session_id" text not null',
          ),
        );
        await rebuildSqliteTable(db, 'payment_issues', (ddl) =>
          replaceOnce(
            ddl,
            ', constraint "payment_issues_session_kind" unique ("provider_session_id", "kind")',
            '',
          ),
        );
      }
      // The provider's payment of a paid checkout: a refund made at the provider names only it.
      await db.schema.alterTable('payment_attempts').addColumn('payment_intent', 'text').execute();
      await index(db, 'payment_attempts_payment_intent', 'payment_attempts', ['payment_intent']).execute();
      await index(db, 'payment_attempts_session_registration', 'payment_attempts', [
        'provider_session_id',
        'registration_kind',
        'registration_id',
      ])
        .unique()
        .execute();
      await index(db, 'payment_issues_session_kind_registration', 'payment_issues', [
        'provider_session_id',
        'kind',
        'registration_kind',
        'registration_id',
      ])
        .unique()
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('payment_attempts_payment_intent').execute();
      await db.schema.alterTable('payment_attempts').dropColumn('payment_intent').execute();
      await db.schema.dropIndex('payment_issues_session_kind_registration').execute();
      await db.schema.dropIndex('payment_attempts_session_registration').execute();
      await db.schema.dropIndex('camp_registrations_order').execute();
      await db.schema.alterTable('camp_registrations').dropColumn('sibling_discount_cents').execute();
      await db.schema.alterTable('camp_registrations').dropColumn('order_id').execute();
      await db.schema.dropTable('camp_orders').execute();
    },
  };
}

function replaceOnce(text: string, from: string, to: string) {
  if (!text.includes(from)) throw new Error(`migration 0009: expected ${from} in ${text}`);
  return text.replace(from, to);
}

/**
 * SQLite cannot drop a unique constraint: the table is made again from its own stored
 * definition less that constraint, with its rows (ids kept) and its indexes, in one
 * transaction. Foreign keys are off meanwhile (SQLite's documented way, as other tables
 * reference this one by name) and checked before commit.
 */
async function rebuildSqliteTable(db: Kysely<unknown>, table: string, edit: (ddl: string) => string) {
  const rows = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const ddl = rows.rows.find((r) => r.type === 'table')?.sql;
  if (!ddl) throw new Error(`migration 0009: no table ${table}`);
  const indexes = rows.rows.filter((r) => r.type === 'index').map((r) => r.sql!);
  const copy = `${table}_rebuilt`;
  const created = replaceOnce(edit(ddl), `CREATE TABLE "${table}"`, `CREATE TABLE "${copy}"`);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(created).execute(db);
      await sql`insert into ${sql.table(copy)} select * from ${sql.table(table)}`.execute(db);
      await sql`drop table ${sql.table(table)}`.execute(db);
      await sql`alter table ${sql.table(copy)} rename to ${sql.table(table)}`.execute(db);
      for (const index of indexes) await sql.raw(index).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0)
        throw new Error(`migration 0009: foreign keys broken after rebuilding ${table}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

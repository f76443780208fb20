import { DEFAULT_MIGRATION_TABLE, type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/database.js';
import { migrations, renamedMigrations } from '../src/db/migrations/index.js';
import { createTestDatabase, testEngine } from './support/test-database.js';

const current = migrations({ engine: testEngine });

async function recordedNames<DB>(db: Kysely<DB>) {
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((r) => r.name);
}

describe('migrations', () => {
  it('number each migration once', () => {
    const numbers = Object.keys(current).map((name) => name.slice(0, name.indexOf('-')));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('record every migration under its current name on a new database', async () => {
    const database = await createTestDatabase();
    try {
      expect(await recordedNames(database.db)).toEqual(Object.keys(current).sort());
    } finally {
      await database.close();
    }
  });

  it('upgrade a database migrated under the old names without running a migration again', async () => {
    // The same migrations under the names they were released with.
    const oldName = new Map(Object.entries(renamedMigrations).map(([from, to]) => [to, from]));
    const released = Object.fromEntries(
      Object.entries(current).map(([name, migration]) => [oldName.get(name) ?? name, migration]),
    );
    expect(Object.keys(released)).toContain('0007-waitlist-open-index');
    let ranOnUpgrade: string[] = [];
    const database = await createTestDatabase({
      migrate: async (db, schema) => {
        const before = new Migrator({
          db: db.db,
          provider: { getMigrations: async () => released },
          ...(schema ? { migrationTableSchema: schema } : {}),
        });
        const { error } = await before.migrateToLatest();
        if (error) throw error;
        expect(await recordedNames(db.db)).toEqual(Object.keys(released).sort());
        ranOnUpgrade = await migrateToLatest(db, { schema });
      },
    });
    try {
      expect(ranOnUpgrade).toEqual([]);
      expect(await recordedNames(database.db)).toEqual(Object.keys(current).sort());
      // And again: the rename is done once.
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('0039 turns existing credit balances into lots: what came without cash value is what is left first', async () => {
    const before = Object.fromEntries(Object.entries(current).filter(([name]) => name < '0039'));
    let lots: unknown[] = [];
    const database = await createTestDatabase({
      migrate: async (db, schema) => {
        const { error } = await new Migrator({
          db: db.db,
          provider: { getMigrations: async () => before },
          ...(schema ? { migrationTableSchema: schema } : {}),
        }).migrateToLatest();
        if (error) throw error;
        const at = '2026-01-05T10:00:00.000Z';
        const entry = (account: string, kind: string, cents: number) => ({
          account_id: account,
          kind,
          amount_cents: cents,
          reason: '',
          by_id: 'staff',
          created_at: at,
        });
        // Given $30, $80 of credit-paid lines returned, $60 spent: $50 left, $30 of it goodwill.
        // Given $100, $70 spent: the $30 left is all goodwill. Spent all: no lot.
        await db.db
          .insertInto('credit_entries')
          .values([
            entry('mixed', 'grant', 30_00),
            entry('mixed', 'returned', 80_00),
            entry('mixed', 'spent', -60_00),
            entry('given', 'grant', 100_00),
            entry('given', 'spent', -70_00),
            entry('spent', 'grant', 10_00),
            entry('spent', 'spent', -10_00),
          ])
          .execute();
        await db.db
          .insertInto('credit_balances')
          .values([
            { account_id: 'mixed', balance_cents: 50_00, updated_at: at },
            { account_id: 'given', balance_cents: 30_00, updated_at: at },
            { account_id: 'spent', balance_cents: 0, updated_at: at },
          ])
          .execute();
        await migrateToLatest(db, { schema });
        lots = (
          await db.db
            .selectFrom('credit_lots')
            .select(['account_id', 'cash', 'source', 'cents', 'left_cents'])
            .orderBy('account_id')
            .orderBy('id')
            .execute()
        ).map((l) => [l.account_id, l.cash, l.source, l.cents, l.left_cents]);
      },
    });
    try {
      expect(lots).toEqual([
        ['given', 0, 'opening', 30_00, 30_00],
        ['mixed', 1, 'opening', 20_00, 20_00],
        ['mixed', 0, 'opening', 30_00, 30_00],
      ]);
    } finally {
      await database.close();
    }
  });
});

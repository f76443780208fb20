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
});

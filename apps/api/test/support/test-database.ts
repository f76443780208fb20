import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, migrateToLatest, openDatabase } from '../../src/db/database.js';

/**
 * A fresh, migrated database per test: an in-memory SQLite, or a new schema on the PostgreSQL
 * server named by TEST_DATABASE_URL when TEST_DB=postgres. The API suite runs once per engine.
 */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export async function createTestDatabase(options: { file?: string } = {}): Promise<Db & { url?: string }> {
  if (testEngine === 'sqlite') {
    const database = openDatabase({ sqliteFile: options.file ?? ':memory:' });
    await migrateToLatest(database);
    return database;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = withSearchPath(base, schema);
  const database = openDatabase({ databaseUrl: url, poolSize: 20 });
  await migrateToLatest(database, { schema });
  const close = database.close;
  return {
    ...database,
    url,
    async close() {
      await close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

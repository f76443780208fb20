import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, migrateToLatest, openDatabase } from '../../src/db/database.js';

/**
 * A fresh, migrated database per test: an in-memory SQLite, or a new schema on the PostgreSQL
 * server named by TEST_DATABASE_URL when TEST_DB=postgres. The API suite runs once per engine.
 */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Brings a test database up to date (`schema`: its PostgreSQL schema); a migration test brings its own. */
type Migrate = (database: Db, schema?: string) => Promise<unknown>;
const toLatest: Migrate = (database, schema) => migrateToLatest(database, { schema });

export async function createTestDatabase(
  options: { file?: string; migrate?: Migrate } = {},
): Promise<Db & { url?: string }> {
  const migrate = options.migrate ?? toLatest;
  if (testEngine === 'sqlite') {
    const database = openDatabase({ sqliteFile: options.file ?? ':memory:' });
    await migrate(database);
    return database;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = withSearchPath(base, schema);
  const database = openDatabase({ databaseUrl: url, poolSize: 20 });
  await withSchemaChangeLock(async (admin) => {
    await admin.query(`create schema ${schema}`);
    await migrate(database, schema);
  });
  const close = database.close;
  return {
    ...database,
    url,
    async close() {
      await close();
      await withSchemaChangeLock((admin) => admin.query(`drop schema ${schema} cascade`));
    },
  };
}

/**
 * Test files run in parallel, each in its own schema of one PostgreSQL server. Schema creation,
 * migration (also a server process's migration at start) and dropping take turns, across
 * processes, through an advisory lock, so that a migration reads a settled catalogue. Schemas
 * made without it (pg-boss makes its own on first use) are why the migrator's table lookup must
 * also survive a schema dropped under it (`postgres-dialect.ts`).
 */
export async function withSchemaChangeLock<T>(change: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [schemaChangeLockKey]);
    return await change(admin);
  } finally {
    await admin.end();
  }
}
const schemaChangeLockKey = 7_406_251;

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

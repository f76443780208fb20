import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type CompiledQuery, Kysely, Migrator, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrations, renameRecordedMigrations } from './migrations/index.js';
import { MigrationSafePostgresDialect } from './postgres-dialect.js';
import type { Database } from './schema.js';
import { openSqlite } from './sqlite.js';

export type Engine = 'sqlite' | 'postgres';

/** A transaction a service opened (`db.transaction().execute(...)`), passed on to repositories. */
export type Trx = Transaction<Database>;

/** What a repository function runs on: the database, or a transaction a service opened. */
export type Executor = Kysely<Database> | Trx;

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * Runs a compiled select and answers its rows as arrays of column values, in select order.
   * For reads of many rows (exports): the drivers then build no object per row, which made up
   * about half the read time of a 100,000-row export. Not for use inside a transaction.
   */
  arrayRows(query: CompiledQuery): Promise<unknown[][]>;
  /**
   * Tells every server on this database that something on `channel` changed (PostgreSQL NOTIFY;
   * SQLite has one server, so nothing to tell).
   */
  notify(channel: string): Promise<void>;
  /**
   * Calls `onChange` on each `notify` of `channel` from any server, on a connection of its own
   * that reconnects after a second when lost; `onChange` also runs after a reconnect, since a
   * notice may have been missed meanwhile. Answers the function that stops listening.
   */
  listen(channel: string, onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqliteFile?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** SQLite: checkpoint the write-ahead log on a worker thread (the server does). */
  backgroundCheckpoints?: boolean;
}

export function databaseOptionsFrom(config: Config): DatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.SQLITE_FILE ?? resolve(config.DATA_DIR, 'soccer.sqlite'),
    backgroundCheckpoints: true,
  };
}

/** Opens PostgreSQL when a postgres URL is given, else the SQLite file (WAL mode, see sqlite.ts). */
export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    // Return bigint counts and numerics as JS numbers; our values are far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new MigrationSafePostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      arrayRows: async (query) =>
        (await pool.query({ text: query.sql, values: [...query.parameters], rowMode: 'array' })).rows,
      notify: async (channel) => {
        await pool.query('select pg_notify($1, $2)', [channel, '']);
      },
      listen: (channel, onChange) => listenOnPostgres(options.databaseUrl!, channel, onChange),
      close: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? resolve('data', 'soccer.sqlite');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const { db, arrayRows, close } = openSqlite(file, {
    backgroundCheckpoints: options.backgroundCheckpoints ?? false,
  });
  // Children's data: the file and its journals are readable by their owner only, also when an
  // older version created them with looser modes.
  if (file !== ':memory:')
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  return {
    db,
    engine: 'sqlite',
    arrayRows,
    notify: async () => {},
    listen: async () => async () => {},
    close,
  };
}

/** Brings the schema up to date; throws (and the caller exits non-zero) on any failure. */
export async function migrateToLatest(
  { db, engine }: Db,
  options: { schema?: string } = {},
): Promise<string[]> {
  await renameRecordedMigrations(db, options.schema);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations({ engine }) },
    // Features developed side by side may number their migrations out of merge order (a 0005
    // released after 0006); each must still run once, so a missing earlier one runs late.
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables across all schemas; name ours when not 'public'.
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** `Db.listen` on PostgreSQL: LISTEN on a client of its own, reconnecting while not stopped. */
async function listenOnPostgres(url: string, channel: string, onChange: () => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      next.removeAllListeners();
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => connect().then(onChange, () => {}), 1000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
  };
  await connect().catch((error) => {
    stopped = true;
    clearTimeout(retry);
    throw error;
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}

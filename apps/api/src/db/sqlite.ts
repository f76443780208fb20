import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteDatabase as SqliteHandle,
} from 'kysely';
import type { Database } from './schema.js';

export interface SqliteOptions {
  /**
   * Copy the write-ahead log into the database file on a worker thread instead of inside a
   * commit. SQLite's automatic checkpoint runs in whichever commit crosses 1,000 log pages and
   * blocks the event loop for tens of milliseconds; the server turns this on.
   */
  backgroundCheckpoints?: boolean;
  checkpointEveryMs?: number;
  /** Frames in the log past which the worker starts it over (default 16,384: 64 MiB of 4 KiB pages). */
  restartLogFrames?: number;
}

/** SQLite in WAL mode behind Kysely, tuned for one writing server process. */
export function openSqlite(file: string, options: SqliteOptions = {}) {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A log started over keeps its file; past 64 MiB it is cut back to that.
  sqlite.pragma('journal_size_limit = 67108864');

  const checkpointer =
    options.backgroundCheckpoints && file !== ':memory:'
      ? startCheckpointer(sqlite, file, options.checkpointEveryMs ?? 250, options.restartLogFrames ?? 16_384)
      : undefined;
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    /**
     * A select's rows as arrays (see `Db.arrayRows`). It holds Kysely's one connection while
     * reading, so the read never lands inside another request's open transaction, and prepares
     * its own statement: `raw` mode would leak into a cached one.
     */
    arrayRows: (query: CompiledQuery) =>
      db.connection().execute(
        async () =>
          sqlite
            .prepare(query.sql)
            .raw(true)
            .all(...query.parameters) as unknown[][],
      ),
    async close() {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * Every transaction of ours writes, so it starts with BEGIN IMMEDIATE: the write lock is taken
 * at the start (a second process waits for it) instead of at the first write, which also makes
 * the count-then-insert of the last seats one step across processes.
 */
class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}

class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Kysely prepares every query anew, and on SQLite preparing costs about as much as running our
 * small statements. Prepared statements are kept per SQL text (bounded); one still being
 * iterated by a stream is never handed out twice.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, size = 500): SqliteHandle {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The worker's own connection runs PASSIVE checkpoints, which never block our readers or writer.
 * SQLite starts the log over only when a write begins with every frame copied, which under a
 * steady stream of writes (opening day) never happens: the log would grow without end (900 MB
 * in a 10 s burst of 44,000 registrations) and every page read would search it. Past
 * `restartFrames`, right after a PASSIVE copy, a RESTART copies the few frames written since and
 * lets the next write start the log from the beginning. It never waits (busy_timeout 0): with a
 * write or a read under way it does what PASSIVE does, and the next tick tries again. Our writer
 * waits for it (its busy timeout) only while it copies those few frames.
 */
const checkpointerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try {
    const [copied] = db.pragma('wal_checkpoint(PASSIVE)');
    if (copied && copied.log > workerData.restartFrames) db.pragma('wal_checkpoint(RESTART)');
  } catch (error) { parentPort.postMessage({ error: String(error) }); }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

function startCheckpointer(
  sqlite: SqliteDatabase.Database,
  file: string,
  everyMs: number,
  restartFrames: number,
) {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(checkpointerSource, {
    eval: true,
    workerData: { driver, file, everyMs, restartFrames },
  });
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  // Without the worker the log would grow without end: hand checkpoints back to SQLite.
  const fallBack = () => sqlite.open && sqlite.pragma('wal_autocheckpoint = 1000');
  worker.on('error', fallBack);
  worker.on('message', (m: { error?: string }) => {
    if (m.error) process.emitWarning(`background checkpoint failed: ${m.error}`);
  });
  return {
    async stop() {
      worker.off('error', fallBack);
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      await exited;
    },
  };
}

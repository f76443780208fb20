import { chmodSync, closeSync, mkdtempSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unpaidStatuses } from '@soccer/contracts';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { openSqlite } from '../src/db/sqlite.js';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

function open(options: Parameters<typeof openSqlite>[1] = {}) {
  const file = join(mkdtempSync(join(tmpdir(), 'sqlite-engine-')), 'db.sqlite');
  const database = openSqlite(file, options);
  opened.push(database);
  return { file, ...database };
}

describe('SQLite engine', () => {
  it('takes the write lock when a transaction begins, before its first write', async () => {
    const { db, file } = open();
    await sql`create table t (n integer)`.execute(db);
    const other = new SqliteDatabase(file, { timeout: 0 });
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from t`.execute(trx);
        // A second connection cannot write while our transaction is open, though we only read so far.
        expect(() => other.prepare('insert into t values (1)').run()).toThrow(/locked|busy/i);
      });
      other.prepare('insert into t values (1)').run();
    } finally {
      other.close();
    }
  });

  it('reuses a prepared statement after a stream over it ended early', async () => {
    const { db } = open();
    const anyDb = db as unknown as Kysely<{ t: { n: number } }>;
    await sql`create table t (n integer)`.execute(db);
    for (let i = 0; i < 5; i++) await anyDb.insertInto('t').values({ n: i }).execute();
    const query = () => anyDb.selectFrom('t').select('n').orderBy('n');
    for (let round = 0; round < 3; round++) {
      for await (const row of query().stream()) {
        expect(row.n).toBe(0);
        break;
      }
      expect((await query().execute()).map((r) => r.n)).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it('checkpoints the write-ahead log on a worker thread instead of inside commits', async () => {
    const { db, file } = open({ backgroundCheckpoints: true, checkpointEveryMs: 20 });
    const setting = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(setting.rows[0]?.wal_autocheckpoint).toBe(0);
    await sql`create table t (n integer, pad text)`.execute(db);
    for (let i = 0; i < 300; i++) await sql`insert into t values (${i}, ${'x'.repeat(2000)})`.execute(db);

    // Until a checkpoint copies the log into the database file, the file keeps its first pages.
    await expect.poll(() => statSync(file).size, { timeout: 5000, interval: 50 }).toBeGreaterThan(500_000);
  });

  it('starts the log over under a steady stream of writes, instead of letting it grow without end', async () => {
    const { db, file } = open({ backgroundCheckpoints: true, checkpointEveryMs: 10, restartLogFrames: 200 });
    await sql`create table t (n integer, pad text)`.execute(db);
    // The log's header counts the times it started over (its checkpoint sequence number).
    const restartsSoFar = () => {
      const fd = openSync(`${file}-wal`, 'r');
      try {
        const header = Buffer.alloc(16);
        readSync(fd, header, 0, 16, 0);
        return header.readUInt32BE(12);
      } finally {
        closeSync(fd);
      }
    };
    // Writes one after another, as a busy server does: never a moment without one due, so
    // SQLite alone would never find the log fully copied when a write begins, and never start it over.
    const first = restartsSoFar();
    let written = 0;
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      await db.transaction().execute(async (trx) => {
        await sql`insert into t values (${written++}, ${'x'.repeat(3000)})`.execute(trx);
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(written).toBeGreaterThan(1000);
    expect(restartsSoFar() - first).toBeGreaterThanOrEqual(3);
  });

  it('keeps the database file and its journals readable by their owner only', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sqlite-mode-')), 'db.sqlite');
    // A file an older version (or a loose umask) left world-readable.
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const database = openDatabase({ sqliteFile: file });
    opened.push(database);
    await sql`create table t (n integer)`.execute(database.db);
    await database.close();
    opened.pop();
    const again = openDatabase({ sqliteFile: file });
    opened.push(again);
    for (const f of [file, `${file}-wal`]) {
      expect(statSync(f).mode & 0o777, f).toBe(0o600);
    }
  });

  it("counts an account's unpaid holds from an index alone, and finds an order's registrations by an index only they are in", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sqlite-engine-')), 'db.sqlite');
    const database = openDatabase({ sqliteFile: file });
    opened.push(database);
    await migrateToLatest(database);
    // The ledger's count (registration-ledger unpaidHolds), asked of SQLite's planner.
    const count = database.db
      .selectFrom('camp_registrations')
      .select((eb) => [
        eb.fn.countAll().as('all'),
        eb.fn.countAll().filterWhere('camp_session_id', '=', 1).as('here'),
      ])
      .where('owner_account_id', '=', 'account')
      .where('status', 'in', [...unpaidStatuses])
      .compile();
    const reader = new SqliteDatabase(file, { readonly: true });
    try {
      const plan = reader.prepare(`explain query plan ${count.sql}`).all(...count.parameters) as {
        detail: string;
      }[];
      expect(plan.map((r) => r.detail).join('\n')).toMatch(
        /USING COVERING INDEX camp_registrations_owner_status_session/,
      );
      const order = database.db
        .selectFrom('camp_registrations')
        .select('id')
        .where('order_id', '=', 7)
        .compile();
      const orderPlan = reader.prepare(`explain query plan ${order.sql}`).all(...order.parameters) as {
        detail: string;
      }[];
      expect(orderPlan.map((r) => r.detail).join('\n')).toMatch(
        /USING (COVERING )?INDEX camp_registrations_order /,
      );
      // A registration of one player (no order) has no entry in it.
      const partial = reader
        .prepare("select sql from sqlite_master where name = 'camp_registrations_order'")
        .get() as {
        sql: string;
      };
      expect(partial.sql).toMatch(/where "order_id" is not null/i);
    } finally {
      reader.close();
    }
  });
});

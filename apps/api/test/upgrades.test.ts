import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { apiPaths } from '@soccer/contracts';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Db, migrateToLatest, openDatabase } from '../src/db/database.js';
import { testEngine } from './support/test-database.js';

/**
 * Upgrades (decision 0075): a database made by each earlier version's own code (its migrations
 * and demo data, `scripts/upgrade-fixture.mjs`, kept in `upgrade-fixtures/`) is migrated to the
 * current schema on this engine. Every row it held is still there with the same values in every
 * column that still exists, and the current server serves from it.
 */
const fixtures = join(import.meta.dirname, 'upgrade-fixtures');
const versions = readdirSync(fixtures)
  .filter((f) => f.endsWith(`.${testEngine}.sql.gz`))
  .map((f) => f.slice(0, -`.${testEngine}.sql.gz`.length))
  .sort();

const work = mkdtempSync(join(tmpdir(), 'soccer-upgrade-'));
const dropDatabases: string[] = [];
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  if (!dropDatabases.length) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const name of dropDatabases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** The fixture loaded into a database of its own, opened the way the server opens one. */
async function load(version: string): Promise<Db> {
  const script = gunzipSync(readFileSync(join(fixtures, `${version}.${testEngine}.sql.gz`))).toString();
  if (testEngine === 'sqlite') {
    const file = join(work, `${version}.sqlite`);
    const raw = new Sqlite(file);
    raw.exec(script);
    raw.close();
    return openDatabase({ sqliteFile: file });
  }
  const name = `upgrade_${version.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // The dump makes the schema `public` itself.
  await client.query('drop schema public cascade');
  await client.query(script);
  await client.end();
  return openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
}

/** Every row of every table but the migrator's own, keyed by table. */
async function contents({ db, engine }: Db): Promise<Map<string, Record<string, unknown>[]>> {
  const tables =
    engine === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
          db,
        );
  const result = new Map<string, Record<string, unknown>[]>();
  for (const { name } of tables.rows) {
    if (name.startsWith('kysely_')) continue;
    result.set(name, (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows);
  }
  return result;
}

const canonical = (row: Record<string, unknown>, columns: string[]) =>
  JSON.stringify(columns.map((c) => (Buffer.isBuffer(row[c]) ? (row[c] as Buffer).toString('hex') : row[c])));

describe(`upgrades from every earlier schema (${testEngine})`, () => {
  it('has a fixture for each earlier version', () => {
    expect(versions.length).toBeGreaterThanOrEqual(21);
    expect(versions[0]).toBe('0001-initial');
  });

  it.each(versions)(
    'a database made by %s migrates to the current schema with its data intact',
    async (version) => {
      const database = await load(version);
      try {
        const before = await contents(database);
        expect([...before.values()].some((rows) => rows.length > 0)).toBe(true);
        await migrateToLatest(database);
        const after = await contents(database);
        for (const [table, rows] of before) {
          const now = after.get(table);
          expect(now, `table ${table} is gone`).toBeDefined();
          if (!rows.length) continue;
          const kept = Object.keys(rows[0]!).filter((c) => now!.length === 0 || c in now![0]!);
          expect(now!.length, `rows of ${table}`).toBe(rows.length);
          const left = new Set(now!.map((r) => canonical(r, kept)));
          for (const row of rows)
            expect(left.has(canonical(row, kept)), `${table} ${canonical(row, kept)}`).toBe(true);
        }
        // The current server serves from it.
        const app = await buildApp({
          config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
          database,
          logger: false,
          verifyToken: async () => {
            throw new Error('unused');
          },
        });
        try {
          const list = await app.inject({ url: apiPaths.campSessions('_allStates') });
          expect(list.statusCode).toBe(200);
          expect(Array.isArray(list.json())).toBe(true);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    },
  );
});

import { randomBytes } from 'node:crypto';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * The migrator asks the catalogue which tables exist while other servers (or, here, other test
 * files) create and drop schemas of their own, without taking any lock in common: that read must
 * not fail on a schema that disappears under it.
 */
describe('table lookup while other schemas come and go (postgres)', () => {
  let database: Db;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  it('finds its own migration table every time', { timeout: 60_000 }, async () => {
    let churning = true;
    const churn = (async () => {
      let made = 0;
      while (churning) {
        const schema = `churn_${randomBytes(5).toString('hex')}`;
        await admin.query(
          `create schema ${schema}; create table ${schema}.t (id serial primary key, v text)`,
        );
        await admin.query(`drop schema ${schema} cascade`);
        made++;
      }
      return made;
    })();
    let lookups = 0;
    try {
      const deadline = Date.now() + 4_000;
      while (Date.now() < deadline) {
        const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.some((t) => t.name === DEFAULT_MIGRATION_TABLE)).toBe(true);
        lookups++;
      }
    } finally {
      churning = false;
    }
    expect(await churn).toBeGreaterThan(10);
    expect(lookups).toBeGreaterThan(10);
  });
});

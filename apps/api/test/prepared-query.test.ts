import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { preparedQuery } from '../src/db/prepared-query.js';
import { createCampSession } from './support/factories.js';
import { createTestDatabase, testEngine } from './support/test-database.js';

describe(`preparedQuery (${testEngine})`, () => {
  let database: Db | undefined;
  afterEach(() => database?.close());

  const sessionsFrom = preparedQuery((db, from: string, capacity: number) =>
    db
      .selectFrom('camp_sessions')
      .select('id')
      .where('start_date', '>=', from)
      .where('attendee_capacity', '=', capacity)
      .where('archived_at', 'is', null)
      .orderBy('id'),
  );

  it('answers each run with its own values, inside and outside a transaction, as the query built anew', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const now = new Date('2030-01-01T00:00:00Z');
    const a = await createCampSession(db, now, { capacity: 5 });
    const b = await createCampSession(db, now, { capacity: 7 });
    const ids = async (from: string, capacity: number) =>
      (await sessionsFrom(db, from, capacity)).rows.map((r) => r.id);
    expect(await ids('2000-01-01', 5)).toEqual([a]);
    expect(await ids('2000-01-01', 7)).toEqual([b]);
    expect(await ids('2999-01-01', 7)).toEqual([]);
    const built = await db
      .selectFrom('camp_sessions')
      .select('id')
      .where('start_date', '>=', '2000-01-01')
      .where('attendee_capacity', '=', 5)
      .execute();
    expect(built.map((r) => r.id)).toEqual([a]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('camp_sessions').set({ attendee_capacity: 7 }).where('id', '=', a).execute();
      // The transaction's own connection sees its uncommitted change.
      expect((await sessionsFrom(trx, '2000-01-01', 7)).rows.map((r) => r.id)).toEqual([a, b]);
    });
  });

  it('refuses a value that is not a parameter of the query (it would be lost)', async () => {
    database = await createTestDatabase();
    const written = preparedQuery((db, name: string) =>
      db.selectFrom('camp_sessions').select(sql.lit(name).as('n')),
    );
    await expect(written(database.db, 'x')).rejects.toThrow('value 0 is not a parameter');
  });
});

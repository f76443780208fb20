import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { preparedInsert, preparedQuery } from '../src/db/prepared-query.js';
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

  const insertMail = preparedInsert('mail_outbox');
  const mail = (key: string, overrides: Record<string, unknown> = {}) => ({
    dedupe_key: key,
    to_address: 'ana@example.com',
    subject: `Subject ${key}`,
    text_body: "It's here",
    html_body: '<p>It’s here</p>',
    status: 'pending',
    attempts: 2,
    next_attempt_at: '2030-01-01T00:00:00.000Z',
    locked_until: null,
    created_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  });
  const mails = (db: Db['db']) =>
    db
      .selectFrom('mail_outbox')
      .select(['id', 'dedupe_key', 'subject', 'attempts', 'locked_until'])
      .orderBy('id')
      .execute();

  it('inserts rows of any set of columns, each with its own values, and answers their ids', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const a = await insertMail(db, mail('a'));
    const b = await insertMail(db, mail('b', { attempts: 5, locked_until: '2030-01-02T00:00:00.000Z' }));
    // The same columns but an undefined one: that column takes its default (0), as with Kysely.
    const c = await insertMail(db, mail('c', { attempts: undefined }));
    expect(await mails(db)).toEqual([
      { id: a.id, dedupe_key: 'a', subject: 'Subject a', attempts: 2, locked_until: null },
      {
        id: b.id,
        dedupe_key: 'b',
        subject: 'Subject b',
        attempts: 5,
        locked_until: '2030-01-02T00:00:00.000Z',
      },
      { id: c.id, dedupe_key: 'c', subject: 'Subject c', attempts: 0, locked_until: null },
    ]);
    // Inside a transaction it writes on the transaction's connection, and goes with its rollback.
    await expect(
      db.transaction().execute(async (trx) => {
        await insertMail(trx, mail('d'));
        expect(await mails(trx)).toHaveLength(4);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await mails(db)).toHaveLength(3);
  });

  it('builds a row with an SQL expression as Kysely does', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await insertMail(db, mail('e', { subject: sql<string>`upper(${'shout'})` }) as never);
    expect((await mails(db))[0]?.subject).toBe('SHOUT');
  });
});

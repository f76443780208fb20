import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { type BackupSource, backupDatabase, restoreDatabase } from '../src/modules/backups/backup-service.js';
import { createCampSession } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { campCheckout } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * `npm run backup` / `npm run restore` (decision 0074): a backup taken while the server writes is
 * one consistent state, and a fresh server on the restored copy finds every registration, payment
 * and refund made before it.
 */
describe(`backups (${testEngine})`, () => {
  let t: PaymentTestApp | undefined;
  let dir: string;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
    await t?.close();
    t = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('a backup taken under writes restores every registration, payment and refund', async () => {
    dir = mkdtempSync(join(tmpdir(), 'soccer-backup-'));
    t = await createPaymentTestApp(testEngine === 'sqlite' ? { sqliteFile: join(dir, 'live.sqlite') } : {});
    const app = t;
    const sessionId = await createCampSession(app.database.db, app.clock.now, { capacity: 50 });
    const paid: number[] = [];
    for (let i = 0; i < 4; i++) {
      const account = i % 2 ? accounts.parentA : accounts.parentB;
      paid.push(
        (await campCheckout(app, sessionId, { sync: true, account, overrides: { playerFirstName: `P${i}` } }))
          .id,
      );
    }
    const refund = await app.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${paid[0]}/refund`,
      payload: { amount: 30.5, reason: 'Goodwill' },
    });
    expect(refund.statusCode).toBe(200);
    const before = await snapshot(app.database.db);
    expect(before.paid).toHaveLength(4);
    expect(before.payments.length).toBeGreaterThanOrEqual(4);
    expect(before.refunds).toHaveLength(1);

    // Writes go on while the copy is taken.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await enqueueMail(app.database.db, {
          dedupeKey: `backup-load:${written}`,
          to: 'load@example.com',
          subject: `load ${written}`,
          text: 'x',
          html: '<p>x</p>',
        });
        written++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const source: BackupSource =
      testEngine === 'sqlite'
        ? { engine: 'sqlite', sqliteFile: join(dir, 'live.sqlite') }
        : { engine: 'postgres', databaseUrl: app.database.url!, schemas: [schemaOf(app.database.url!)] };
    const backups = join(dir, 'backups');
    const file = await backupDatabase(source, { dir: backups, keep: 2 }).finally(() => {
      writing = false;
    });
    await writer;
    expect(written).toBeGreaterThan(0);
    // Only the owner may read it: it holds families' and children's data.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    expect(readdirSync(backups)).toEqual([file.split('/').pop()]);

    // A fresh server on the restored copy.
    let target: BackupSource;
    if (testEngine === 'sqlite') {
      target = { engine: 'sqlite', sqliteFile: join(dir, 'restored.sqlite') };
    } else {
      const name = `restored_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(app.database.url!);
      url.pathname = `/${name}`;
      target = { engine: 'postgres', databaseUrl: url.toString() };
      cleanups.push(async () => {
        const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      });
    }
    await restoreDatabase(target, file);
    const restored = openDatabase(
      target.engine === 'sqlite' ? { sqliteFile: target.sqliteFile } : { databaseUrl: target.databaseUrl },
    );
    const server = await buildApp({
      config: app.config,
      database: restored,
      verifyToken: app.verifyToken,
      now: () => app.clock.now,
      logger: false,
    });
    cleanups.push(async () => {
      await server.close();
      await restored.close();
    });
    const after = await snapshot(restored.db);
    expect(after.paid).toEqual(before.paid);
    expect(after.payments).toEqual(expect.arrayContaining(before.payments));
    expect(after.refunds).toEqual(before.refunds);
    // One committed state: every queued mail in the copy is whole, numbered without a gap.
    const mails = await restored.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('subject', 'like', 'load %')
      .execute();
    const numbers = mails.map((m) => Number(m.subject.slice(5))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i));
    // The restored server serves: the family's registration, as its owner reads it.
    const token = await app.token(accounts.parentB);
    const read = await server.inject({
      url: `/api/Registration/GetCampRegistration/${paid[0]}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: paid[0], playerFirstName: 'P0' });
  });

  it('keeps the newest backups and deletes the older ones', async () => {
    dir = mkdtempSync(join(tmpdir(), 'soccer-backup-'));
    t = await createPaymentTestApp(testEngine === 'sqlite' ? { sqliteFile: join(dir, 'live.sqlite') } : {});
    const source: BackupSource =
      testEngine === 'sqlite'
        ? { engine: 'sqlite', sqliteFile: join(dir, 'live.sqlite') }
        : { engine: 'postgres', databaseUrl: t.database.url!, schemas: [schemaOf(t.database.url!)] };
    const backups = join(dir, 'backups');
    const files: string[] = [];
    for (const day of [1, 2, 3]) {
      files.push(
        await backupDatabase(source, { dir: backups, keep: 2, now: new Date(`2026-11-0${day}T03:20:00Z`) }),
      );
    }
    expect(readdirSync(backups).sort()).toEqual(
      files
        .slice(1)
        .map((f) => f.split('/').pop())
        .sort(),
    );
  });
});

/** What must survive: paid registrations, payment attempts and refunds, by id and state. */
async function snapshot(db: ReturnType<typeof openDatabase>['db']) {
  const paid = await db
    .selectFrom('camp_registrations')
    .select(['id', 'status', 'player_first_name'])
    .where('status', '=', 'paid')
    .orderBy('id')
    .execute();
  const payments = await db
    .selectFrom('payment_attempts')
    .select(['id', 'amount_cents', 'provider_session_id'])
    .orderBy('id')
    .execute();
  // A refund's state moves on at the provider meanwhile; the row itself must be there.
  const refunds = await db
    .selectFrom('refunds')
    .select(['id', 'amount_cents', 'registration_id'])
    .orderBy('id')
    .execute();
  return { paid, payments, refunds };
}

/** The test schema named in a URL's `search_path` option. */
function schemaOf(url: string) {
  return /search_path=(\w+)/.exec(new URL(url).searchParams.get('options') ?? '')![1]!;
}

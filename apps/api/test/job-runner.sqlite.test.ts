import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { createSqliteJobRunner } from '../src/modules/jobs/sqlite-job-runner.js';
import { createCampSession } from './support/factories.js';
import { until } from './support/reads.js';
import { submitCampRegistration } from './support/registrations.js';
import { createTestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';

/** The SQLite runner's own parts, on a clock the test moves: schedules, and a runner that died mid-job. */
describe('job runner (sqlite)', () => {
  let database: Db;
  const clock = { now: new Date('2026-06-01T12:00:30Z') };
  beforeEach(async () => {
    database = await createTestDatabase();
    clock.now = new Date('2026-06-01T12:00:30Z');
  });
  afterEach(() => database.close());

  const runner = () =>
    createSqliteJobRunner({
      db: database.db,
      clock: () => clock.now,
      log: pino({ level: 'silent' }),
      pollMs: 60_000,
      leaseMs: 60_000,
    });

  it('a schedule queues a job when it is due, and one for everything a late pass missed', async () => {
    const r = runner();
    const payloads: unknown[] = [];
    r.handle('tick', async (payload) => {
      payloads.push(payload);
    });
    r.schedule('tick', '*/5 * * * *', { what: 'tick' });
    expect(await r.runDue()).toBe(0);
    clock.now = new Date('2026-06-01T12:05:10Z');
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    // Three occurrences passed while the pass was late (a paused machine): one run for them, as
    // pg-boss's cron does, then the schedule goes on from there.
    clock.now = new Date('2026-06-01T12:20:00Z');
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    clock.now = new Date('2026-06-01T12:25:00Z');
    expect(await r.runDue()).toBe(1);
    expect(payloads).toEqual(Array(3).fill({ what: 'tick' }));
  });

  it('a job whose runner died mid-job is claimed again once its lease has passed', async () => {
    const dead = runner();
    let deadStarted = false;
    dead.handle('work', () => {
      deadStarted = true;
      return new Promise(() => {});
    });
    await dead.enqueue('work', { n: 1 });
    void dead.runDue();
    while (!deadStarted) await new Promise((r) => setTimeout(r, 5));

    const next = runner();
    const seen: number[] = [];
    next.handle('work', async (_payload, job) => {
      seen.push(job.attempt);
    });
    expect(await next.runDue()).toBe(0);
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await next.runDue()).toBe(1);
    expect(seen).toEqual([2]);
    const row = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('keeps finished jobs a week', async () => {
    const r = runner();
    r.handle('quick', async () => {});
    await r.enqueue('quick', { n: 1 });
    expect(await r.runDue()).toBe(1);
    const count = async () => (await database.db.selectFrom('jobs').select('id').execute()).length;
    clock.now = new Date(clock.now.getTime() + 6 * 24 * 3_600_000);
    await r.runDue();
    expect(await count()).toBe(1);
    clock.now = new Date(clock.now.getTime() + 2 * 24 * 3_600_000);
    await r.runDue();
    expect(await count()).toBe(0);
  });

  it('a job that keeps failing stops after five attempts, with its error', async () => {
    const r = runner();
    r.handle('broken', async () => {
      throw new Error('the mailbox is gone');
    });
    await r.enqueue('broken');
    for (let i = 0; i < 5; i++) {
      expect(await r.runDue()).toBe(1);
      clock.now = new Date(clock.now.getTime() + 10 * 60_000);
    }
    expect(await r.runDue()).toBe(0);
    const row = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', attempts: 5, last_error: 'the mailbox is gone' });
  });

  it("the app's queue runs the reminders job it registers", async () => {
    const t = await createTestApp({ JOBS_POLL_MS: '500' });
    try {
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      await submitCampRegistration(t, sessionId);
      t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
      await t.app.jobs.enqueue('reminders-due');
      await t.app.jobs.start();
      const reminded = () =>
        t.database.db
          .selectFrom('mail_outbox')
          .select('dedupe_key')
          .where('dedupe_key', 'like', 'reminder:hold-ending:%')
          .execute();
      await until(async () => (await reminded()).length === 1);
      const job = await t.database.db
        .selectFrom('jobs')
        .selectAll()
        .where('name', '=', 'reminders-due')
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ state: 'done', attempts: 1, singleton_key: '' });
    } finally {
      await t.app.jobs.stop();
      await t.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { createJobQueue, type JobQueue } from '../src/modules/jobs/job-queue.js';
import { until } from './support/reads.js';
import { createTestDatabase, testEngine } from './support/test-database.js';

/**
 * The job queue on either engine (decision 0062): pg-boss on PostgreSQL, the in-process runner
 * on SQLite, behind one interface. Several queues on one database stand for several servers.
 */
describe(`job queue (${testEngine})`, () => {
  let database: Db & { url?: string };
  let schema: string;
  const queues: JobQueue[] = [];
  const log = pino({ level: 'silent' });

  beforeEach(async () => {
    database = await createTestDatabase();
    schema = `jobs_${randomBytes(5).toString('hex')}`;
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop({ timeoutMs: 200 })));
    if (testEngine === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
    await database.close();
  });

  /** A queue on the test database, as one server has it. */
  function queue() {
    const q = createJobQueue({
      engine: database.engine,
      databaseUrl: database.url,
      schema,
      db: database.db,
      clock: () => new Date(),
      log,
      pollMs: 500,
    });
    queues.push(q);
    return q;
  }

  /** A job to run again waits (pg-boss: 10 s, then longer); the test brings its time forward. */
  async function retryNow(name: string) {
    if (testEngine === 'sqlite') {
      await database.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('name', '=', name)
        .execute();
      return;
    }
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`update ${schema}.job set start_after = now() where name = $1 and state = 'retry'`, [
      name,
    ]);
    await admin.end();
  }

  it('runs a queued job with its payload, once', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.handle('greet', async (payload) => {
      seen.push(payload);
    });
    await q.start();
    await q.enqueue('greet', { who: 'Ana' });
    await until(async () => seen.length === 1, 10_000);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual([{ who: 'Ana' }]);
  });

  it('keeps a job queued before any server runs, and runs it when one starts (a restart)', async () => {
    // A process that only queues (a request does): no worker of its own could take the job first.
    const before = queue();
    await before.enqueue('later', { n: 1 });
    await before.stop();
    const seen: unknown[] = [];
    const after = queue();
    after.handle('later', async (payload) => {
      seen.push(payload);
    });
    await after.start();
    await until(async () => seen.length === 1, 10_000);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('does not run a job before its time', async () => {
    const q = queue();
    const ran: number[] = [];
    q.handle('timed', async () => {
      ran.push(Date.now());
    });
    await q.start();
    const at = new Date(Date.now() + 2000);
    await q.enqueue('timed', {}, { at });
    await until(async () => ran.length === 1, 12_000);
    expect(ran[0]).toBeGreaterThanOrEqual(at.getTime() - 50);
  });

  it('queues one job per singleton key while one is waiting', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.handle(
      'once-per-key',
      async (payload) => {
        seen.push(payload);
      },
      { singleton: true },
    );
    await q.start();
    const at = new Date(Date.now() + 1500);
    await q.enqueue('once-per-key', { n: 1 }, { at, singletonKey: 'k' });
    await q.enqueue('once-per-key', { n: 2 }, { at, singletonKey: 'k' });
    await q.enqueue('once-per-key', { n: 3 }, { at, singletonKey: 'other' });
    await until(async () => seen.length === 2, 12_000);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));
    expect(seen).toHaveLength(2);
  });

  it('two servers on one database run each job once', async () => {
    const runs = new Map<number, number>();
    const [a, b] = [queue(), queue()];
    for (const q of [a, b])
      q.handle('count', async (payload: { n: number }) => {
        await new Promise((r) => setTimeout(r, 5));
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
      });
    for (let n = 0; n < 16; n++) await a.enqueue('count', { n });
    await Promise.all([a.start(), b.start()]);
    await until(async () => runs.size === 16, 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('a job its server stopped in the middle of is run again by another server', async () => {
    const a = queue();
    let started = 0;
    a.handle('slow', async () => {
      started++;
      await new Promise((r) => setTimeout(r, 60_000).unref());
    });
    await a.start();
    await a.enqueue('slow', { n: 7 });
    await until(async () => started === 1, 10_000);
    await a.stop({ timeoutMs: 200 });
    await retryNow('slow');

    const seen: { payload: unknown; attempt: number }[] = [];
    const b = queue();
    b.handle('slow', async (payload, job) => {
      seen.push({ payload, attempt: job.attempt });
    });
    await b.start();
    await until(async () => seen.length === 1, 15_000);
    expect(seen[0]).toEqual({ payload: { n: 7 }, attempt: 2 });
  });

  it('a job that failed runs again', async () => {
    const q = queue();
    const attempts: number[] = [];
    q.handle('flaky', async (_payload, job) => {
      attempts.push(job.attempt);
      if (job.attempt === 1) throw new Error('not yet');
    });
    await q.start();
    await q.enqueue('flaky');
    await until(async () => attempts.length === 1, 10_000);
    await retryNow('flaky');
    await until(async () => attempts.length === 2, 15_000);
    expect(attempts).toEqual([1, 2]);
  });
});

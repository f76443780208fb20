import { randomBytes } from 'node:crypto';
import { apiPaths } from '@soccer/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createJobQueue } from '../src/modules/jobs/job-queue.js';
import { createCampSession } from './support/factories.js';
import { businessEnv } from './support/load-env.js';
import { submitCampRegistration } from './support/registrations.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const token = 'metrics-token-for-the-suite-0123456789';
const scrape = (t: TestApp, authorization = `Bearer ${token}`) =>
  t.app.inject({ url: '/metrics', headers: { authorization } });

/** The value of the series `name{labels}` in a Prometheus text, or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`/metrics (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('is off (404) without a configured token, and answers nothing without the right bearer token', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect(
        (await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(404);
    } finally {
      await off.close();
    }
    for (const authorization of ['', 'Bearer wrong', token, `Basic ${token}`, `Bearer ${token}x`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request');
    }
  });

  it('has no token by default, and takes no short one in production', () => {
    const production = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: `sk_test_${'a'.repeat(32)}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${'b'.repeat(32)}`,
      UNSUBSCRIBE_SECRET: 'c'.repeat(40),
      ...businessEnv,
    };
    expect(loadConfig(production).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 24/,
    );
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
  });

  it('counts requests by route pattern and status, never by URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/healthz' });
    const sessionId = await createCampSession(t.app.db, t.clock.now, { capacity: 7 });
    expect((await t.as(accounts.parentA, { url: apiPaths.campSession(sessionId) })).statusCode).toBe(200);
    const unknown = [
      '/api/no-such-thing/123',
      '/api/Camps/nope/abc',
      '/wp-login.php',
      '/x/parent@example.com',
    ];
    for (const url of unknown) await t.app.inject({ url });

    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    const pattern = t.app.routeTable.find(
      (r) => r.method === 'GET' && r.url.startsWith('/api/Camps/GetCampSession/'),
    );
    expect(pattern?.url).toContain(':');
    expect(text).toContain(`route="${pattern?.url}",status_code="200"`);

    // Every route label is a pattern the app declares, or the one label of what matched none.
    const declared = new Set([...t.app.routeTable.map((r) => r.url), 'unmatched']);
    const labels = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
    expect(labels).toContain('unmatched');
    for (const label of labels) expect(declared).toContain(label);
    for (const url of unknown) expect(text).not.toContain(url);
    expect(text).not.toContain(apiPaths.campSession(sessionId));

    // A hundred more unknown URLs add no series.
    const series = (body: string) =>
      body.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count'));
    const before = series((await scrape(t)).body);
    for (let i = 0; i < 100; i++) await t.app.inject({ url: `/api/unknown-${i}/${i}` });
    const after = series((await scrape(t)).body);
    // The scrape itself may add its own 200 series once; unknown URLs add none.
    expect(after.filter((l) => !l.includes(`route="/metrics"`)).length).toBe(
      before.filter((l) => !l.includes(`route="/metrics"`)).length,
    );
  });

  it('prints the request histogram as Prometheus reads one: cumulative buckets, +Inf, sum and count; HEAD and 404s by method', async () => {
    const before = (await scrape(t)).body;
    const countOf = (text: string, labels: string) =>
      seriesValue(text, `http_request_duration_seconds_count{${labels}}`) ?? 0;
    const healthz = 'method="GET",route="/healthz",status_code="200"';
    const head = 'method="HEAD",route="/healthz",status_code="200"';
    for (let i = 0; i < 4; i++) await t.app.inject({ url: '/healthz' });
    await t.app.inject({ method: 'HEAD', url: '/healthz' });
    await t.app.inject({ method: 'POST', url: '/api/no-such-thing' });
    const text = (await scrape(t)).body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(countOf(text, healthz) - countOf(before, healthz)).toBe(4);
    expect(countOf(text, head) - countOf(before, head)).toBe(1);
    expect(countOf(text, 'method="POST",route="unmatched",status_code="404"')).toBeGreaterThanOrEqual(1);
    const buckets = text
      .split('\n')
      .filter((l) => l.startsWith('http_request_duration_seconds_bucket{') && l.includes(healthz))
      .map((l) => [/le="([^"]+)"/.exec(l)?.[1], Number(l.split(' ').at(-1))] as const);
    expect(buckets.map(([le]) => le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '+Inf',
    ]);
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]![1]).toBeGreaterThanOrEqual(buckets[i - 1]![1]);
    expect(buckets.at(-1)![1]).toBe(countOf(text, healthz));
    const sum = seriesValue(text, `http_request_duration_seconds_sum{${healthz}}`);
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(countOf(text, healthz) * 5);
  });

  it('reads registrations, seats left, payments, refunds, the outbox, the jobs and the sweeper from the database', async () => {
    const sessionId = await createCampSession(t.app.db, t.clock.now, { capacity: 5 });
    const registered = await submitCampRegistration(t, sessionId);
    expect(registered.statusCode).toBe(200);
    const text = (await scrape(t)).body;
    expect(seriesValue(text, `soccer_registrations{kind="camp",status="registered"}`)).toBe(1);
    const seats = text
      .split('\n')
      .find((l) => l.startsWith(`soccer_session_seats_left{session_id="${sessionId}"`));
    expect(seats?.endsWith(' 4')).toBe(true);
    // The registration's mail is not queued before payment; nothing is due, nothing lags.
    for (const name of [
      'soccer_mail_outbox_backlog',
      'soccer_mail_outbox_oldest_seconds',
      'soccer_sweeper_lag_seconds',
    ])
      expect(seriesValue(text, name)).toBe(0);
    expect(seriesValue(text, 'soccer_job_backlog')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE soccer_payments gauge');
    expect(text).toContain('# TYPE soccer_refunds_cents gauge');
    expect(text).toContain('process_cpu_seconds_total');

    // The hold's time passes without the sweeper: its lag shows.
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000);
    const later = (await scrape(t)).body;
    expect(seriesValue(later, 'soccer_sweeper_lag_seconds')).toBeGreaterThan(3_600);
    t.clock.now = new Date();
  });

  it("counts the jobs due and how long the oldest has waited, on the engine's queue", async () => {
    // SQLite: the app's runner; PostgreSQL: pg-boss, in a schema of its own for this test.
    const schema = `jobs_${randomBytes(4).toString('hex')}`;
    const queue =
      testEngine === 'sqlite'
        ? t.app.jobs
        : createJobQueue({
            engine: 'postgres',
            databaseUrl: t.database.url,
            schema,
            db: t.app.db,
            clock: () => new Date(),
            log: t.app.log,
            pollMs: 1000,
          });
    try {
      expect(await queue.backlog()).toEqual({ waiting: 0, oldestSeconds: 0 });
      await queue.enqueue('metrics-test', {}, { at: new Date(Date.now() - 90_000) });
      const backlog = await queue.backlog();
      expect(backlog.waiting).toBe(1);
      expect(backlog.oldestSeconds).toBeGreaterThanOrEqual(89);
      if (testEngine === 'sqlite') {
        const text = (await scrape(t)).body;
        expect(seriesValue(text, 'soccer_job_backlog')).toBe(1);
        expect(seriesValue(text, 'soccer_job_oldest_seconds')).toBeGreaterThanOrEqual(89);
      }
    } finally {
      if (testEngine === 'postgres') {
        await queue.stop();
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(t.app.db);
      }
    }
  });

  it('has no personal data in the figures', async () => {
    const text = (await scrape(t)).body;
    expect(text).not.toContain(accounts.parentA.email);
    expect(text).not.toContain(accounts.parentA.name);
    expect(text).not.toContain('Test Camp');
  });
});

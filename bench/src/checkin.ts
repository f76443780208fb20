import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@soccer/contracts';
import autocannon from 'autocannon';
import type { startTokenIssuer } from './identity.js';
import { insertPaidFamilies } from './messages.js';
import { startNode } from './processes.js';
import { assignCoach, seedCatalog } from './seed.js';
import { benchPaymentSecrets } from './server-env.js';

interface TapRun {
  taps: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  /** The server's CPU time per tap, µs: what a tap costs whatever else the machine runs. */
  cpuUs: number;
}

export interface CheckinFigure {
  coaches: number;
  /** Every coach tapping about once a second (100 taps a second in all). */
  paced: TapRun;
  /** As fast as 100 connections can: the server's ceiling, each request queued behind the others. */
  saturated: TapRun;
  burst: number;
  burstMs: number;
  replayMs: number;
  /** Rows written by the burst and its replay: one per tap when each is recorded exactly once. */
  burstRows: number;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Check-in writes (decision 0098) on SQLite: `coaches` coaches, each assigned a session of
 * `children` paid children, tap children in at once over 100 connections, each tap a new event
 * id on a child and day not yet in: first at a coach's pace (each about once a second, the
 * morning drop-off of every session at once), then as fast as the connections go (the ceiling). Then 200 queued check-ins arrive
 * in one burst, as phones coming back online send them, and the same 200 again (a replay).
 */
export async function measureCheckin(
  issuer: Awaited<ReturnType<typeof startTokenIssuer>>,
  coaches = 100,
  children = 20,
): Promise<CheckinFigure> {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-checkin-')), 'bench.sqlite');
  const seeded = await seedCatalog({ sqliteFile: file, sessions: coaches });
  const registrations: { id: number; session: number; coach: number; firstDay: number }[] = [];
  for (const [i, sessionId] of seeded.sessionIds.entries()) {
    await insertPaidFamilies(seeded.db, sessionId, children);
    await assignCoach(seeded.db, `bench-coach-${i}@example.com`, sessionId);
    const ids = await seeded.db
      .selectFrom('camp_registrations')
      .select('id')
      .where('camp_session_id', '=', sessionId)
      .execute();
    // seedCatalog's i-th session runs from day(10 + i) for five days.
    for (const r of ids) registrations.push({ id: r.id, session: sessionId, coach: i, firstDay: 10 + i });
  }
  await seeded.database.close();
  const tokens = await Promise.all(
    Array.from({ length: coaches }, (_, i) => issuer.token(`bench-coach-${i}`, [], { email_verified: true })),
  );
  const server = await startNode(
    'apps/api/dist/server.js',
    { ...issuer.env, ...benchPaymentSecrets, SQLITE_FILE: file, DEMO_SEED: 'false', LOG_LEVEL: 'warn' },
    '/readyz',
  );
  const tapOf = (r: (typeof registrations)[number], dayIndex: number) => ({
    path: apiPaths.coachAttendance(r.session),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[r.coach]}` },
    body: JSON.stringify({
      eventId: randomUUID(),
      registrationId: r.id,
      day: day(r.firstDay + dayIndex),
      action: 'checkIn',
      occurredAt: new Date().toISOString(),
    }),
  });
  try {
    // Warm-up: one roster read per coach (token keys, routes, prepared statements).
    await Promise.all(
      registrations
        .filter((_, i) => i % children === 0)
        .map((r) =>
          fetch(`${server.url}${apiPaths.coachSessionRoster(r.session)}?day=${day(r.firstDay)}`, {
            headers: { authorization: `Bearer ${tokens[r.coach]}` },
          }),
        ),
    );
    // Days 0–2 of every child, each tap a first check-in of its child and day: day 0 at a coach's
    // pace, days 1 and 2 as fast as the connections go.
    let next = 0;
    const run = async (taps: number): Promise<TapRun> => {
      const cpuBefore = server.cpuSeconds();
      const result = await autocannon({
        url: server.url,
        connections: 100,
        amount: taps,
        method: 'POST',
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              const i = next++;
              const r = registrations[i % registrations.length]!;
              return { ...req, method: 'POST', ...tapOf(r, Math.floor(i / registrations.length) % 3) };
            },
          },
        ],
      });
      return {
        taps: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
        non2xx: result.non2xx,
        cpuUs: ((server.cpuSeconds() - cpuBefore) * 1e6) / Math.max(result.requests.total, 1),
      };
    };
    // At a coach's pace: each of the coaches taps about once a second, at moments of its own
    // (uniformly spread, as children arrive), for 20 seconds; each tap timed from its send.
    const pacedTaps = registrations.slice(0, Math.min(registrations.length, coaches * 20));
    const spreadMs = (pacedTaps.length / coaches) * 1000;
    const start = performance.now();
    const pacedCpu = server.cpuSeconds();
    const times = await Promise.all(
      pacedTaps.map(async (r) => {
        const at = Math.random() * spreadMs;
        await new Promise((resolve) => setTimeout(resolve, at));
        const t = tapOf(r, 0);
        const sent = performance.now();
        const res = await fetch(`${server.url}${t.path}`, {
          method: 'POST',
          headers: t.headers,
          body: t.body,
        });
        await res.arrayBuffer();
        return { ms: performance.now() - sent, ok: res.status === 201 };
      }),
    );
    const sorted = times.map((x) => x.ms).sort((a, b) => a - b);
    const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    const paced: TapRun = {
      taps: times.length,
      p50: quantile(0.5),
      p99: quantile(0.99),
      rps: times.length / ((performance.now() - start) / 1000),
      non2xx: times.filter((x) => !x.ok).length,
      cpuUs: ((server.cpuSeconds() - pacedCpu) * 1e6) / times.length,
    };
    next = registrations.length;
    const saturated = await run(registrations.length * 2);

    // 200 queued check-ins on day 4 of the first sessions, all at once; then the same again.
    const queued = registrations.slice(0, 200).map((r) => tapOf(r, 4));
    const send = () =>
      Promise.all(
        queued.map((t) =>
          fetch(`${server.url}${t.path}`, { method: 'POST', headers: t.headers, body: t.body }).then(
            (res) => {
              if (res.status !== 201 && res.status !== 200) throw new Error(`tap answered ${res.status}`);
              return res.status;
            },
          ),
        ),
      );
    let started = performance.now();
    await send();
    const burstMs = performance.now() - started;
    started = performance.now();
    const replayed = await send();
    const replayMs = performance.now() - started;
    if (replayed.some((s) => s !== 200)) throw new Error('a replayed tap was recorded again');
    const rows = await fetch(
      `${server.url}${apiPaths.coachSessionRoster(registrations[0]!.session)}?day=${day(registrations[0]!.firstDay + 4)}`,
      { headers: { authorization: `Bearer ${tokens[0]}` } },
    ).then((r) => r.json() as Promise<{ children: { attendance: { state: string } }[] }>);
    return {
      coaches,
      paced,
      saturated,
      burst: queued.length,
      burstMs,
      replayMs,
      burstRows: rows.children.filter((c) => c.attendance.state === 'in').length,
    };
  } finally {
    await server.stop();
  }
}

// The morning registration opens: parents arrive at a steady rate (an open loop: each request
// leaves on schedule whether or not earlier ones were answered) for one session with few seats.

import { Agent, request } from 'node:http';
import { seatHoldingStatuses } from '@soccer/contracts';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import type { startTokenIssuer } from './identity.js';
import { type Proc, startNode } from './processes.js';
import { registrationBody } from './registration-body.js';
import { seedCatalog } from './seed.js';

export interface RushOptions {
  engine: 'SQLite' | 'PostgreSQL';
  issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
  /** The server's environment without its database setting. */
  serverEnv: Record<string, string>;
  sqliteFile?: string;
  databaseUrl?: string;
  seats?: number;
  perSecond?: number;
  seconds?: number;
}

export interface Latencies {
  p50: number;
  p99: number;
  max: number;
}

export interface RushFigure {
  engine: RushOptions['engine'];
  arrivals: number;
  perSecond: number;
  seats: number;
  /** Latency from each request's scheduled departure to its answer, in ms. */
  latency: Latencies;
  /** Seats held or paid in the database afterwards (must equal `seats`). */
  seatsSold: number;
  accepted: number;
  full: number;
  /** Network errors and answers other than 200 and 409. */
  errors: number;
  /** The same seat check and insert run directly on the driver, one after another. */
  ceiling: Latencies & { perSecond: number; seatsSold: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const latencies = (values: number[]): Latencies => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

/**
 * Runs `attempt` `attempts` times one after another, timing each (a synchronous attempt is not
 * awaited); returns the latencies and the attempts per second.
 */
async function timedAttempts(attempts: number, attempt: (i: number) => void | Promise<void>) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < attempts; i++) {
    const t = performance.now();
    const pending = attempt(i);
    if (pending) await pending;
    times.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  return { ...latencies(times), perSecond: attempts / seconds };
}

function post(agent: Agent, url: URL, token: string, body: string) {
  return new Promise<number>((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Sends one request every `1000 / perSecond` ms for `count` requests; each latency counts from its slot. */
async function openLoop(count: number, perSecond: number, send: (i: number) => Promise<number>) {
  const interval = 1000 / perSecond;
  const start = performance.now() + 50;
  const results: Promise<{ status: number; ms: number }>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    results.push(send(i).then((status) => ({ status, ms: performance.now() - due })));
  }
  return Promise.all(results);
}

export async function measureRush(o: RushOptions): Promise<RushFigure> {
  const seats = o.seats ?? 300;
  const perSecond = o.perSecond ?? 100;
  const arrivals = perSecond * (o.seconds ?? 30);
  // The rush session, a session for the driver-only ceiling, and one to warm the server up on.
  const seeded = await seedCatalog({
    sqliteFile: o.sqliteFile,
    databaseUrl: o.databaseUrl,
    sessions: 3,
    capacity: (i) => (i < 2 ? seats : 1_000_000),
  });
  await seeded.database.close();
  const [rushSession, ceilingSession, warmSession] = seeded.sessionIds as [number, number, number];
  const tokens = await Promise.all(
    Array.from({ length: arrivals + 200 }, (_, i) => o.issuer.token(`rush-parent-${i}`)),
  );

  const env: Record<string, string> = { ...o.serverEnv };
  if (o.databaseUrl) env.DATABASE_URL = o.databaseUrl;
  if (o.sqliteFile) env.SQLITE_FILE = o.sqliteFile;
  const api: Proc = await startNode('apps/api/dist/server.js', env, '/readyz');
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const url = new URL('/api/Registration/submitRegistration', api.url);
  let answers: { status: number; ms: number }[];
  try {
    // A server that has been up for a while: 200 registrations on another session first.
    const warmBody = registrationBody([warmSession]);
    await openLoop(200, perSecond, (i) => post(agent, url, tokens[arrivals + i]!, warmBody()));
    const body = registrationBody([rushSession]);
    answers = await openLoop(arrivals, perSecond, (i) => post(agent, url, tokens[i]!, body()));
  } finally {
    agent.destroy();
    await api.stop();
  }

  const ceiling = o.databaseUrl
    ? await postgresCeiling(o.databaseUrl, rushSession, ceilingSession, arrivals)
    : await sqliteCeiling(o.sqliteFile!, rushSession, ceilingSession, arrivals);
  return {
    engine: o.engine,
    arrivals,
    perSecond,
    seats,
    latency: latencies(answers.map((a) => a.ms)),
    seatsSold: ceiling.rushSeatsSold,
    accepted: answers.filter((a) => a.status === 200).length,
    full: answers.filter((a) => a.status === 409).length,
    errors: answers.filter((a) => a.status !== 200 && a.status !== 409).length,
    ceiling: ceiling.figure,
  };
}

const holding = seatHoldingStatuses.map((s) => `'${s}'`).join(', ');

/** Copies of one registration the server wrote, for the ceiling's inserts (every column but the id). */
const templateColumns = (row: Record<string, unknown>) => Object.keys(row).filter((c) => c !== 'id');

async function sqliteCeiling(file: string, rushSession: number, session: number, attempts: number) {
  const db = new Sqlite(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    const count = db.prepare(
      `SELECT count(*) AS n FROM camp_registrations WHERE camp_session_id = ? AND status IN (${holding})`,
    );
    const rushSeatsSold = (count.get(rushSession) as { n: number }).n;
    const template = db
      .prepare('SELECT * FROM camp_registrations WHERE camp_session_id = ? LIMIT 1')
      .get(rushSession) as Record<string, unknown>;
    const columns = templateColumns(template);
    const capacity = db.prepare('SELECT attendee_capacity AS c FROM camp_sessions WHERE id = ?');
    const insert = db.prepare(
      `INSERT INTO camp_registrations (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const take = db.transaction((i: number) => {
      const { c } = capacity.get(session) as { c: number };
      if ((count.get(session) as { n: number }).n >= c) return false;
      insert.run({ ...template, camp_session_id: session, owner_account_id: `ceiling-${i}` });
      return true;
    });
    const timing = await timedAttempts(attempts, (i) => {
      take.immediate(i);
    });
    return { rushSeatsSold, figure: { ...timing, seatsSold: (count.get(session) as { n: number }).n } };
  } finally {
    db.close();
  }
}

async function postgresCeiling(url: string, rushSession: number, session: number, attempts: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const countSql = `SELECT count(*)::int AS n FROM camp_registrations WHERE camp_session_id = $1 AND status IN (${holding})`;
    const rushSeatsSold = (await client.query(countSql, [rushSession])).rows[0].n as number;
    const template = (
      await client.query('SELECT * FROM camp_registrations WHERE camp_session_id = $1 LIMIT 1', [rushSession])
    ).rows[0] as Record<string, unknown>;
    const columns = templateColumns(template);
    const insertSql = `INSERT INTO camp_registrations (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
    const timing = await timedAttempts(attempts, async (i) => {
      await client.query('BEGIN');
      const { c } = (
        await client.query('SELECT attendee_capacity AS c FROM camp_sessions WHERE id = $1 FOR UPDATE', [
          session,
        ])
      ).rows[0];
      if ((await client.query(countSql, [session])).rows[0].n < c) {
        const row: Record<string, unknown> = {
          ...template,
          camp_session_id: session,
          owner_account_id: `ceiling-${i}`,
        };
        await client.query(
          insertSql,
          columns.map((col) => row[col]),
        );
      }
      await client.query('COMMIT');
    });
    return {
      rushSeatsSold,
      figure: { ...timing, seatsSold: (await client.query(countSql, [session])).rows[0].n as number },
    };
  } finally {
    await client.end();
  }
}

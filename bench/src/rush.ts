// The morning registration opens: parents arrive at a steady rate (an open loop: each request
// leaves on schedule whether or not earlier ones were answered) for one session with few seats.

import { Agent, request } from 'node:http';
import { seatHoldingStatuses, unpaidStatuses } from '@soccer/contracts';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import type { startTokenIssuer } from './identity.js';
import { type Proc, startNode } from './processes.js';
import { benchParents, registrationBody, submitSessions } from './registration-body.js';
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
  /**
   * Registrations the driver alone makes: as many as the closed-loop submit run made on this
   * engine, when it ran (the same work on as much data: each attempt's seat and hold counts grow
   * with the registrations before it); else as many as the rush's arrivals.
   */
  ceilingAttempts?: number;
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
  ceiling: Latencies & { perSecond: number; seatsSold: number; cpuMicros: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const latencies = (values: number[]): Latencies => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

/**
 * Runs `attempt` `attempts` times, timing each (a synchronous attempt is not awaited): one after
 * another on each of `lanes` lanes (connections) side by side; returns the latencies, the
 * attempts per second and this process's CPU time per attempt.
 */
async function timedAttempts(
  attempts: number,
  attempt: (i: number, lane: number) => void | Promise<void>,
  lanes = 1,
) {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const lane = async (l: number) => {
    for (let i = next++; i < attempts; i = next++) {
      const t = performance.now();
      const pending = attempt(i, l);
      if (pending) await pending;
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: lanes }, (_, l) => lane(l)));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    ...latencies(times),
    perSecond: attempts / seconds,
    /** CPU time of this process per attempt, in µs. */
    cpuMicros: (used.user + used.system) / attempts,
  };
}

export function post(agent: Agent, url: URL, token: string, body: string) {
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

/**
 * Sends one request every `1000 / perSecond` ms for `count` requests; each latency counts from its
 * slot (`at`, on the `performance.now()` clock).
 */
export async function openLoop(count: number, perSecond: number, send: (i: number) => Promise<number>) {
  const interval = 1000 / perSecond;
  const start = performance.now() + 50;
  const results: Promise<{ status: number; ms: number; at: number }>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    results.push(send(i).then((status) => ({ status, ms: performance.now() - due, at: due })));
  }
  return Promise.all(results);
}

export async function measureRush(o: RushOptions): Promise<RushFigure> {
  const seats = o.seats ?? 300;
  const perSecond = o.perSecond ?? 100;
  const arrivals = perSecond * (o.seconds ?? 30);
  // The rush session, one to warm the server up on, and the driver-only ceiling's sessions: as
  // many as the closed-loop submit run registers for, taken in turn, with seats for every
  // attempt (each ceiling attempt inserts, as each submit does).
  const seeded = await seedCatalog({
    sqliteFile: o.sqliteFile,
    databaseUrl: o.databaseUrl,
    sessions: 2 + submitSessions,
    capacity: (i) => (i === 0 ? seats : 1_000_000),
  });
  await seeded.database.close();
  const [rushSession, warmSession, ...ceilingSessions] = seeded.sessionIds as [number, number, ...number[]];
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
    ? await postgresCeiling(o.databaseUrl, rushSession, ceilingSessions, o.ceilingAttempts ?? arrivals)
    : await sqliteCeiling(o.sqliteFile!, rushSession, ceilingSessions, o.ceilingAttempts ?? arrivals);
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

const list = (statuses: readonly string[]) => statuses.map((st) => `'${st}'`).join(', ');
const holding = list(seatHoldingStatuses);
const rushCountSql = `SELECT count(*) AS n FROM camp_registrations WHERE camp_session_id = ? AND status IN (${holding})`;

/**
 * The ledger's reads of a camp registration (registration-ledger registerCamp, ledger/seats.ts),
 * written out in SQL with `?` parameters: the session row, the account's unpaid holds (in all and
 * in this session: the per-account caps), and the seats held (registrations, moves awaiting
 * payment, open waitlist offers) with the entries waiting (walk-ins get no seat while anyone waits);
 * and the camp's current waivers and consents, which the registration must accept (waivers-repository
 * currentDocuments).
 */
const ceilingSql = {
  session: 'SELECT * FROM camp_sessions WHERE id = ?',
  documents: `SELECT d.id, d.owner, d.item_id, d.kind, d.current_version, d.retired_at, d.updated_at, v.title, v.body
    FROM consent_documents d JOIN consent_document_versions v ON v.document_id = d.id AND v.version = d.current_version
    WHERE d.owner = 'camp' AND d.item_id = ? AND d.retired_at IS NULL ORDER BY d.id`,
  holds: `SELECT count(*) AS "all", count(*) FILTER (WHERE camp_session_id = ?) AS here FROM camp_registrations WHERE owner_account_id = ? AND status IN (${list(unpaidStatuses)})`,
  seats: `SELECT
    (SELECT count(*) FROM camp_registrations r WHERE r.camp_session_id = s.id AND r.status IN (${holding}))
    + (SELECT count(*) FROM session_switches w WHERE w.to_session_id = s.id AND w.state = 'awaiting_payment')
    + (SELECT count(*) FROM waitlist_entries q WHERE q.kind = 'camp' AND q.item_id = s.id AND q.state = 'offered') AS held,
    (SELECT count(*) FROM waitlist_entries q WHERE q.kind = 'camp' AND q.item_id = s.id AND q.state = 'waiting') AS waiting
    FROM camp_sessions s WHERE s.id = ?`,
};
/** As many accounts as the submit run's parents, so each account's holds stay few, as there. */
const ceilingOwner = (i: number) => `ceiling-parent-${i % benchParents}`;

/** Copies of one registration the server wrote, for the ceiling's inserts (every column but the id). */
const templateColumns = (row: Record<string, unknown>) => Object.keys(row).filter((c) => c !== 'id');

/**
 * The ceiling on SQLite: the server's database settings (WAL, synchronous NORMAL, foreign keys),
 * one BEGIN IMMEDIATE transaction per registration with the ledger's reads and its insert, as
 * prepared statements, one after another in this process.
 */
async function sqliteCeiling(file: string, rushSession: number, sessions: number[], attempts: number) {
  const db = new Sqlite(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const count = db.prepare(rushCountSql);
    const rushSeatsSold = (count.get(rushSession) as { n: number }).n;
    const template = db
      .prepare('SELECT * FROM camp_registrations WHERE camp_session_id = ? LIMIT 1')
      .get(rushSession) as Record<string, unknown>;
    const columns = templateColumns(template);
    const sessionRow = db.prepare(ceilingSql.session);
    const documents = db.prepare(ceilingSql.documents);
    const holds = db.prepare(ceilingSql.holds);
    const seatsHeld = db.prepare(ceilingSql.seats);
    const insert = db.prepare(
      `INSERT INTO camp_registrations (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')}) RETURNING id`,
    );
    const take = db.transaction((i: number) => {
      const session = sessions[i % sessions.length]!;
      const s = sessionRow.get(session) as { attendee_capacity: number; camp_spec_id: number };
      const owner = ceilingOwner(i);
      holds.get(session, owner);
      const { held, waiting } = seatsHeld.get(session) as { held: number; waiting: number };
      if (waiting > 0 || held >= s.attendee_capacity) return false;
      documents.all(s.camp_spec_id);
      insert.get({ ...template, camp_session_id: session, owner_account_id: owner });
      return true;
    });
    const timing = await timedAttempts(attempts, (i) => {
      take.immediate(i);
    });
    const sold = sessions.reduce((n, session) => n + (count.get(session) as { n: number }).n, 0);
    return { rushSeatsSold, figure: { ...timing, seatsSold: sold } };
  } finally {
    db.close();
  }
}

/** `?` placeholders as PostgreSQL's `$1`, `$2`… */
const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** Connections of the PostgreSQL ceiling: as many as the server's pool (database.ts). */
const postgresLanes = 10;

/**
 * The ceiling on PostgreSQL: the same transaction as the server's, round trip by round trip:
 * BEGIN, the account's advisory lock, the session row FOR UPDATE, the ledger's reads, the insert,
 * COMMIT; on as many connections side by side as the server's pool has, each one after another.
 */
async function postgresCeiling(url: string, rushSession: number, sessions: number[], attempts: number) {
  const clients = Array.from({ length: postgresLanes }, () => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((c) => c.connect()));
  const client = clients[0]!;
  try {
    const countSql = numbered(rushCountSql);
    const rushSeatsSold = Number((await client.query(countSql, [rushSession])).rows[0].n);
    const template = (
      await client.query('SELECT * FROM camp_registrations WHERE camp_session_id = $1 LIMIT 1', [rushSession])
    ).rows[0] as Record<string, unknown>;
    const columns = templateColumns(template);
    const insertSql = `INSERT INTO camp_registrations (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`;
    const timing = await timedAttempts(
      attempts,
      async (i, lane) => {
        const conn = clients[lane]!;
        const session = sessions[i % sessions.length]!;
        const owner = ceilingOwner(i);
        await conn.query('BEGIN');
        await conn.query('SELECT pg_advisory_xact_lock(hashtext($1))', [owner]);
        const s = (await conn.query(`${numbered(ceilingSql.session)} FOR UPDATE`, [session])).rows[0];
        await conn.query(numbered(ceilingSql.holds), [session, owner]);
        const { held, waiting } = (await conn.query(numbered(ceilingSql.seats), [session])).rows[0];
        if (Number(waiting) === 0 && Number(held) < s.attendee_capacity) {
          await conn.query(numbered(ceilingSql.documents), [s.camp_spec_id]);
          const row: Record<string, unknown> = {
            ...template,
            camp_session_id: session,
            owner_account_id: owner,
          };
          await conn.query(
            insertSql,
            columns.map((col) => row[col]),
          );
        }
        await conn.query('COMMIT');
      },
      postgresLanes,
    );
    return {
      rushSeatsSold,
      figure: {
        ...timing,
        seatsSold: Number(
          (
            await client.query(
              'SELECT count(*) AS n FROM camp_registrations WHERE camp_session_id = ANY($1::int[])',
              [sessions],
            )
          ).rows[0].n,
        ),
      },
    };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

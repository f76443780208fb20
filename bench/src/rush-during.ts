// The opening-day rush while background work mails many families: a message from the office to
// 5,000 families (decisions 0079, 0088), or January's childcare statements for 2,000 families
// (decision 0085). The rush of `rush.ts` on one server whose jobs and mail sender are busy.

import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { openDatabase } from '@soccer/api/db';
import type { Database } from '@soccer/api/db/schema';
import { createJobQueue } from '@soccer/api/jobs';
import { statementJob } from '@soccer/api/statements';
import { seatHoldingStatuses } from '@soccer/contracts';
import type { Kysely } from 'kysely';
import type { startTokenIssuer } from './identity.js';
import { insertPaidFamilies, sendOfficeMessage, startSmtpSink } from './messages.js';
import { startNode } from './processes.js';
import { registrationBody } from './registration-body.js';
import { type Latencies, latencies, openLoop, post } from './rush.js';
import { seedCatalog } from './seed.js';
import { insertReceiptsOfYear, quiet } from './statements.js';

/** What goes out during the rush: an office message to families, or the January statements. */
export type Background = 'message' | 'statements';

export interface RushDuringOptions {
  background: Background;
  engine: 'SQLite' | 'PostgreSQL';
  issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
  /** The server's environment without its database setting. */
  serverEnv: Record<string, string>;
  sqliteFile?: string;
  databaseUrl?: string;
  /** Families mailed: 5,000 for a message, 2,000 for the statements by default. */
  families?: number;
  seats?: number;
  perSecond?: number;
  seconds?: number;
  /** Seconds into the rush when staff send the message, or the January job is queued. */
  sendAfter?: number;
}

export interface RushDuringFigure {
  background: Background;
  engine: RushDuringOptions['engine'];
  families: number;
  arrivals: number;
  perSecond: number;
  seats: number;
  /** Latency of the rush's registrations, from each one's scheduled departure to its answer, in ms. */
  latency: Latencies;
  /** The same while the mails were being delivered (first to last mail). */
  latencyWhileDelivering: Latencies & { requests: number };
  seatsSold: number;
  accepted: number;
  full: number;
  errors: number;
  /** The message's POST, sent during the rush (NaN for the statements, queued as a job). */
  acceptMs: number;
  /** Mails the SMTP receiver took while the rush ran, and in all. */
  mailsDuringRush: number;
  mailsPerSecond: number;
  received: number;
  exactlyOnce: boolean;
  /** The machine's 1-minute load average at the start and at the end of the rush. */
  load: [number, number];
}

/**
 * One server (production build) on a database with `families` families and a rush session of
 * `seats` seats. The rush runs as in `rush.ts` (one parent every 10 ms for 30 s, an open loop,
 * after 200 warm-up registrations); `sendAfter` seconds into it the background work starts:
 * - `message`: the families are paid in another session and staff send them a message, so its
 *   recipients and mails are queued and delivered while parents register;
 * - `statements`: the families hold last year's receipts (two children each) and the January job
 *   is queued as its schedule would, so statements are computed, PDFs drawn and mailed meanwhile.
 * Mails go through a local SMTP receiver. Afterwards: the rush's latencies (all of them, and those
 * that left while mails were going out), the seats in the database, and whether each family got
 * one mail.
 */
export async function measureRushDuring(o: RushDuringOptions): Promise<RushDuringFigure> {
  const families = o.families ?? (o.background === 'message' ? 5_000 : 2_000);
  const year = new Date().getUTCFullYear() - 1;
  const seats = o.seats ?? 300;
  const perSecond = o.perSecond ?? 100;
  const arrivals = perSecond * (o.seconds ?? 30);
  const seeded = await seedCatalog({
    sqliteFile: o.sqliteFile,
    databaseUrl: o.databaseUrl,
    sessions: 3,
    capacity: (i) => (i === 0 ? seats : 1_000_000),
  });
  const [rushSession, warmSession, messageSession] = seeded.sessionIds as [number, number, number];
  if (o.background === 'message') await insertPaidFamilies(seeded.db, messageSession, families);
  else await insertReceiptsOfYear(seeded.db, families, year);
  await seeded.database.close();
  const tokens = await Promise.all(
    Array.from({ length: arrivals + 200 }, (_, i) => o.issuer.token(`rush-parent-${i}`)),
  );

  const smtp = await startSmtpSink();
  const env: Record<string, string> = {
    ...o.serverEnv,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_POLL_MS: '200',
    JOBS_POLL_MS: '500',
  };
  if (o.databaseUrl) env.DATABASE_URL = o.databaseUrl;
  if (o.sqliteFile) env.SQLITE_FILE = o.sqliteFile;
  const api = await startNode('apps/api/dist/server.js', env, '/readyz');
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const url = new URL('/api/Registration/submitRegistration', api.url);
  let answers: { status: number; ms: number; at: number }[];
  let acceptMs = Number.NaN;
  let mailsDuringRush = 0;
  const load: [number, number] = [0, 0];
  try {
    const warmBody = registrationBody([warmSession]);
    await openLoop(200, perSecond, (i) => post(agent, url, tokens[arrivals + i]!, warmBody()));
    const body = registrationBody([rushSession]);
    load[0] = loadavg()[0]!;
    const before = smtp.total();
    const message = new Promise((r) => setTimeout(r, (o.sendAfter ?? 2) * 1000)).then(() =>
      o.background === 'message'
        ? sendOfficeMessage(o.issuer, api.url, messageSession)
        : queueJanuaryRun(o, year).then(() => ({ acceptMs: Number.NaN })),
    );
    answers = await openLoop(arrivals, perSecond, (i) => post(agent, url, tokens[i]!, body()));
    mailsDuringRush = smtp.total() - before;
    load[1] = loadavg()[0]!;
    acceptMs = (await message).acceptMs;
    const deadline = performance.now() + 10 * 60_000;
    while (smtp.total() < families && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    // Anything repeated would come after the last one.
    await new Promise((r) => setTimeout(r, 2000));
  } finally {
    agent.destroy();
    await api.stop();
    await smtp.close();
  }

  const database = openDatabase({ sqliteFile: o.sqliteFile, databaseUrl: o.databaseUrl });
  const db = database.db as unknown as Kysely<Database>;
  const sold = await db
    .selectFrom('camp_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('camp_session_id', '=', rushSession)
    .where('status', 'in', seatHoldingStatuses)
    .executeTakeFirstOrThrow();
  await database.close();

  const delivering = answers.filter((a) => a.at >= smtp.first() && a.at <= smtp.last());
  const span = (smtp.last() - smtp.first()) / 1000;
  return {
    background: o.background,
    engine: o.engine,
    families,
    arrivals,
    perSecond,
    seats,
    latency: latencies(answers.map((a) => a.ms)),
    latencyWhileDelivering: { ...latencies(delivering.map((a) => a.ms)), requests: delivering.length },
    seatsSold: Number(sold.n),
    accepted: answers.filter((a) => a.status === 200).length,
    full: answers.filter((a) => a.status === 409).length,
    errors: answers.filter((a) => a.status !== 200 && a.status !== 409).length,
    acceptMs,
    mailsDuringRush,
    mailsPerSecond: smtp.total() / Math.max(span, 0.001),
    received: smtp.total(),
    exactlyOnce: smtp.total() === families && smtp.distinct() === families,
    load,
  };
}

/** The January job queued from outside the server, as its cron would queue it, for `year`. */
async function queueJanuaryRun(o: RushDuringOptions, year: number) {
  const database = openDatabase({ sqliteFile: o.sqliteFile, databaseUrl: o.databaseUrl });
  const jobs = createJobQueue({
    engine: database.engine,
    databaseUrl: o.databaseUrl,
    schema: o.serverEnv.JOBS_SCHEMA ?? 'pgboss',
    db: database.db as never,
    clock: () => new Date(),
    log: quiet as never,
    pollMs: 500,
  });
  try {
    await jobs.enqueue(statementJob.name, { year });
  } finally {
    await jobs.stop();
    await database.close();
  }
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@soccer/contracts';
import pino from 'pino';
import { expect } from 'vitest';
import { createJobQueue } from '../../src/modules/jobs/job-queue.js';
import { createCampSession } from './factories.js';
import { startJwksServer } from './jwks-server.js';
import { insertPaidFamilies } from './office-messages.js';
import { until } from './reads.js';
import { startServerProcess } from './server-process.js';
import { type AcceptedMail, type SmtpCapture, startSmtpCapture } from './smtp-capture.js';
import { accounts } from './test-app.js';
import { createTestDatabase, testEngine } from './test-database.js';

/**
 * The stage of the killed-mid-send tests (decision 0079): a database on the test engine (a
 * SQLite file, or a PostgreSQL schema with the job queue's tables in it) with `families` families
 * paid in one session, an identity provider's keys, and a capturing SMTP server. Real server
 * processes (`src/server.ts`) run on it with their mail sender polling every 100 ms.
 */
export async function midSendStage(options: {
  families: number;
  onAccepted?: (mail: AcceptedMail, n: number) => void;
  /** The session's first day (a reminder test picks one with a reminder due now). */
  startDate?: string;
  /** When the families paid (default now). */
  paidAt?: Date;
}) {
  const file = join(mkdtempSync(join(tmpdir(), 'soccer-mid-send-')), 'soccer.sqlite');
  const database = await createTestDatabase(testEngine === 'sqlite' ? { file } : {});
  const jwks = await startJwksServer();
  const smtp: SmtpCapture = await startSmtpCapture(
    options.onAccepted ? { onAccepted: options.onAccepted } : {},
  );
  const sessionId = await createCampSession(database.db, new Date(), {
    capacity: options.families,
    ...(options.startDate ? { startDate: options.startDate } : {}),
  });
  await insertPaidFamilies(database.db, sessionId, {
    accounts: options.families,
    prefix: 'midsend',
    ...(options.paidAt ? { now: options.paidAt } : {}),
  });
  const env: Record<string, string> = {
    ...(database.url
      ? {
          DATABASE_URL: database.url,
          JOBS_SCHEMA: new URL(database.url).searchParams.get('options')!.replace('-c search_path=', ''),
        }
      : { SQLITE_FILE: file }),
    OIDC_AUTHORITY: jwks.issuer,
    OIDC_JWKS_URI: jwks.jwksUri,
    OIDC_AUDIENCE: jwks.audience,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_POLL_MS: '100',
    JOBS_POLL_MS: '500',
  };
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  const addresses = Array.from({ length: options.families }, (_, i) => `midsend${i}@example.com`);

  /** The outbox rows whose dedupe key starts with `prefix` (`office-message:7:`, `reminder:before-start:`). */
  const outbox = (prefix: string) =>
    database.db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'status', 'locked_until', 'dedupe_key'])
      .where('dedupe_key', 'like', `${prefix}%`)
      .execute();

  return {
    database,
    smtp,
    sessionId,
    addresses,
    env,
    async startServer() {
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    },
    /** Staff send a message to the session now, on `server`; its mails are queued by the answer. */
    async sendMessage(server: { url: string }) {
      const res = await fetch(`${server.url}${apiPaths.officeMessages}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await jwks.sign(accounts.staff)}`,
        },
        body: JSON.stringify({
          audience: { kind: 'session', sessionId },
          subject: 'Field change',
          body: 'Hi! {firstName} plays on field 2.',
        }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    },
    outbox,
    /**
     * Queues one `name` job (a singleton, as the servers register it) on the servers' queue, as
     * its schedule would at the next minute: whichever server polls first runs it.
     */
    async queueJob(name: string) {
      const queue = createJobQueue({
        engine: testEngine,
        databaseUrl: database.url,
        schema: env.JOBS_SCHEMA ?? 'pgboss',
        db: database.db,
        clock: () => new Date(),
        log: pino({ level: 'silent' }),
        pollMs: 500,
      });
      queue.handle(name, async () => undefined, { singleton: true });
      await queue.enqueue(name);
      await queue.stop({ timeoutMs: 1000 });
    },
    /**
     * The mails a killed server had claimed and not marked sent: it may or may not have handed
     * them over. Their claims (`locked_until`, a minute) are made to run out now, as they would
     * a minute later, so the next server takes them without the test waiting that minute.
     */
    async claimsOfTheKilled(prefix: string) {
      const claimed = (await outbox(prefix)).filter((m) => m.status === 'pending' && m.locked_until !== null);
      await database.db
        .updateTable('mail_outbox')
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', 'in', claimed.map((m) => m.id).concat(-1))
        .execute();
      return claimed;
    },
    /** Waits until every family has a copy and the outbox rows of `prefix` are all sent. */
    async allDelivered(prefix: string, ms = 60_000) {
      await until(async () => {
        const rows = await outbox(prefix);
        return (
          smtp.copiesByRecipient().size >= options.families &&
          rows.length === options.families &&
          rows.every((r) => r.status === 'sent')
        );
      }, ms);
      // A mail sent twice would come after the last first copy.
      await new Promise((r) => setTimeout(r, 500));
    },
    async close() {
      await Promise.all(
        servers.map((s) => (s.child.exitCode === null && s.child.signalCode === null ? s.kill() : undefined)),
      );
      await smtp.close();
      await jwks.close();
      await database.close();
    },
  };
}

export type MidSendStage = Awaited<ReturnType<typeof midSendStage>>;

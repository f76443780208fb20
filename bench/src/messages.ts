import { mkdtempSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@soccer/api/db/schema';
import { apiPaths, type OfficeMessageDetail } from '@soccer/contracts';
import type { Kysely } from 'kysely';
import type { startTokenIssuer } from './identity.js';
import { freePort, startNode } from './processes.js';
import { seedCatalog } from './seed.js';
import { benchPaymentSecrets } from './server-env.js';

export interface MessagesFigure {
  families: number;
  /** POST of the message sent now, answered: its recipients and mails are queued by then. */
  acceptMs: number;
  /** From the POST until the message reads as sent. */
  queuedMs: number;
  /** Mails a second through the local SMTP, first to last. */
  mailsPerSecond: number;
  received: number;
  /** Every family's address received exactly one mail. */
  exactlyOnce: boolean;
}

/**
 * A message from the office to `families` families of one session on a production-mode server
 * (SQLite), delivered through a local SMTP receiver that counts each recipient's mails.
 */
export async function measureMessages(
  issuer: Awaited<ReturnType<typeof startTokenIssuer>>,
  families = 5_000,
): Promise<MessagesFigure> {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-messages-')), 'bench.sqlite');
  const seeded = await seedCatalog({ sqliteFile: file, sessions: 1 });
  const sessionId = seeded.sessionIds[0]!;
  await insertPaidFamilies(seeded.db, sessionId, families);
  await seeded.database.close();

  const smtp = await startSmtpSink();
  const server = await startNode(
    'apps/api/dist/server.js',
    {
      ...issuer.env,
      ...benchPaymentSecrets,
      SQLITE_FILE: file,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_POLL_MS: '200',
      JOBS_POLL_MS: '500',
    },
    '/readyz',
  );
  try {
    const { acceptMs, queuedMs } = await sendOfficeMessage(issuer, server.url, sessionId);
    const deadline = performance.now() + 10 * 60_000;
    while (smtp.total() < families && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    // Anything repeated would come after the last one.
    await new Promise((r) => setTimeout(r, 2000));
    const span = (smtp.last() - smtp.first()) / 1000;
    return {
      families,
      acceptMs,
      queuedMs,
      mailsPerSecond: smtp.total() / Math.max(span, 0.001),
      received: smtp.total(),
      exactlyOnce: smtp.total() === families && smtp.distinct() === families,
    };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

/**
 * Staff send a message to the session's families now (a first request warms the server: its
 * token keys, the routes): how long the POST took, and until the message read as sent.
 */
export async function sendOfficeMessage(
  issuer: Awaited<ReturnType<typeof startTokenIssuer>>,
  serverUrl: string,
  sessionId: number,
) {
  const headers = {
    authorization: `Bearer ${await issuer.token('staff-bench', ['staff'])}`,
    'content-type': 'application/json',
  };
  // A first request warms the server (its token keys, the routes) so the figure is the message's.
  await fetch(`${serverUrl}${apiPaths.officeMessages}`, { headers });
  const t0 = performance.now();
  const answer = await fetch(`${serverUrl}${apiPaths.officeMessages}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      audience: { kind: 'session', sessionId },
      subject: 'Field change at {camp}',
      body: 'Hi! {firstName} plays on field 2 on {start}.',
    }),
  });
  const acceptMs = performance.now() - t0;
  if (answer.status !== 201) throw new Error(`message refused: ${answer.status} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: number };
  for (;;) {
    const detail = (await (
      await fetch(`${serverUrl}${apiPaths.officeMessage(id)}`, { headers })
    ).json()) as OfficeMessageDetail;
    if (detail.status === 'sent') {
      return { id, acceptMs, queuedMs: performance.now() - t0 };
    }
    if (performance.now() - t0 > 60_000) throw new Error('the message was not queued within 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `families` families with a paid seat in the session (`family<i>@example.com`), written straight to the table. */
export async function insertPaidFamilies(db: Kysely<Database>, sessionId: number, families: number) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: families }, (_, i) => ({
    owner_account_id: `family-${i}`,
    owner_email: `family${i}@example.com`,
    camp_session_id: sessionId,
    status: 'paid',
    stripe_session_id: null,
    promo_code: '',
    promo_discount_cents: 0,
    amount_cents: 20000,
    hold_expires_at: null,
    player_first_name: `Player${i}`,
    player_last_name: 'Bench',
    player_birthdate: '2016-05-01',
    tshirt_size: 'm',
    player_address_line1: '1 Main St',
    player_address_line2: '',
    player_city: 'Nashville',
    player_state: 'TN',
    player_zip_code: '37206',
    medical_conditions: '',
    medical_treatment: '',
    cancel_reason: null,
    paid_at: at,
    created_at: at,
    updated_at: at,
    cancellation_policy: null,
    pog1_first_name: 'Pat',
    pog1_last_name: 'Bench',
    pog1_email: `family${i}@example.com`,
    pog1_phone: '615-555-0100',
    pog2_first_name: '',
    pog2_last_name: '',
    pog2_email: '',
    pog2_phone: '',
    emergency_contact_first_name: 'Em',
    emergency_contact_last_name: 'Bench',
    emergency_contact_phone: '615-555-0101',
    emergency_contact_relationship: 'Aunt',
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('camp_registrations')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** A minimal SMTP receiver: takes every mail, counts them by recipient and keeps the first and last times. */
export async function startSmtpSink() {
  const port = await freePort();
  const byRecipient = new Map<string, number>();
  let total = 0;
  let first = 0;
  let last = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 bench ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          total++;
          last = performance.now();
          if (!first) first = last;
          for (const r of recipients) byRecipient.set(r, (byRecipient.get(r) ?? 0) + 1);
          recipients = [];
          reply('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-bench\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 bench');
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') {
          if (verb !== 'NOOP') recipients = [];
          reply('250 OK');
        } else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    total: () => total,
    distinct: () => [...byRecipient.values()].filter((n) => n === 1).length,
    first: () => first,
    last: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

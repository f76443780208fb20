import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { createMailSender, type Transport } from '../src/mail/mail-sender.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { createTestDatabase, testEngine } from './support/test-database.js';

const log = pino({ level: 'silent' });

function recordingTransport() {
  const sent: { to: string; subject: string }[] = [];
  let down = false;
  const transport: Transport = {
    async sendMail(message) {
      if (down) throw new Error('ECONNREFUSED');
      await new Promise((r) => setTimeout(r, 5));
      sent.push({ to: message.to, subject: message.subject });
    },
  };
  return { transport, sent, setDown: (v: boolean) => (down = v) };
}

const mail = (n: number) => ({
  dedupeKey: `k:${n}`,
  to: `p${n}@example.com`,
  subject: `S${n}`,
  text: 't',
  html: '<p>t</p>',
});

describe(`mail outbox (${testEngine})`, () => {
  let database: Db;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('queues a dedupe key once', async () => {
    await enqueueMail(database.db, mail(1));
    await enqueueMail(database.db, mail(1));
    const rows = await database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps mail while SMTP is down and delivers it once SMTP returns', async () => {
    const smtp = recordingTransport();
    const sender = createMailSender({
      db: database.db,
      transport: smtp.transport,
      from: 'x@y',
      log,
      pollMs: 10,
    });
    for (let i = 0; i < 3; i++) await enqueueMail(database.db, mail(i));
    smtp.setDown(true);
    expect(await sender.deliverDue()).toBe(0);
    const failed = await database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(failed.every((r) => r.status === 'pending' && r.attempts === 1 && r.last_error)).toBe(true);

    smtp.setDown(false);
    // The back-off moved the next attempt into the future; a pass later than that delivers.
    expect(await sender.deliverDue(new Date(Date.now() + 60_000))).toBe(3);
    expect(smtp.sent.map((m) => m.subject).sort()).toEqual(['S0', 'S1', 'S2']);
    expect(await sender.deliverDue(new Date(Date.now() + 120_000))).toBe(0);
  });

  it('never sends a row twice when two senders run at once', async () => {
    const smtp = recordingTransport();
    const a = createMailSender({ db: database.db, transport: smtp.transport, from: 'x@y', log, pollMs: 10 });
    const b = createMailSender({ db: database.db, transport: smtp.transport, from: 'x@y', log, pollMs: 10 });
    for (let i = 0; i < 20; i++) await enqueueMail(database.db, mail(i));
    const [na, nb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(na + nb).toBe(20);
    expect(smtp.sent).toHaveLength(20);
    expect(new Set(smtp.sent.map((m) => m.subject)).size).toBe(20);
  });
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/database.js';
import { createMailSender, type Transport } from '../../src/mail/mail-sender.js';
import { enqueueMail } from '../../src/mail/outbox.js';
import { createCampSession } from '../support/factories.js';
import { raceEnv } from '../support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from '../support/payments.js';
import { startCheckout, submitCampRegistration } from '../support/registrations.js';

/**
 * Two app instances with their own connection pools on one PostgreSQL database, running the
 * background jobs at the same moment: no row is acted on twice.
 */
describe('background jobs on two instances (postgres)', () => {
  let a: PaymentTestApp;
  let second: { app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> };

  beforeAll(async () => {
    a = await createPaymentTestApp({ deliverWebhooks: false, env: raceEnv });
    const database = openDatabase({ databaseUrl: a.database.url!, poolSize: 10 });
    const app = await buildApp({
      config: a.config,
      database,
      now: () => a.clock.now,
      logger: false,
      verifyToken: async () => {
        throw new Error('unused');
      },
    });
    second = {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  it('the hold sweeper expires each lapsed hold exactly once', async () => {
    const sessionId = await createCampSession(a.database.db, a.clock.now, { capacity: 100 });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { id } = (await submitCampRegistration(a, sessionId)).json();
      if (i % 3 === 0) await startCheckout(a, 'camp', id);
      ids.push(id);
    }
    a.clock.now = new Date(a.clock.now.getTime() + (a.config.HOLD_MINUTES + 5) * 60_000);
    const [x, y] = await Promise.all([
      a.app.payments.sweepLapsedHolds(),
      second.app.payments.sweepLapsedHolds(),
    ]);
    expect(x + y).toBe(30);
    const rows = await a.database.db
      .selectFrom('camp_registrations')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.status === 'expired')).toBe(true);
  });

  it('two mail senders deliver each queued mail exactly once', async () => {
    const sent: string[] = [];
    const transport: Transport = {
      async sendMail(m) {
        await new Promise((r) => setTimeout(r, 2));
        sent.push(m.subject);
      },
    };
    for (let i = 0; i < 60; i++) {
      await enqueueMail(a.database.db, {
        dedupeKey: `two:${i}`,
        to: 'x@example.com',
        subject: `two:${i}`,
        text: 't',
        html: 't',
      });
    }
    const log = pino({ level: 'silent' });
    const s1 = createMailSender({ db: a.database.db, transport, from: 'f@x', log, pollMs: 10 });
    const s2 = createMailSender({ db: second.app.db, transport, from: 'f@x', log, pollMs: 10 });
    let total = 0;
    for (let pass = 0; pass < 5; pass++) {
      const [n1, n2] = await Promise.all([s1.deliverDue(), s2.deliverDue()]);
      total += n1 + n2;
    }
    const ours = sent.filter((s) => s.startsWith('two:'));
    expect(ours).toHaveLength(60);
    expect(new Set(ours).size).toBe(60);
    expect(total).toBeGreaterThanOrEqual(60);
  });
});

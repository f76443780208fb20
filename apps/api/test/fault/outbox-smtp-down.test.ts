import { type Mailbox, startMailbox } from '@soccer/dev/mailbox';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailSender, smtpTransport } from '../../src/mail/mail-sender.js';
import { createCampSession } from '../support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from '../support/payments.js';
import { campCheckout } from '../support/registrations.js';
import { freePort } from '../support/server-process.js';
import { testEngine } from '../support/test-database.js';

describe(`outbox while the mail server is down (${testEngine})`, () => {
  let t: PaymentTestApp;
  let mailbox: Mailbox | undefined;
  beforeEach(async () => {
    // Five players of one account in one session, each paid as soon as registered: the webhooks may
    // still be on their way when the next registers, so the unpaid-holds cap is not what is tried here.
    t = await createPaymentTestApp({ env: { HOLDS_PER_SESSION: '5' } });
  });
  afterEach(async () => {
    await mailbox?.close();
    await t.close();
  });

  it('confirmations of payments made during the outage arrive once SMTP is back: none lost, none doubled', async () => {
    const smtpPort = await freePort();
    const sender = createMailSender({
      db: t.database.db,
      transport: smtpTransport({ host: 'localhost', port: smtpPort, secure: false }),
      from: 'Touchline <no-reply@touchline.example>',
      log: pino({ level: 'silent' }),
      pollMs: 50,
    });

    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 50 });
    const players: string[] = [];
    for (let i = 0; i < 5; i++) {
      const player = `Outage${i}`;
      players.push(player);
      await campCheckout(t, sessionId, {
        overrides: { playerFirstName: player, pog1Email: `outage${i}@example.com` },
        pay: true,
      });
    }
    await t.provider.events.settled();

    expect(await sender.deliverDue()).toBe(0); // SMTP is down
    const pending = await t.database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(pending).toHaveLength(5);
    expect(pending.every((m) => m.status === 'pending' && m.attempts === 1)).toBe(true);

    mailbox = await startMailbox({ smtpPort, webPort: await freePort() });
    expect(await sender.deliverDue(new Date(Date.now() + 60_000))).toBe(5);
    expect(await sender.deliverDue(new Date(Date.now() + 120_000))).toBe(0);
    const received = await mailbox.list();
    const ours = received.filter((m) => m.to[0]?.address.startsWith('outage'));
    expect(ours.map((m) => m.to[0]!.address).sort()).toEqual(players.map((_, i) => `outage${i}@example.com`));
    // Its pooled SMTP connections close with it, so the mailbox can stop.
    await sender.stop();
  }, 60_000);
});

import { officeMessageLimits } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type MidSendStage, midSendStage } from '../support/mid-send.js';
import { until } from '../support/reads.js';
import type { startServerProcess } from '../support/server-process.js';
import { testEngine } from '../support/test-database.js';

type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/** Mails the sender has on the wire at once (mail-sender `concurrency`): the most a kill can catch. */
const inFlightAtMost = 4;
const families = 300;

/**
 * A message from the office to 300 families, sent by a real server process through SMTP, and
 * that process killed with SIGKILL mid-send; another server then finishes (decision 0079).
 */
describe(`an office message whose server is killed mid-send (${testEngine})`, () => {
  let stage: MidSendStage | undefined;
  afterEach(async () => {
    await stage?.close();
    stage = undefined;
  });

  it('killed while its mails wait for the SMTP answer: every family gets it exactly once', {
    timeout: 180_000,
  }, async () => {
    stage = await midSendStage({
      families,
      onAccepted: (_mail, n) => {
        if (n === 100) stage!.smtp.hold();
      },
    });
    const first = await stage.startServer();
    const id = await stage.sendMessage(first);
    // A hundred handed over and marked sent; the next ones are on the wire, unanswered.
    await until(async () => {
      const sent = (await stage!.outbox(`office-message:${id}:`)).filter((m) => m.status === 'sent').length;
      return stage!.smtp.held() >= 1 && sent === 100;
    }, 60_000);
    await first.kill('SIGKILL');
    const claimed = await stage.claimsOfTheKilled(`office-message:${id}:`);
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    expect(claimed.length).toBeLessThanOrEqual(inFlightAtMost);
    stage.smtp.release();

    await stage.startServer();
    await stage.allDelivered(`office-message:${id}:`);
    const copies = stage.smtp.copiesByRecipient();
    expect([...copies.keys()].sort()).toEqual([...stage.addresses].sort());
    expect([...copies.values()].every((c) => c.length === 1)).toBe(true);
    const messageIds = stage.smtp.accepted.map((m) => m.messageId);
    expect(new Set(messageIds).size).toBe(families);
    expect(messageIds.every((m) => /^<outbox-\d+@touchline\.example>$/.test(m))).toBe(true);
  });

  it('killed right after the SMTP server took a mail: only mails in flight can come twice, as the same message', {
    timeout: 180_000,
  }, async () => {
    let victim: ServerProcess | undefined;
    stage = await midSendStage({
      families,
      onAccepted: (_mail, n) => {
        // The 250 is on its way; the sender may not live to mark the mail sent.
        if (n === 100) victim?.child.kill('SIGKILL');
      },
    });
    victim = await stage.startServer();
    const id = await stage.sendMessage(victim);
    await until(async () => victim!.child.exitCode !== null || victim!.child.signalCode !== null, 60_000);
    const claimed = await stage.claimsOfTheKilled(`office-message:${id}:`);
    expect(claimed.length).toBeLessThanOrEqual(inFlightAtMost);

    await stage.startServer();
    await stage.allDelivered(`office-message:${id}:`);
    const copies = stage.smtp.copiesByRecipient();
    expect([...copies.keys()].sort()).toEqual([...stage.addresses].sort());
    const twice = [...copies].filter(([, c]) => c.length > 1);
    // Only a mail the killed server had claimed and not marked can come again, once, with the
    // Message-ID of its first copy, so the receiving mail program shows it once.
    const claimedAddresses = new Set(claimed.map((m) => m.to_address));
    for (const [to, c] of twice) {
      expect(claimedAddresses.has(to)).toBe(true);
      expect(c).toHaveLength(2);
      expect(c[1]!.messageId).toBe(c[0]!.messageId);
    }
    expect(stage.smtp.accepted.length).toBeLessThanOrEqual(families + claimed.length);
  });

  it('killed between two batches of its recipients: the next server writes the rest, every family exactly once', {
    timeout: 240_000,
  }, async () => {
    const many = 2000;
    stage = await midSendStage({ families: many });
    const db = stage.database.db;
    // No mail is answered before the kill: what is tried here is the writing of the batches.
    stage.smtp.hold();
    const first = await stage.startServer();
    const written = async () => {
      const message = await db
        .selectFrom('office_messages')
        .select(['id', 'status'])
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!message) return { id: 0, status: '', families: 0 };
      const rows = await db
        .selectFrom('office_message_recipients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('message_id', '=', message.id)
        .executeTakeFirstOrThrow();
      return { id: message.id, status: message.status, families: Number(rows.n) };
    };
    // The POST writes the batches before it answers: the kill comes while it is doing so.
    const post = stage.sendMessage(first).catch(() => undefined);
    await until(async () => {
      const w = await written();
      return w.status === 'sending' && w.families > 0;
    }, 60_000);
    await first.kill('SIGKILL');
    await post;

    // What the killed server committed are whole batches, each family's row with its mail.
    const halfway = await written();
    expect(halfway.status).toBe('sending');
    expect(halfway.families % officeMessageLimits.sendBatch).toBe(0);
    expect(halfway.families).toBeGreaterThan(0);
    expect(halfway.families).toBeLessThan(many);
    expect(await stage.outbox(`office-message:${halfway.id}:`)).toHaveLength(halfway.families);
    expect(stage.smtp.accepted).toHaveLength(0);
    await stage.claimsOfTheKilled(`office-message:${halfway.id}:`);
    stage.smtp.release();

    // The next server's job takes the message over when the killed one's hold runs out.
    await stage.startServer();
    await stage.allDelivered(`office-message:${halfway.id}:`, 180_000);
    const after = await written();
    expect(after).toEqual({ id: halfway.id, status: 'sent', families: many });
    const copies = stage.smtp.copiesByRecipient();
    expect([...copies.keys()].sort()).toEqual([...stage.addresses].sort());
    expect([...copies.values()].every((c) => c.length === 1)).toBe(true);
  });
});

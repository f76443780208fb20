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
});

import { afterEach, describe, expect, it } from 'vitest';
import { type MidSendStage, midSendStage } from '../support/mid-send.js';
import { until } from '../support/reads.js';
import type { startServerProcess } from '../support/server-process.js';

type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

const families = 300;
/** Mails each sender has on the wire at once (mail-sender `concurrency`). */
const inFlightAtMost = 4;

/**
 * Two server processes on one PostgreSQL database send the same office message's mails at once
 * through one SMTP server; then one of them is killed with SIGKILL mid-send (decision 0079).
 */
describe('an office message sent by two servers at once (postgres)', () => {
  let stage: MidSendStage | undefined;
  afterEach(async () => {
    await stage?.close();
    stage = undefined;
  });

  it('each family gets it exactly once', { timeout: 180_000 }, async () => {
    stage = await midSendStage({ families });
    const [a, b] = [await stage.startServer(), await stage.startServer()];
    const [first, second] = await Promise.all([stage.sendMessage(a), stage.sendMessage(b)]);
    const prefixes = [`office-message:${first}:`, `office-message:${second}:`];
    for (const prefix of prefixes) await stage.allDelivered(prefix);
    // Two messages to the same 300 families: each family has one copy of each.
    const copies = stage.smtp.copiesByRecipient();
    expect([...copies.keys()].sort()).toEqual([...stage.addresses].sort());
    expect([...copies.values()].every((c) => c.length === 2 && c[0]!.messageId !== c[1]!.messageId)).toBe(
      true,
    );
    expect(new Set(stage.smtp.accepted.map((m) => m.messageId)).size).toBe(2 * families);
  });

  it('one of them killed mid-send: the other finishes, and only its claimed mails can come twice', {
    timeout: 180_000,
  }, async () => {
    let victim: ServerProcess | undefined;
    stage = await midSendStage({
      families,
      onAccepted: (_mail, n) => {
        if (n === 120) victim?.child.kill('SIGKILL');
      },
    });
    victim = await stage.startServer();
    await stage.startServer();
    const id = await stage.sendMessage(victim);
    const prefix = `office-message:${id}:`;
    await until(async () => victim!.child.signalCode !== null, 60_000);
    // The survivor goes on sending meanwhile; what the killed one had claimed waits for its claim to run out.
    const claimed = await stage.claimsOfTheKilled(prefix);
    expect(claimed.length).toBeLessThanOrEqual(2 * inFlightAtMost);
    await stage.allDelivered(prefix);
    const copies = stage.smtp.copiesByRecipient();
    expect([...copies.keys()].sort()).toEqual([...stage.addresses].sort());
    const claimedAddresses = new Set(claimed.map((m) => m.to_address));
    for (const [to, c] of copies) {
      if (c.length === 1) continue;
      expect(claimedAddresses.has(to)).toBe(true);
      expect(c).toHaveLength(2);
      expect(c[1]!.messageId).toBe(c[0]!.messageId);
    }
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  campSessionParams,
  GOOD_CARD,
  startProvider,
  startWebhookReceiver,
  stripeClient,
  submitPage,
} from './support/harness.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'payments-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  it('a restart with the same dataDir still knows sessions, events and idempotency keys', async () => {
    const first = await startProvider({ dataDir });
    const stripe = stripeClient(first);
    const open = await stripe.checkout.sessions.create(campSessionParams(), {
      idempotencyKey: 'restart-key',
    });
    const paid = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(first, paid.id, { action: 'card', ...GOOD_CARD });
    await first.close();

    const files = await readdir(dataDir);
    expect(files).toEqual(['payments.json']); // no temp files left behind
    expect(JSON.parse(await readFile(join(dataDir, 'payments.json'), 'utf8'))).toMatchObject({ version: 1 });

    const second = await startProvider({ dataDir });
    try {
      const again = stripeClient(second);
      expect(await again.checkout.sessions.retrieve(open.id)).toMatchObject({ id: open.id, status: 'open' });
      expect(await again.checkout.sessions.retrieve(paid.id)).toMatchObject({ payment_status: 'paid' });
      const replay = await again.checkout.sessions.create(campSessionParams(), {
        idempotencyKey: 'restart-key',
      });
      expect(replay.id).toBe(open.id);
      expect((await again.events.list()).data.map((e) => e.type)).toEqual(['checkout.session.completed']);
      // The hosted page of the restored session still works.
      const page = await fetch(`${second.url}/pay/${open.id}`);
      expect(await page.text()).toContain('$325.00');
    } finally {
      await second.close();
    }
  });

  it('settles a bank transfer that was still pending when the provider stopped', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const first = await startProvider({ dataDir, asyncDelayMs: 200, webhookUrl: receiver.url });
      const stripe = stripeClient(first);
      const session = await stripe.checkout.sessions.create(campSessionParams());
      await submitPage(first, session.id, { action: 'bank', account_number: '000123456789' });
      await first.close();

      const second = await startProvider({ dataDir, webhookUrl: receiver.url });
      try {
        const event = await receiver.waitFor('checkout.session.async_payment_succeeded');
        expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
    }
  });

  it('memory-only mode writes nothing', async () => {
    const provider = await startProvider({ dataDir: null });
    await stripeClient(provider).checkout.sessions.create(campSessionParams());
    await provider.close();
    expect(await readdir(dataDir)).toEqual([]);
  });
});

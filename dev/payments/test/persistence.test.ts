import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  campSessionParams,
  GOOD_CARD,
  paidSession,
  submitPage,
  withProvider,
  withWebhookReceiver,
} from './support/harness.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'payments-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  it('a restart with the same dataDir still knows sessions, events and idempotency keys', async () => {
    const { open, paid } = await withProvider({ dataDir }, async (stripe, first) => {
      const open = await stripe.checkout.sessions.create(campSessionParams(), {
        idempotencyKey: 'restart-key',
      });
      const paid = await stripe.checkout.sessions.create(campSessionParams());
      await submitPage(first, paid.id, { action: 'card', ...GOOD_CARD });
      return { open, paid };
    });

    const files = await readdir(dataDir);
    expect(files).toEqual(['payments.json']); // no temp files left behind
    expect(JSON.parse(await readFile(join(dataDir, 'payments.json'), 'utf8'))).toMatchObject({ version: 1 });

    await withProvider({ dataDir }, async (again, second) => {
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
    });
  });

  it('settles a bank transfer that was still pending when the provider stopped', async () => {
    await withWebhookReceiver(async (receiver) => {
      const webhookUrl = receiver.url;
      const session = await withProvider(
        { dataDir, asyncDelayMs: 200, webhookUrl },
        async (stripe, first) => {
          const session = await stripe.checkout.sessions.create(campSessionParams());
          await submitPage(first, session.id, { action: 'bank', account_number: '000123456789' });
          return session;
        },
      );

      await withProvider({ dataDir, webhookUrl }, async () => {
        const event = await receiver.waitFor('checkout.session.async_payment_succeeded');
        expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
      });
    });
  });

  it('keeps payments and refunds; a refund still pending at shutdown settles after the restart', async () => {
    await withWebhookReceiver(async (receiver) => {
      const options = { dataDir, refundDelayMs: 300, webhookUrl: receiver.url };
      const { session, done, pending } = await withProvider(options, async (stripe, first) => {
        const session = await paidSession(first, stripe);
        const done = await stripe.refunds.create({ payment_intent: session.payment_intent, amount: 2500 });
        await expect.poll(() => first.refunds.get(done.id)?.status, { timeout: 2000 }).toBe('succeeded');
        const pending = await stripe.refunds.create(
          { payment_intent: session.payment_intent, amount: 10000 },
          { idempotencyKey: 'refund-before-restart' },
        );
        return { session, done, pending };
      });

      await withProvider(options, async (again) => {
        expect(await again.paymentIntents.retrieve(session.payment_intent)).toMatchObject({
          status: 'succeeded',
        });
        expect(await again.refunds.retrieve(done.id)).toMatchObject({ status: 'succeeded', amount: 2500 });
        const listed = await again.refunds.list({ payment_intent: session.payment_intent });
        expect(listed.data.map((r) => r.id)).toEqual([pending.id, done.id]);
        const replay = await again.refunds.create(
          { payment_intent: session.payment_intent, amount: 10000 },
          { idempotencyKey: 'refund-before-restart' },
        );
        expect(replay.id).toBe(pending.id);

        const settled = await receiver.waitFor(
          'refund.updated',
          (e) => (e.data.object as { id: string }).id === pending.id,
        );
        expect(settled.data.object).toMatchObject({ status: 'succeeded' });
        const charge = await again.charges.retrieve((settled.data.object as Stripe.Refund).charge as string);
        expect(charge).toMatchObject({ amount_refunded: 12500, refunded: false });
        await expect(
          again.refunds.create({ payment_intent: session.payment_intent, amount: 20001 }),
        ).rejects.toMatchObject({ code: 'amount_too_large' });
      });
    });
  });

  it('gives sessions paid before PaymentIntents were kept a PaymentIntent that can be refunded', async () => {
    const session = await withProvider({ dataDir }, (stripe, first) => paidSession(first, stripe));
    // A data file from before: sessions, events and keys only.
    const file = join(dataDir, 'payments.json');
    const { payments: _payments, refunds: _refunds, ...older } = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify(older));

    await withProvider({ dataDir, refundDelayMs: 10 }, async (again) => {
      expect(await again.paymentIntents.retrieve(session.payment_intent)).toMatchObject({
        status: 'succeeded',
        amount: 32500,
      });
      const refund = await again.refunds.create({ payment_intent: session.payment_intent });
      expect(refund).toMatchObject({ amount: 32500, status: 'pending' });
    });
  });

  it('memory-only mode writes nothing', async () => {
    await withProvider({ dataDir: null }, (stripe) => stripe.checkout.sessions.create(campSessionParams()));
    expect(await readdir(dataDir)).toEqual([]);
  });
});

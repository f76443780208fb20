import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../src/index.js';
import {
  campSessionParams,
  GOOD_CARD,
  postDevControl,
  startProvider,
  startWebhookReceiver,
  stripeClient,
  submitPage,
  WEBHOOK_SECRET,
  type WebhookReceiver,
} from './support/harness.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(options: Parameters<typeof startProvider>[0] = {}, receiverOptions = {}) {
  const receiver = await startWebhookReceiver(receiverOptions);
  cleanups.push(() => receiver.close());
  const provider = await startProvider({ webhookUrl: receiver.url, ...options });
  cleanups.push(() => provider.close());
  return { receiver, provider, stripe: stripeClient(provider) };
}

const forSession = (id: string) => (event: Stripe.Event) => (event.data.object as { id: string }).id === id;

describe('webhooks', () => {
  it('sends checkout.session.completed, signed so the SDK’s constructEvent accepts it', async () => {
    const { receiver, provider, stripe } = await setup();
    const session = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });

    const event = await receiver.waitFor('checkout.session.completed', forSession(session.id));
    expect(event).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { registration_id: '42', kind: 'camp' },
      client_reference_id: 'reg-42',
    });

    // The header is t=<unix>,v1=<HMAC-SHA256("<t>.<body>")>, computed here independently.
    const hook = receiver.received.at(-1)!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(hook.signature) ?? [];
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(10);
    expect(v1).toBe(createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${hook.body}`).digest('hex'));
    expect(() => stripe.webhooks.constructEvent(hook.body, hook.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('sends checkout.session.expired when the API expires a session', async () => {
    const { receiver, stripe } = await setup();
    const session = await stripe.checkout.sessions.create(campSessionParams());
    await stripe.checkout.sessions.expire(session.id);
    const event = await receiver.waitFor('checkout.session.expired', forSession(session.id));
    expect(event.data.object).toMatchObject({ status: 'expired', url: null });
  });

  it('expires sessions past expires_at by itself and on access', async () => {
    let now = Date.now();
    const { receiver, provider, stripe } = await setup({ clock: () => now, expirySweepMs: 20 });
    const swept = await stripe.checkout.sessions.create(campSessionParams());
    now += 25 * 60 * 60 * 1000;
    const event = await receiver.waitFor('checkout.session.expired', forSession(swept.id));
    expect(event.data.object).toMatchObject({ status: 'expired' });
    expect(provider.sessions.get(swept.id)?.status).toBe('expired');

    const page = await fetch(`${provider.url}/pay/${swept.id}`);
    expect(await page.text()).toContain('This checkout session has expired.');
  });

  it('bank transfer: completed (unpaid) now, async_payment_succeeded after the delay', async () => {
    const { receiver, provider, stripe } = await setup({ asyncDelayMs: 60 });
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const result = await submitPage(provider, session.id, { action: 'bank', account_number: '000123456789' });
    expect(result.status).toBe(303);

    const completed = await receiver.waitFor('checkout.session.completed', forSession(session.id));
    expect(completed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const succeeded = await receiver.waitFor(
      'checkout.session.async_payment_succeeded',
      forSession(session.id),
    );
    expect(succeeded.data.object).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('bank transfer from an account ending in 0002: async_payment_failed', async () => {
    const { receiver, provider, stripe } = await setup({ asyncDelayMs: 30 });
    const session = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(provider, session.id, { action: 'bank', account_number: '000111110002' });
    const failed = await receiver.waitFor('checkout.session.async_payment_failed', forSession(session.id));
    expect(failed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const page = await fetch(`${provider.url}/pay/${session.id}`);
    expect(await page.text()).toContain('The bank transfer failed.');
  });

  it('retries a receiver that fails twice, then delivers', async () => {
    const { receiver, provider, stripe } = await setup(
      { webhookRetryDelaysMs: [20, 40, 80] },
      { failFirst: 2 },
    );
    const session = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });

    const event = await receiver.waitFor('checkout.session.completed', forSession(session.id));
    expect(receiver.hits).toBe(3);
    await provider.events.settled();
    expect(provider.events.deliveries(event.id).map((d) => d.status)).toEqual([500, 500, 200]);
    expect(provider.events.get(event.id)?.pending_webhooks).toBe(0);
  });

  it('keeps retrying when nobody listens, without holding up the payer', async () => {
    const receiver: WebhookReceiver = await startWebhookReceiver();
    await receiver.close(); // a port with nothing behind it
    const provider: PaymentProvider = await startProvider({
      webhookUrl: receiver.url,
      webhookRetryDelaysMs: [10, 10],
    });
    cleanups.push(() => provider.close());
    const stripe = stripeClient(provider);
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const result = await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });
    expect(result.status).toBe(303);

    await provider.events.settled();
    const [event] = provider.events.list();
    const deliveries = provider.events.deliveries(event!.id);
    expect(deliveries).toHaveLength(3);
    expect(deliveries.every((d) => d.status === null && d.error)).toBe(true);
    expect(event!.pending_webhooks).toBe(1);
  });

  it('re-sends a stored event with a fresh signature through the dev endpoint', async () => {
    const { receiver, provider, stripe } = await setup();
    const session = await stripe.checkout.sessions.create(campSessionParams());
    await stripe.checkout.sessions.expire(session.id);
    const original = await receiver.waitFor('checkout.session.expired', forSession(session.id));
    const firstSignature = receiver.received.at(-1)!.signature;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second → a new timestamp

    const resend = `/__dev/events/${original.id}/resend`;
    const response = await postDevControl(provider, resend);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      event: original.id,
      attempt: { status: 200, resend: true },
    });
    expect(receiver.received).toHaveLength(2);
    const again = receiver.received[1]!;
    expect(again.signature).not.toBe(firstSignature);
    expect(stripe.webhooks.constructEvent(again.body, again.signature, WEBHOOK_SECRET).id).toBe(original.id);

    const unauthorised = await postDevControl(provider, resend, { authorised: false });
    expect(unauthorised.status).toBe(401);
    const unknown = await postDevControl(provider, '/__dev/events/evt_nope/resend');
    expect(unknown.status).toBe(404);
  });
});

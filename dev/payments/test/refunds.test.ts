import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUND_FAILING_CARD } from '../src/index.js';
import {
  campSessionParams,
  invalidRequest,
  paidSession,
  postDevControl,
  startProvider,
  startWebhookReceiver,
  stripeClient,
  submitPage,
  useProvider,
  WEBHOOK_SECRET,
} from './support/harness.js';

const REFUND_DELAY_MS = 40;

const { provider, stripe } = useProvider({ refundDelayMs: REFUND_DELAY_MS, asyncDelayMs: 60_000 });

async function settledRefund(id: string): Promise<Stripe.Refund> {
  await expect
    .poll(async () => (await stripe.refunds.retrieve(id)).status, { timeout: 2000 })
    .not.toBe('pending');
  return stripe.refunds.retrieve(id);
}

async function charge(paymentIntentId: string): Promise<Stripe.Charge> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  return stripe.charges.retrieve(intent.latest_charge as string);
}

describe('POST /v1/refunds', () => {
  it('refunds a whole payment by payment_intent: pending, then succeeded', async () => {
    const session = await paidSession(provider, stripe);
    const before = Math.floor(Date.now() / 1000);
    const refund = await stripe.refunds.create({
      payment_intent: session.payment_intent,
      reason: 'requested_by_customer',
      metadata: { registration_id: '42' },
    });

    const intent = await stripe.paymentIntents.retrieve(session.payment_intent);
    expect(refund.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 32500,
      currency: 'usd',
      payment_intent: session.payment_intent,
      charge: intent.latest_charge,
      reason: 'requested_by_customer',
      status: 'pending',
      pending_reason: 'processing',
      metadata: { registration_id: '42' },
    });
    expect(refund.created).toBeGreaterThanOrEqual(before);
    expect(refund.balance_transaction).toMatch(/^txn_/);
    expect(refund).not.toHaveProperty('failure_reason');

    // The money is spoken for at once: the charge counts the pending refund.
    expect(await charge(session.payment_intent)).toMatchObject({ amount_refunded: 32500, refunded: true });
    // The PaymentIntent still says what was received.
    expect(intent.amount_received).toBe(32500);

    const settled = await settledRefund(refund.id);
    expect(settled).toMatchObject({ id: refund.id, status: 'succeeded', amount: 32500 });
    expect(settled).not.toHaveProperty('pending_reason');
  });

  it('takes partial refunds up to the amount paid, by payment_intent or charge', async () => {
    const session = await paidSession(provider, stripe);
    const { id: chargeId } = await charge(session.payment_intent);

    const first = await stripe.refunds.create({ payment_intent: session.payment_intent, amount: 10000 });
    expect(await charge(session.payment_intent)).toMatchObject({ amount_refunded: 10000, refunded: false });
    const second = await stripe.refunds.create({ charge: chargeId, amount: 20000, reason: 'duplicate' });
    expect(second).toMatchObject({ charge: chargeId, payment_intent: session.payment_intent, amount: 20000 });
    // No amount: whatever is left.
    const rest = await stripe.refunds.create({ payment_intent: session.payment_intent });
    expect(rest.amount).toBe(2500);
    expect(await charge(session.payment_intent)).toMatchObject({ amount_refunded: 32500, refunded: true });

    const error = await invalidRequest(
      stripe.refunds.create({ payment_intent: session.payment_intent, amount: 1 }),
    );
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${chargeId} has already been refunded.`,
    });
    expect([first, second, rest].every((r) => r.status === 'pending')).toBe(true);
  });

  it('refuses to refund more than is left, in Stripe’s words', async () => {
    const session = await paidSession(provider, stripe);
    await stripe.refunds.create({ payment_intent: session.payment_intent, amount: 10000 });
    const error = await invalidRequest(
      stripe.refunds.create({ payment_intent: session.payment_intent, amount: 30000 }),
    );
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($300.00) is greater than unrefunded amount on charge ($225.00)',
    });
    expect(await charge(session.payment_intent)).toMatchObject({ amount_refunded: 10000 });
  });

  it('replays a refund for the same Idempotency-Key and refuses the key with other parameters', async () => {
    const session = await paidSession(provider, stripe);
    const params = { payment_intent: session.payment_intent, amount: 5000, metadata: { reason: 'week 2' } };
    const first = await stripe.refunds.create(params, { idempotencyKey: `refund-${session.id}` });
    const again = await stripe.refunds.create(params, { idempotencyKey: `refund-${session.id}` });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.refunds.list({ payment_intent: session.payment_intent })).data).toHaveLength(1);

    const different = stripe.refunds.create(
      { ...params, amount: 6000 },
      { idempotencyKey: `refund-${session.id}` },
    );
    await expect(different).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(await charge(session.payment_intent)).toMatchObject({ amount_refunded: 5000 });
  });

  it('20 concurrent full refunds with different keys: exactly one goes through', async () => {
    const session = await paidSession(provider, stripe);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        stripe.refunds.create(
          { payment_intent: session.payment_intent, amount: 32500 },
          { idempotencyKey: `concurrent-${session.id}-${i}` },
        ),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(1);
    expect(rejected).toHaveLength(19);
    for (const { reason } of rejected) expect(reason).toMatchObject({ code: 'charge_already_refunded' });
    expect(await charge(session.payment_intent)).toMatchObject({ amount_refunded: 32500 });
    expect((await stripe.refunds.list({ payment_intent: session.payment_intent })).data).toHaveLength(1);
  });

  it('concurrent partial refunds never add up to more than was paid', async () => {
    const session = await paidSession(provider, stripe);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        stripe.refunds.create({ payment_intent: session.payment_intent, amount: 3000 }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    expect(succeeded).toHaveLength(10); // 10 × $30 of $325
    const refunds = await stripe.refunds.list({ payment_intent: session.payment_intent, limit: 100 });
    expect(refunds.data.reduce((sum, r) => sum + r.amount, 0)).toBe(30000);
    const tooMuch = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(tooMuch?.reason).toMatchObject({ code: 'amount_too_large', param: 'amount' });
  });

  it('refuses payments that cannot be refunded, and bad parameters', async () => {
    await expect(stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
      message: "No such payment_intent: 'pi_nope'",
    });
    await expect(stripe.refunds.create({ charge: 'ch_nope' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'charge',
    });
    await expect(stripe.refunds.create({})).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
    });

    // A bank transfer still settling has no successful charge yet.
    const created = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(provider, created.id, { action: 'bank', account_number: '000123456789' });
    const { payment_intent } = await stripe.checkout.sessions.retrieve(created.id);
    const unpaid = await invalidRequest(stripe.refunds.create({ payment_intent: payment_intent as string }));
    expect(unpaid).toMatchObject({
      statusCode: 400,
      message: `This PaymentIntent (${payment_intent}) does not have a successful charge to refund.`,
    });

    const session = await paidSession(provider, stripe);
    const paid = { payment_intent: session.payment_intent };
    await expect(stripe.refunds.create({ ...paid, amount: 0 })).rejects.toMatchObject({
      param: 'amount',
      code: 'parameter_invalid_integer',
    });
    await expect(
      stripe.refunds.create({ ...paid, reason: 'changed_mind' as Stripe.RefundCreateParams.Reason }),
    ).rejects.toMatchObject({ param: 'reason' });
    await expect(
      stripe.refunds.create({ ...paid, colour: 'red' } as Stripe.RefundCreateParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'colour' });
    const other = await paidSession(provider, stripe);
    await expect(
      stripe.refunds.create({ ...paid, charge: (await charge(other.payment_intent)).id }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'charge' });
    expect(await charge(session.payment_intent)).toMatchObject({ amount_refunded: 0 });
  });

  it('expands charge and payment_intent on request', async () => {
    const session = await paidSession(provider, stripe);
    const refund = await stripe.refunds.create({
      payment_intent: session.payment_intent,
      amount: 1000,
      expand: ['charge', 'payment_intent'],
    });
    expect(refund.charge).toMatchObject({ object: 'charge', amount_refunded: 1000 });
    expect(refund.payment_intent).toMatchObject({ object: 'payment_intent', id: session.payment_intent });
  });
});

describe('GET /v1/refunds', () => {
  it('retrieves one refund, and 404 for an unknown id', async () => {
    const session = await paidSession(provider, stripe);
    const refund = await stripe.refunds.create({ payment_intent: session.payment_intent, amount: 700 });
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 700 });
    await expect(stripe.refunds.retrieve('re_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('lists refunds of one payment_intent (or charge), newest first, in pages', async () => {
    const a = await paidSession(provider, stripe);
    const b = await paidSession(provider, stripe);
    const made: string[] = [];
    for (const amount of [100, 200, 300]) {
      made.push((await stripe.refunds.create({ payment_intent: a.payment_intent, amount })).id);
    }
    await stripe.refunds.create({ payment_intent: b.payment_intent, amount: 400 });

    const list = await stripe.refunds.list({ payment_intent: a.payment_intent });
    expect(list).toMatchObject({ object: 'list', url: '/v1/refunds', has_more: false });
    expect(list.data.map((r) => r.id)).toEqual([...made].reverse());
    expect(list.data.every((r) => r.payment_intent === a.payment_intent)).toBe(true);

    const byCharge = await stripe.refunds.list({ charge: (await charge(b.payment_intent)).id });
    expect(byCharge.data.map((r) => r.amount)).toEqual([400]);

    const page = await stripe.refunds.list({ payment_intent: a.payment_intent, limit: 2 });
    expect(page.data.map((r) => r.amount)).toEqual([300, 200]);
    expect(page.has_more).toBe(true);
    const next = await stripe.refunds.list({
      payment_intent: a.payment_intent,
      limit: 2,
      starting_after: page.data[1]!.id,
    });
    expect(next.data.map((r) => r.amount)).toEqual([100]);
    expect(next.has_more).toBe(false);

    const all: number[] = [];
    for await (const refund of stripe.refunds.list({ payment_intent: a.payment_intent, limit: 1 })) {
      all.push(refund.amount);
    }
    expect(all).toEqual([300, 200, 100]);

    await expect(stripe.refunds.list({ payment_intent: 'pi_nope' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'payment_intent',
    });
    const charges = await stripe.charges.retrieve((await charge(a.payment_intent)).id, {
      expand: ['refunds'],
    });
    expect(charges.refunds?.data.map((r) => r.amount)).toEqual([300, 200, 100]);
  });
});

describe('POST /v1/refunds/:id', () => {
  it('updates metadata only; cancel is refused for card refunds', async () => {
    const session = await paidSession(provider, stripe);
    const refund = await stripe.refunds.create({
      payment_intent: session.payment_intent,
      amount: 100,
      metadata: { a: '1', b: '2' },
    });
    const updated = await stripe.refunds.update(refund.id, { metadata: { b: '', c: '3' } });
    expect(updated.metadata).toEqual({ a: '1', c: '3' });
    const events = await stripe.events.list({ type: 'refund.updated', limit: 100 });
    const event = events.data.find(
      (e) =>
        (e.data.object as Stripe.Refund).id === refund.id &&
        (e.data.previous_attributes as { metadata?: unknown } | undefined)?.metadata,
    );
    expect(event?.data).toMatchObject({
      object: { id: refund.id, metadata: { a: '1', c: '3' } },
      previous_attributes: { metadata: { b: '2', c: null } },
    });
    expect(event?.request?.id).toMatch(/^req_/);

    await expect(
      stripe.refunds.update(refund.id, { amount: 5 } as Stripe.RefundUpdateParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'amount' });
    await expect(stripe.refunds.cancel(refund.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('refund lifecycle and webhooks', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup() {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const own = await startProvider({ webhookUrl: receiver.url, refundDelayMs: REFUND_DELAY_MS });
    cleanups.push(() => own.close());
    return { receiver, own, client: stripeClient(own) };
  }

  /** Every delivered event, verified with the SDK's async verifier, oldest first. */
  async function verifiedEvents(receiver: Awaited<ReturnType<typeof startWebhookReceiver>>) {
    const verifier = new Stripe('sk_test_unused');
    return Promise.all(
      receiver.received.map((hook) =>
        verifier.webhooks.constructEventAsync(hook.body, hook.signature, WEBHOOK_SECRET),
      ),
    );
  }

  const forRefund = (id: string) => (event: Stripe.Event) => (event.data.object as { id: string }).id === id;

  it('pending → succeeded with refund.created, charge.refunded, refund.updated, all signed', async () => {
    const { receiver, own, client } = await setup();
    const session = await paidSession(own, client);
    const refund = await client.refunds.create(
      { payment_intent: session.payment_intent, amount: 12500 },
      { idempotencyKey: 'lifecycle-1' },
    );

    const updated = await receiver.waitFor('refund.updated', forRefund(refund.id));
    expect(updated.data.object).toMatchObject({ id: refund.id, status: 'succeeded' });
    expect(updated.data.previous_attributes).toEqual({ status: 'pending' });
    expect(updated.request).toEqual({ id: null, idempotency_key: null });
    await receiver.waitFor('charge.refund.updated', forRefund(refund.id));

    const events = (await verifiedEvents(receiver)).filter(
      (e) => e.type.startsWith('refund.') || e.type.startsWith('charge.'),
    );
    // Deliveries run side by side, so they may arrive in any order (as on Stripe).
    expect(events.map((e) => e.type).sort()).toEqual([
      'charge.refund.updated',
      'charge.refunded',
      'refund.created',
      'refund.updated',
    ]);
    const created = events.find((e) => e.type === 'refund.created');
    const chargeRefunded = events.find((e) => e.type === 'charge.refunded');
    expect(created!.data.object).toMatchObject({ id: refund.id, status: 'pending', amount: 12500 });
    expect(created!.request).toMatchObject({ idempotency_key: 'lifecycle-1' });
    expect(chargeRefunded!.data.object).toMatchObject({
      object: 'charge',
      amount: 32500,
      amount_refunded: 12500,
      refunded: false,
      payment_intent: session.payment_intent,
    });
    expect((await client.events.list({ type: 'refund.*' })).data.map((e) => e.type)).toEqual([
      'refund.updated',
      'refund.created',
    ]);

    // A full refund marks the charge refunded.
    await client.refunds.create({ payment_intent: session.payment_intent });
    const full = await receiver.waitFor('charge.refunded', (e) => (e.data.object as Stripe.Charge).refunded);
    expect(full.data.object).toMatchObject({ amount_refunded: 32500, refunded: true });
  });

  it('a refund of the refund-failing test card fails: refund.updated and refund.failed', async () => {
    const { receiver, own, client } = await setup();
    const session = await paidSession(own, client, { card: REFUND_FAILING_CARD });
    const refund = await client.refunds.create({ payment_intent: session.payment_intent });
    expect(refund.status).toBe('pending');

    const failed = await receiver.waitFor('refund.failed', forRefund(refund.id));
    expect(failed.data.object).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect((failed.data.object as Stripe.Refund).failure_balance_transaction).toMatch(/^txn_/);
    const updated = await receiver.waitFor('refund.updated', forRefund(refund.id));
    expect(updated.data).toMatchObject({
      object: { status: 'failed' },
      previous_attributes: { status: 'pending' },
    });

    // The failed amount is refundable again.
    expect(await client.refunds.retrieve(refund.id)).toMatchObject({ status: 'failed' });
    const intent = await client.paymentIntents.retrieve(session.payment_intent, {
      expand: ['latest_charge'],
    });
    expect(intent.latest_charge).toMatchObject({ amount_refunded: 0, refunded: false });
  });

  it('the dev control fails just the next refund of a payment', async () => {
    const { receiver, own, client } = await setup();
    const session = await paidSession(own, client);
    const failNextRefund = `/__dev/payment_intents/${session.payment_intent}/fail_next_refund`;
    const response = await postDevControl(own, failNextRefund, {
      form: 'failure_reason=lost_or_stolen_card',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      payment_intent: session.payment_intent,
      failure_reason: 'lost_or_stolen_card',
    });

    const first = await client.refunds.create({ payment_intent: session.payment_intent, amount: 1000 });
    const second = await client.refunds.create({ payment_intent: session.payment_intent, amount: 1000 });
    await receiver.waitFor('refund.failed', forRefund(first.id));
    await receiver.waitFor('refund.updated', forRefund(second.id));
    expect(own.refunds.get(first.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
    });
    expect(own.refunds.get(second.id)).toMatchObject({ status: 'succeeded' });

    // The same through the in-process handle, with the default reason.
    own.refunds.failNext(session.payment_intent);
    const third = await client.refunds.create({ payment_intent: session.payment_intent, amount: 1000 });
    await receiver.waitFor('refund.failed', forRefund(third.id));
    expect(own.refunds.get(third.id)).toMatchObject({ failure_reason: 'expired_or_canceled_card' });

    const unauthorised = await postDevControl(own, failNextRefund, { authorised: false });
    expect(unauthorised.status).toBe(401);
    const unknown = await postDevControl(own, '/__dev/payment_intents/pi_nope/fail_next_refund');
    expect(unknown.status).toBe(404);
    const badReason = await postDevControl(own, failNextRefund, { form: 'failure_reason=bored' });
    expect(badReason.status).toBe(400);
  });
});

import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  invalidRequest,
  paidSession,
  postDevControl,
  startProvider,
  stripeClient,
  useProvider,
} from './support/harness.js';

const { provider, stripe } = useProvider();

/** A camp checkout that saves the card for later instalments, paid with `card`. */
async function savedCard(
  card = '4242 4242 4242 4242',
  params: Partial<Stripe.Checkout.SessionCreateParams> = {},
) {
  const session = await paidSession(provider, stripe, {
    card,
    params: {
      payment_intent_data: { setup_future_usage: 'off_session', metadata: { plan: 'p1' } },
      ...params,
    },
  });
  const intent = await stripe.paymentIntents.retrieve(session.payment_intent);
  return {
    session,
    intent,
    customer: session.customer as string,
    paymentMethod: intent.payment_method as string,
  };
}

const charge = (
  customer: string,
  paymentMethod: string,
  extra: Partial<Stripe.PaymentIntentCreateParams> = {},
  key?: string,
) =>
  stripe.paymentIntents.create(
    {
      amount: 10000,
      currency: 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      metadata: { instalment: '2' },
      ...extra,
    },
    key ? { idempotencyKey: key } : {},
  );

describe('saving a card at checkout and charging it later', () => {
  it('setup_future_usage makes a customer, attaches the card and marks the PaymentIntent', async () => {
    const { session, intent, customer, paymentMethod } = await savedCard();
    expect(customer).toMatch(/^cus_/);
    expect(intent).toMatchObject({ customer, setup_future_usage: 'off_session', metadata: { plan: 'p1' } });
    expect(await stripe.customers.retrieve(customer)).toMatchObject({
      id: customer,
      email: session.customer_email,
    });
    const method = await stripe.paymentMethods.retrieve(paymentMethod);
    expect(method).toMatchObject({ customer, type: 'card', card: { brand: 'visa', last4: '4242' } });
    const list = await stripe.customers.listPaymentMethods(customer, { type: 'card' });
    expect(list.data.map((m) => m.id)).toEqual([paymentMethod]);
  });

  it('a checkout without setup_future_usage saves nothing and makes no customer', async () => {
    const session = await paidSession(provider, stripe);
    expect(session.customer).toBeNull();
    const intent = await stripe.paymentIntents.retrieve(session.payment_intent);
    expect(intent.customer).toBeNull();
    expect(intent.setup_future_usage).toBeNull();
  });

  it('charges the saved card off-session: succeeded, with its charge, refundable, announced', async () => {
    const { customer, paymentMethod } = await savedCard();
    const intent = await charge(customer, paymentMethod);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 10000,
      amount_received: 10000,
      customer,
      payment_method: paymentMethod,
      metadata: { instalment: '2' },
    });
    const withCharge = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(withCharge.latest_charge).toMatchObject({
      status: 'succeeded',
      payment_method_details: { card: { last4: '4242' } },
    });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 2500 });
    expect(refund).toMatchObject({ amount: 2500, payment_intent: intent.id });
    const events = await stripe.events.list({ type: 'payment_intent.succeeded' });
    expect(events.data.some((e) => (e.data.object as Stripe.PaymentIntent).id === intent.id)).toBe(true);
  });

  it('a card that always asks for authentication declines off-session with authentication_required (402)', async () => {
    const { customer, paymentMethod } = await savedCard('4000 0027 6000 3184');
    const error = (await charge(customer, paymentMethod).catch(
      (e: unknown) => e,
    )) as Stripe.errors.StripeCardError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.code).toBe('authentication_required');
    expect(error.decline_code).toBe('authentication_required');
    const intent = error.payment_intent!;
    expect(intent).toMatchObject({ status: 'requires_payment_method', customer });
    expect(intent.last_payment_error).toMatchObject({ code: 'authentication_required' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    const failed = await stripe.events.list({ type: 'payment_intent.payment_failed' });
    expect(failed.data.some((e) => (e.data.object as Stripe.PaymentIntent).id === intent.id)).toBe(true);
  });

  it('the fail-next-charge control declines one later charge of a card that paid, then it pays again', async () => {
    const { customer, paymentMethod } = await savedCard();
    const control = await postDevControl(
      provider,
      `/__dev/payment_methods/${paymentMethod}/fail_next_charge`,
      {
        form: 'decline_code=insufficient_funds',
      },
    );
    expect(control.status).toBe(200);
    const error = (await charge(customer, paymentMethod).catch(
      (e: unknown) => e,
    )) as Stripe.errors.StripeCardError;
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect((await charge(customer, paymentMethod)).status).toBe('succeeded');
  });

  it('a retried request with the same idempotency key answers the same decline and charges once', async () => {
    const { customer, paymentMethod } = await savedCard();
    await postDevControl(provider, `/__dev/payment_methods/${paymentMethod}/fail_next_charge`, { form: '' });
    const first = (await charge(customer, paymentMethod, {}, 'inst-k1').catch(
      (e: unknown) => e,
    )) as Stripe.errors.StripeCardError;
    const again = (await charge(customer, paymentMethod, {}, 'inst-k1').catch(
      (e: unknown) => e,
    )) as Stripe.errors.StripeCardError;
    expect(first.code).toBe('card_declined');
    expect(again.payment_intent?.id).toBe(first.payment_intent?.id);
    const ok1 = await charge(customer, paymentMethod, {}, 'inst-k2');
    const ok2 = await charge(customer, paymentMethod, {}, 'inst-k2');
    expect(ok2.id).toBe(ok1.id);
  });

  it('refuses a card of another customer, a detached card, and a charge that is not off-session', async () => {
    const a = await savedCard();
    const b = await savedCard();
    await invalidRequest(charge(a.customer, b.paymentMethod));
    await invalidRequest(charge(a.customer, a.paymentMethod, { off_session: false }));
    await invalidRequest(charge(a.customer, a.paymentMethod, { amount: 20 }));
    await stripe.paymentMethods.detach(a.paymentMethod);
    await invalidRequest(charge(a.customer, a.paymentMethod));
    expect((await stripe.customers.listPaymentMethods(a.customer)).data).toEqual([]);
  });

  it('checkout for an existing customer saves the card to that customer; bad customer params are refused', async () => {
    const customer = await stripe.customers.create({ email: 'coach@example.com', name: 'Coach Ada' });
    const { customer: used, paymentMethod } = await savedCard('4242 4242 4242 4242', {
      customer: customer.id,
      customer_email: undefined,
    });
    expect(used).toBe(customer.id);
    expect((await stripe.paymentMethods.retrieve(paymentMethod)).customer).toBe(customer.id);
    await invalidRequest(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: 'http://localhost/s',
        customer: 'cus_missing',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'x' } }, quantity: 1 },
        ],
      }),
    );
    await invalidRequest(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: 'http://localhost/s',
        customer: customer.id,
        customer_email: 'x@example.com',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'x' } }, quantity: 1 },
        ],
      }),
    );
  });
});

describe('saved cards across a restart', () => {
  it('customers, their cards and the off-session behaviour are kept in the data file', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'payments-saved-'));
    const first = await startProvider({ dataDir });
    const s1 = stripeClient(first);
    const session = await paidSession(first, s1, {
      card: '4000 0027 6000 3184',
      params: { payment_intent_data: { setup_future_usage: 'off_session' } },
    });
    const pm = (await s1.paymentIntents.retrieve(session.payment_intent)).payment_method as string;
    await first.close();
    const second = await startProvider({ dataDir });
    try {
      const s2 = stripeClient(second);
      expect((await s2.paymentMethods.retrieve(pm)).customer).toBe(session.customer);
      const error = await s2.paymentIntents
        .create({
          amount: 5000,
          currency: 'usd',
          customer: session.customer as string,
          payment_method: pm,
          off_session: true,
          confirm: true,
        })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'authentication_required' });
    } finally {
      await second.close();
    }
  });
});

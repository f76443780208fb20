import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  campSessionParams,
  invalidRequest,
  paidSession,
  submitPage,
  useProvider,
} from './support/harness.js';

// A bank transfer stays processing for a second: long enough to be seen on a loaded machine.
const { provider, stripe } = useProvider({ asyncDelayMs: 1000 });

describe('the PaymentIntent of a paid session', () => {
  it('is a pi_ id on the session, and the succeeded PaymentIntent with expand[]=payment_intent', async () => {
    const session = await paidSession(provider, stripe);
    expect(session.payment_intent).toMatch(/^pi_[A-Za-z0-9]{24}$/);

    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    const intent = expanded.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      id: session.payment_intent,
      object: 'payment_intent',
      amount: 32500,
      amount_received: 32500,
      currency: 'usd',
      status: 'succeeded',
      livemode: false,
      receipt_email: 'parent@example.com',
      payment_method_types: ['card'],
      last_payment_error: null,
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('GET /v1/payment_intents/:id returns the same object; latest_charge expands to the charge', async () => {
    const session = await paidSession(provider, stripe);
    const intent = await stripe.paymentIntents.retrieve(session.payment_intent);
    expect(intent).toMatchObject({ id: session.payment_intent, status: 'succeeded', amount: 32500 });

    const withCharge = await stripe.paymentIntents.retrieve(session.payment_intent, {
      expand: ['latest_charge'],
    });
    const charge = withCharge.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      id: intent.latest_charge,
      object: 'charge',
      amount: 32500,
      amount_captured: 32500,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      captured: true,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
      },
      billing_details: { email: 'parent@example.com' },
    });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ id: charge.id, amount_refunded: 0 });

    const deep = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(((deep.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge).id).toBe(charge.id);
  });

  it('an open session has payment_intent null, expanded or not', async () => {
    const created = await stripe.checkout.sessions.create(campSessionParams());
    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect(session.payment_intent).toBeNull();
  });

  it('a bank transfer is processing until it settles, then succeeded', async () => {
    const created = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(provider, created.id, { action: 'bank', account_number: '000123456789' });
    const session = await stripe.checkout.sessions.retrieve(created.id);
    const intent = await stripe.paymentIntents.retrieve(session.payment_intent as string, {
      expand: ['latest_charge'],
    });
    expect(intent).toMatchObject({ status: 'processing', amount_received: 0 });
    expect(intent.latest_charge).toMatchObject({
      status: 'pending',
      paid: false,
      payment_method_details: { type: 'us_bank_account', us_bank_account: { last4: '6789' } },
    });

    await expect
      .poll(async () => (await stripe.paymentIntents.retrieve(intent.id)).status, { timeout: 4_000 })
      .toBe('succeeded');
    expect((await stripe.charges.retrieve((intent.latest_charge as Stripe.Charge).id)).status).toBe(
      'succeeded',
    );
  });

  it('a failed bank transfer leaves requires_payment_method with the error, and a failed charge', async () => {
    const created = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(provider, created.id, { action: 'bank', account_number: '000111110002' });
    const { payment_intent } = await stripe.checkout.sessions.retrieve(created.id);
    await expect
      .poll(async () => (await stripe.paymentIntents.retrieve(payment_intent as string)).status, {
        timeout: 4_000,
      })
      .toBe('requires_payment_method');
    const intent = await stripe.paymentIntents.retrieve(payment_intent as string, {
      expand: ['latest_charge'],
    });
    expect(intent.last_payment_error).toMatchObject({ code: 'payment_method_provider_decline' });
    expect(intent.latest_charge).toMatchObject({
      status: 'failed',
      failure_code: 'payment_method_provider_decline',
    });
  });

  it('unknown ids get 404 resource_missing', async () => {
    await expect(stripe.paymentIntents.retrieve('pi_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_nope'",
    });
    const error = await invalidRequest(stripe.charges.retrieve('ch_nope'));
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

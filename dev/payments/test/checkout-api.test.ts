import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  campSessionParams,
  invalidRequest,
  SECRET_KEY,
  stripeClient,
  useProvider,
} from './support/harness.js';

const { provider, stripe } = useProvider();

describe('POST /v1/checkout/sessions', () => {
  it('creates an open, unpaid session with totals, metadata and the hosted page url', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await stripe.checkout.sessions.create(campSessionParams());

    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{20,}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      amount_subtotal: 32500,
      amount_total: 32500,
      currency: 'usd',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      livemode: false,
      metadata: { registration_id: '42', kind: 'camp' },
      client_reference_id: 'reg-42',
      customer_email: 'parent@example.com',
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      success_url: 'http://localhost:8080/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8080/payment/cancel?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session.url).toBe(`${provider.url}/pay/${session.id}`);
    expect(session.created).toBeGreaterThanOrEqual(before);
    expect(session.expires_at).toBe(session.created + 24 * 60 * 60);
  });

  it('gives each session its own random id', async () => {
    const a = await stripe.checkout.sessions.create(campSessionParams());
    const b = await stripe.checkout.sessions.create(campSessionParams());
    expect(a.id).not.toBe(b.id);
  });

  it('accepts the older payment_method_types list as well as allowed_payment_method_types', async () => {
    const legacy = {
      ...campSessionParams({ allowed_payment_method_types: undefined }),
      payment_method_types: ['card', 'us_bank_account'],
    } as Stripe.Checkout.SessionCreateParams;
    const session = await stripe.checkout.sessions.create(legacy);
    expect(session.payment_method_types).toEqual(['card', 'us_bank_account']);
    expect(session.allowed_payment_method_types).toBeNull();
  });

  it('honours expires_at within Stripe’s 30 minute to 24 hour window', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const session = await stripe.checkout.sessions.create(campSessionParams({ expires_at: expiresAt }));
    expect(session.expires_at).toBe(expiresAt);

    const tooSoon = stripe.checkout.sessions.create(campSessionParams({ expires_at: expiresAt - 3500 }));
    await expect(tooSoon).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' });
  });

  it.each([
    ['success_url', { success_url: undefined }],
    ['line_items', { line_items: undefined }],
    ['mode', { mode: undefined }],
    [
      'line_items[0][quantity]',
      { line_items: [{ price_data: campSessionParams().line_items[0]!.price_data }] },
    ],
  ])('rejects a missing %s with a 400 StripeInvalidRequestError', async (param, overrides) => {
    const params = { ...campSessionParams(), ...overrides } as Stripe.Checkout.SessionCreateParams;
    const error = await invalidRequest(stripe.checkout.sessions.create(params));
    expect(error).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param,
      message: `Missing required param: ${param}.`,
    });
  });

  it('rejects parameters Stripe does not know, and prices it cannot look up', async () => {
    const unknown = { ...campSessionParams(), colour: 'green' } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(unknown)).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'colour',
    });
    const byPriceId = stripe.checkout.sessions.create({
      ...campSessionParams(),
      line_items: [{ price: 'price_123', quantity: 1 }],
    });
    await expect(byPriceId).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('returns the same session for a repeated Idempotency-Key and refuses the key with other params', async () => {
    const first = await stripe.checkout.sessions.create(campSessionParams(), {
      idempotencyKey: 'reg-42-attempt-1',
    });
    const again = await stripe.checkout.sessions.create(campSessionParams(), {
      idempotencyKey: 'reg-42-attempt-1',
    });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(provider.sessions.list().filter((s) => s.id === first.id)).toHaveLength(1);

    const different = stripe.checkout.sessions.create(campSessionParams({ client_reference_id: 'reg-43' }), {
      idempotencyKey: 'reg-42-attempt-1',
    });
    await expect(different).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('expands line_items on request', async () => {
    const created = await stripe.checkout.sessions.create(campSessionParams());
    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
    expect(
      session.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total]),
    ).toEqual([
      ['Summer Camp 2026 – Week 1', 2, 30000],
      ['Camp T-shirt', 1, 2500],
    ]);
    const listed = await stripe.checkout.sessions.listLineItems(created.id);
    expect(listed.data).toHaveLength(2);
    await expect(
      stripe.checkout.sessions.retrieve(created.id, { expand: ['customer'] }),
    ).rejects.toMatchObject({
      param: 'expand[0]',
    });
  });
});

describe('GET /v1/checkout/sessions/:id', () => {
  it('retrieves a created session', async () => {
    const created = await stripe.checkout.sessions.create(campSessionParams());
    const session = await stripe.checkout.sessions.retrieve(created.id);
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
    expect(plain(session)).toEqual(plain(created));
  });

  it('answers an unknown id with 404 resource_missing', async () => {
    const error = await invalidRequest(stripe.checkout.sessions.retrieve('cs_test_nope'));
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('POST /v1/checkout/sessions/:id/expire', () => {
  it('expires an open session once; a second expire is a 400', async () => {
    const created = await stripe.checkout.sessions.create(campSessionParams());
    const expired = await stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({ id: created.id, status: 'expired', payment_status: 'unpaid', url: null });
    expect((await stripe.checkout.sessions.retrieve(created.id)).status).toBe('expired');

    const error = await invalidRequest(stripe.checkout.sessions.expire(created.id));
    expect(error).toMatchObject({ statusCode: 400 });
    expect((error as Error).message).toContain('status of "expired"');
  });

  it('records a checkout.session.expired event caused by the request', async () => {
    const created = await stripe.checkout.sessions.create(campSessionParams());
    await stripe.checkout.sessions.expire(created.id);
    const events = await stripe.events.list({ limit: 5 });
    const event = events.data.find((e) => (e.data.object as { id?: string }).id === created.id);
    expect(event).toMatchObject({ type: 'checkout.session.expired', object: 'event', livemode: false });
    expect(event?.request?.id).toMatch(/^req_/);
    expect(await stripe.events.retrieve(event!.id)).toMatchObject({ id: event!.id });
  });
});

describe('authentication', () => {
  it('rejects a wrong secret key with 401 StripeAuthenticationError', async () => {
    const wrong = stripeClient(provider, 'sk_test_wrong_key_0000000000');
    const error = await wrong.checkout.sessions.create(campSessionParams()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401 });
    expect((error as Error).message).not.toContain('wrong_key');
  });

  it('rejects a request without a key', async () => {
    const response = await fetch(`${provider.url}/v1/checkout/sessions/cs_test_x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('accepts the key as HTTP Basic user name like Stripe (curl -u sk_...:)', async () => {
    const response = await fetch(`${provider.url}/v1/events?limit=1`, {
      headers: { Authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'list', url: '/v1/events' });
  });
});

describe('GET /v1/events', () => {
  it('lists newest first and honours limit', async () => {
    for (let i = 0; i < 3; i++) {
      const created = await stripe.checkout.sessions.create(campSessionParams());
      await stripe.checkout.sessions.expire(created.id);
    }
    const page = await stripe.events.list({ limit: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.has_more).toBe(true);
    const all = provider.events.list();
    expect(page.data.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
  });
});

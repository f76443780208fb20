import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { type PaymentProvider, type PaymentProviderOptions, startPaymentProvider } from '../../src/index.js';

export const SECRET_KEY = 'sk_test_stand_in_123456789';
export const WEBHOOK_SECRET = 'whsec_test_stand_in';

/** The official SDK configured the way our server configures it for the stand-in. */
export function stripeClient(provider: PaymentProvider, key = SECRET_KEY): Stripe {
  return new Stripe(key, {
    host: 'localhost',
    port: provider.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

export function startProvider(overrides: Partial<PaymentProviderOptions> = {}): Promise<PaymentProvider> {
  return startPaymentProvider({
    port: 0,
    secretKey: SECRET_KEY,
    webhookUrl: null,
    webhookSecret: WEBHOOK_SECRET,
    dataDir: null,
    ...overrides,
  });
}

/** Starts a provider, runs `use` with its SDK client and itself, and closes it even when `use` fails. */
export async function withProvider<T>(
  overrides: Partial<PaymentProviderOptions>,
  use: (stripe: Stripe, provider: PaymentProvider) => Promise<T>,
): Promise<T> {
  const provider = await startProvider(overrides);
  try {
    return await use(stripeClient(provider), provider);
  } finally {
    await provider.close();
  }
}

/**
 * A provider for the tests of a file (or a describe block): started before them with `overrides`
 * and closed after them, with an SDK client. Both answer once the provider has started.
 */
export function useProvider(overrides: Partial<PaymentProviderOptions> = {}): {
  provider: PaymentProvider;
  stripe: Stripe;
} {
  let started: { provider: PaymentProvider; stripe: Stripe } | undefined;
  beforeAll(async () => {
    const provider = await startProvider(overrides);
    started = { provider, stripe: stripeClient(provider) };
  });
  afterAll(() => started?.provider.close());
  const current = () => {
    if (!started) throw new Error('the payment provider starts before the tests');
    return started;
  };
  return { provider: startedLater(() => current().provider), stripe: startedLater(() => current().stripe) };
}

/** An object that stands for the one `get` returns once it exists (set up in a beforeAll). */
function startedLater<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * POSTs to one of the stand-in's /__dev controls with the secret key (`authorised: false`
 * leaves it out), and a form body when one is given.
 */
export function postDevControl(
  provider: PaymentProvider,
  path: string,
  options: { form?: string; authorised?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.authorised !== false) headers.Authorization = `Bearer ${SECRET_KEY}`;
  if (options.form === undefined) return fetch(`${provider.url}${path}`, { method: 'POST', headers });
  headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return fetch(`${provider.url}${path}`, { method: 'POST', headers, body: options.form });
}

/** Expects `request` to fail with the SDK's StripeInvalidRequestError, and returns the error. */
export async function invalidRequest(request: Promise<unknown>): Promise<unknown> {
  const error = await request.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  return error;
}

/** A typical camp registration checkout, as our server creates it. */
export function campSessionParams(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 15000,
          product_data: { name: 'Summer Camp 2026 – Week 1', description: 'Ages 8-12, full day' },
        },
        quantity: 2,
      },
      {
        price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'Camp T-shirt' } },
        quantity: 1,
      },
    ],
    success_url: 'http://localhost:8080/payment/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:8080/payment/cancel?session_id={CHECKOUT_SESSION_ID}',
    customer_email: 'parent@example.com',
    client_reference_id: 'reg-42',
    metadata: { registration_id: '42', kind: 'camp' },
    allowed_payment_method_types: ['card'],
    ...extra,
  } satisfies Stripe.Checkout.SessionCreateParams;
}

export interface ReceivedWebhook {
  body: string;
  signature: string;
}

/** A webhook endpoint for tests: records what arrives, optionally failing the first N requests. */
export interface WebhookReceiver {
  url: string;
  /** Requests answered 2xx, in arrival order. */
  received: ReceivedWebhook[];
  /** All requests, including the ones answered with an error. */
  hits: number;
  /** Waits for a delivered event of `type` (verified with the SDK) matching `predicate`. */
  waitFor(
    type: string,
    predicate?: (event: Stripe.Event) => boolean,
    timeoutMs?: number,
  ): Promise<Stripe.Event>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(options: { failFirst?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let hits = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hits++;
      if (hits <= (options.failFirst ?? 0)) {
        res.writeHead(500).end('not yet');
        return;
      }
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature'] ?? ''),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const verifier = new Stripe('sk_test_unused');

  return {
    url: `http://127.0.0.1:${port}/api/Payment/webhook`,
    received,
    get hits() {
      return hits;
    },
    async waitFor(type, predicate = () => true, timeoutMs = 4000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const hook of received) {
          const event = verifier.webhooks.constructEvent(hook.body, hook.signature, WEBHOOK_SECRET);
          if (event.type === type && predicate(event)) return event;
        }
        if (Date.now() > deadline) throw new Error(`no ${type} webhook within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Starts a webhook receiver, runs `use` with it, and closes it even when `use` fails. */
export async function withWebhookReceiver<T>(use: (receiver: WebhookReceiver) => Promise<T>): Promise<T> {
  const receiver = await startWebhookReceiver();
  try {
    return await use(receiver);
  } finally {
    await receiver.close();
  }
}

/** Submits the hosted page's form without following the redirect. */
export async function submitPage(
  provider: PaymentProvider,
  sessionId: string,
  fields: Record<string, string>,
) {
  const response = await fetch(`${provider.url}/pay/${sessionId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const GOOD_CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12 / 40', card_cvc: '123' };

/** Pays on the hosted page with `cardNumber` and GOOD_CARD's expiry and CVC. */
export const payByCard = (provider: PaymentProvider, sessionId: string, cardNumber: string) =>
  submitPage(provider, sessionId, { action: 'card', ...GOOD_CARD, card_number: cardNumber });

/** A session paid on the hosted page (card 4242 unless another is given), retrieved through the API. */
export async function paidSession(
  provider: PaymentProvider,
  stripe: Stripe,
  options: { card?: string; params?: Partial<Stripe.Checkout.SessionCreateParams> } = {},
): Promise<Stripe.Checkout.Session & { payment_intent: string }> {
  const created = await stripe.checkout.sessions.create(campSessionParams(options.params));
  const result = await payByCard(provider, created.id, options.card || GOOD_CARD.card_number);
  if (result.status !== 303) throw new Error(`paying ${created.id} failed: ${result.status}`);
  const session = await stripe.checkout.sessions.retrieve(created.id);
  if (typeof session.payment_intent !== 'string') throw new Error('a paid session has a payment_intent id');
  return session as Stripe.Checkout.Session & { payment_intent: string };
}

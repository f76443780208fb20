import { createServer } from 'node:net';
import { signatureHeader, startPaymentProvider } from '@soccer/dev/payments';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { TextClient } from '../../src/modules/messages/text-client.js';
import { createTestApp, postRaw, type TestApp } from './test-app.js';

type PaymentProviderServer = Awaited<ReturnType<typeof startPaymentProvider>>;

/** A provider event of `type` about `object`, with a fresh id unless one is given. */
export const webhookEvent = (
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) => ({ id, object: 'event', type, data: { object } });

/** The `stripe-signature` header the official SDK makes for the payload with `secret`. */
export const sdkSignature = (payload: string, secret: string) =>
  new Stripe('sk_x').webhooks.generateTestHeaderString({ payload, secret });

/** Posts a raw webhook body with the given `stripe-signature` header (none when undefined). */
export const postWebhook = (app: FastifyInstance, payload: string, signature: string | undefined) =>
  postRaw(
    app,
    '/api/Payment/webhook',
    payload,
    'application/json',
    signature ? { 'stripe-signature': signature } : {},
  );

/**
 * The real app listening on a port, with the local Stripe stand-in in front of the official
 * SDK and webhooks delivered to the app over HTTP, as in production.
 */
const secretKey = 'sk_test_suite';
const webhookSecret = 'whsec_suite';

export async function createPaymentTestApp(
  options: {
    deliverWebhooks?: boolean;
    env?: Record<string, string>;
    provider?: PaymentProviderServer;
    /** How long a bank transfer takes to clear or fail at the provider. */
    asyncDelayMs?: number;
    /** SQLite: a file instead of memory (a test that copies the file). */
    sqliteFile?: string;
    /**
     * The provider's `checkout.session.expired` event reaches the server before the server's own
     * expire call has its answer (the order a fast provider and a slow server can produce).
     */
    expiryEventFirst?: boolean;
    /** Replaces the Twilio client (a test records the texts). */
    textClient?: TextClient;
  } = {},
) {
  // The provider must know the webhook URL before the app listens, so the port is reserved first.
  // Another test file (or the provider itself) can take it between the reservation and the
  // listen; then the whole set is started again on another port.
  for (let attempt = 1; ; attempt++) {
    const port = await reservePort();
    const provider =
      options.provider ??
      (await startPaymentProvider({
        port: 0,
        host: '127.0.0.1',
        secretKey,
        webhookSecret,
        webhookUrl: options.deliverWebhooks === false ? null : `http://127.0.0.1:${port}/api/Payment/webhook`,
        dataDir: null,
        webhookRetryDelaysMs: [50, 100, 200],
        asyncDelayMs: options.asyncDelayMs ?? 100,
        refundDelayMs: 50,
      }));
    const front = options.expiryEventFirst
      ? await expiryEventFirst(provider.url, (e) => deliver(t, e))
      : null;
    const t: TestApp = await createTestApp(
      {
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: front?.url ?? provider.url,
        APP_URL: `http://127.0.0.1:${port}`,
        ...options.env,
      },
      {
        ...(options.sqliteFile ? { sqliteFile: options.sqliteFile } : {}),
        ...(options.textClient ? { textClient: options.textClient } : {}),
      },
    );
    const close = async () => {
      if (!options.provider) await provider.close();
      front?.server.close();
      await t.close();
    };
    try {
      await t.app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await close();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < 5) continue;
      throw error;
    }
    return { ...t, provider, deliver: (event: unknown) => deliver(t, event), pay, payByBank, cancel, close };
  }
}

/** Asks the system for a free port and gives it back at once. */
function reservePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

/** Posts an event to the webhook endpoint with a fresh Stripe signature. */
function deliver(t: TestApp, event: unknown) {
  const payload = JSON.stringify(event);
  return postWebhook(t.app, payload, signatureHeader(payload, webhookSecret, Math.floor(Date.now() / 1000)));
}

/** Posts the hosted page's form the way a payer's browser does, without following the redirect. */
const submitHostedForm = (checkoutUrl: string, fields: Record<string, string>) =>
  fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
/** Pays by card on the hosted page. */
const pay = (checkoutUrl: string, card = '4242 4242 4242 4242') =>
  submitHostedForm(checkoutUrl, {
    action: 'card',
    card_number: card,
    card_expiry: '12 / 40',
    card_cvc: '123',
    email: '',
  });
/** Pays on the hosted page by delayed bank transfer; an account ending in 0002 fails later. */
const payByBank = (checkoutUrl: string, account = '000123456789') =>
  submitHostedForm(checkoutUrl, {
    action: 'bank',
    account_number: account,
    routing_number: '110000000',
    email: '',
  });
const cancel = (checkoutUrl: string) => submitHostedForm(checkoutUrl, { action: 'cancel' });

/** The app from `createPaymentTestApp`, with its provider and payer helpers. */
export type PaymentTestApp = Awaited<ReturnType<typeof createPaymentTestApp>>;

/**
 * A pass-through in front of the provider's API that, when the server expires a checkout,
 * delivers the provider's expiry event and waits for the server's answer to it before it answers
 * the expire call.
 */
async function expiryEventFirst(providerUrl: string, deliver: (event: unknown) => Promise<unknown>) {
  const { createServer } = await import('node:http');
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k)),
    ) as Record<string, string>;
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(`${providerUrl}${req.url}`, { method: req.method, headers, body });
    const text = await answer.text();
    if (req.method === 'POST' && /\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(req.url ?? '') && answer.ok)
      await deliver(webhookEvent('checkout.session.expired', JSON.parse(text)));
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

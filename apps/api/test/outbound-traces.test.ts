import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { startPaymentProvider } from '@soccer/dev/payments';
import { startSms } from '@soccer/dev/sms';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTraceparent } from '../src/lib/trace-context.js';
import { createCampSession } from './support/factories.js';
import { insertPaidFamilies } from './support/office-messages.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { until } from './support/reads.js';
import { checkoutIdOf, submitCampRegistration, syncPayment } from './support/registrations.js';
import { freePort } from './support/server-process.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * The stand-in at `target` behind a pass-through proxy that keeps the method, path and
 * `traceparent` of every call the app makes to it (the stand-ins answer as the real services do;
 * the proxy only watches the wire).
 */
async function watched(target: string) {
  const calls: { method: string; path: string; traceparent: string | undefined; status?: number }[] = [];
  const server = createServer((req, res) => {
    const call = {
      method: req.method ?? '',
      path: req.url ?? '',
      traceparent: req.headers.traceparent,
    } as (typeof calls)[number];
    calls.push(call);
    const upstream = new URL(req.url ?? '/', target);
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
    const out = httpRequest(upstream, { method: req.method, headers }, (answer) => {
      call.status = answer.statusCode;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const incomingTrace = '4bf92f3577b34da6a3ce929d0e0e4736';

describe(`the request's trace goes with outbound calls (${testEngine})`, () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  it('sends traceparent on every call to the payment provider, under the span of the request', async () => {
    const provider = await startPaymentProvider({
      port: 0,
      host: '127.0.0.1',
      secretKey: 'sk_test_suite',
      webhookSecret: 'whsec_suite',
      webhookUrl: null,
      dataDir: null,
    });
    cleanup.push(() => provider.close());
    const wire = await watched(provider.url);
    cleanup.push(wire.close);
    const t: PaymentTestApp = await createPaymentTestApp({
      provider,
      deliverWebhooks: false,
      env: { STRIPE_API_BASE: wire.url },
    });
    cleanup.push(() => t.close());
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const registered = await submitCampRegistration(t, sessionId);
    expect(registered.statusCode).toBe(200);

    const checkout = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Payment/CampRegistrationCheckout',
      headers: { traceparent: incoming },
      payload: { registrationId: registered.json().id },
    });
    expect(checkout.statusCode).toBe(200);
    const ours = parseTraceparent(checkout.headers.traceparent);
    expect(ours?.traceId).toBe(incomingTrace);

    const created = wire.calls.filter(
      (c) => c.method === 'POST' && c.path.startsWith('/v1/checkout/sessions'),
    );
    expect(created).toHaveLength(1);
    // The provider's call is a child of our span: same trace, our span as its parent.
    expect(created[0]!.traceparent).toBe(checkout.headers.traceparent);

    // A call of another request carries that request's trace, not the first one's.
    const before = wire.calls.length;
    const status = await syncPayment(t, 'camp', checkoutIdOf(checkout.body));
    expect(status.statusCode).toBeLessThan(500);
    const later = wire.calls.slice(before);
    expect(later.length).toBeGreaterThan(0);
    for (const call of later) {
      expect(call.traceparent).toBe(status.headers.traceparent);
      expect(parseTraceparent(call.traceparent)?.traceId).not.toBe(incomingTrace);
    }
  });

  it('sends traceparent on texts to Twilio, in the trace of the office request that asked for them', async () => {
    // The stand-in names the port it was given: give it a free one.
    const sms = await startSms({
      port: await freePort(),
      host: '127.0.0.1',
      accountSid: 'AC00000000000000000000000000000001',
      authToken: 'a-stand-in-token-for-tests',
      callbackDelayMs: 60_000,
    });
    cleanup.push(() => sms.close());
    const wire = await watched(sms.url);
    cleanup.push(wire.close);
    const t: TestApp = await createTestApp({
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
      TWILIO_AUTH_TOKEN: 'a-stand-in-token-for-tests',
      TWILIO_API_BASE: wire.url,
    });
    cleanup.push(() => t.close());
    const db = t.database.db;
    const sessionId = await createCampSession(db, t.clock.now);
    await insertPaidFamilies(db, sessionId, { accounts: 2 });
    const at = new Date().toISOString();
    await db
      .insertInto('text_numbers')
      .values(
        ['+16155550110', '+16155550111'].map((phone, i) => ({
          owner_account_id: `family-${i}`,
          phone,
          consent_at: at,
          opted_out_at: null,
          updated_at: at,
        })),
      )
      .execute();

    const sent = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/OfficeMessages',
      headers: { traceparent: incoming },
      payload: {
        audience: { kind: 'session', sessionId },
        subject: 'Field change',
        body: 'Field 2 today.',
        urgent: true,
        text: 'Field 2 today.',
      },
    });
    expect(sent.statusCode).toBe(201);
    const requestSpan = parseTraceparent(sent.headers.traceparent)?.spanId;
    await t.app.jobs.start();
    try {
      await until(async () => sms.texts().filter((x) => x.direction === 'outbound').length === 2, 15_000);
    } finally {
      await t.app.jobs.stop({ timeoutMs: 500 });
    }
    const texts = wire.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/Messages.json'));
    expect(texts.map((c) => c.status)).toEqual([201, 201]);
    for (const call of texts) {
      const trace = parseTraceparent(call.traceparent);
      // The office's trace, through the send job and the texts job (each a span of its own).
      expect(trace?.traceId).toBe(incomingTrace);
      expect(trace?.spanId).not.toBe(requestSpan);
    }
  });
});

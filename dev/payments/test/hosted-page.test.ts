import { describe, expect, it } from 'vitest';
import {
  campSessionParams,
  GOOD_CARD,
  paidSession,
  payByCard,
  submitPage,
  useProvider,
} from './support/harness.js';

const { provider, stripe } = useProvider({ asyncDelayMs: 50 });

async function openPage(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe('GET /pay/:id', () => {
  it('shows the items, the USD total, the email and a prefilled test card form', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const page = await openPage(session.url!);

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.html).toContain('Summer Camp 2026 – Week 1');
    expect(page.html).toContain('Qty 2 × $150.00');
    expect(page.html).toContain('$325.00');
    expect(page.html).toContain('parent@example.com');
    expect(page.html).toMatch(/<label for="card-number">Card number<\/label>\s*<input id="card-number"/);
    expect(page.html).toContain('value="4242 4242 4242 4242"');
    expect(page.html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page.html).toMatch(/<button[^>]*>Pay by bank transfer \(delayed\)<\/button>/);
    expect(page.html).toMatch(/<button[^>]*>Cancel and return<\/button>/);
    expect(page.html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  });

  it("opens in the session's language, as Stripe's `locale` does: Spanish for 'es'", async () => {
    const spanish = await openPage(
      (await stripe.checkout.sessions.create(campSessionParams({ locale: 'es' }))).url!,
    );
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('<h1 id="summary-heading">Pago</h1>');
    expect(spanish.html).toContain('Total a pagar');
    expect(spanish.html).toContain('Cant. 2 × $150.00');
    expect(spanish.html).toMatch(/<label for="card-number">Número de tarjeta<\/label>/);
    expect(spanish.html).toMatch(/<button[^>]*>Pagar<\/button>/);
    expect(spanish.html).toMatch(/<button[^>]*>Cancelar y volver<\/button>/);
    expect(spanish.html).not.toContain('Card number');

    const english = await openPage(
      (await stripe.checkout.sessions.create(campSessionParams({ locale: 'en' }))).url!,
    );
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('Pay with card');
  });

  it('escapes what the business sent and serves no scripts', async () => {
    const session = await stripe.checkout.sessions.create(
      campSessionParams({
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: 1000,
              product_data: { name: '<script>alert(1)</script> & "Co"' },
            },
            quantity: 1,
          },
        ],
      }),
    );
    const page = await openPage(session.url!);
    expect(page.html).not.toContain('<script');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("form-action 'self' http://localhost:8080");
  });

  it('links its own stylesheet', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const page = await openPage(session.url!);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.html)?.[1];
    const css = await fetch(`${provider.url}${href}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('answers an unknown session with a 404 page', async () => {
    const page = await openPage(`${provider.url}/pay/cs_test_unknown`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('This checkout session does not exist.');
  });
});

describe('POST /pay/:id', () => {
  it('pays with 4242…: 303 to success_url with the id substituted, session complete and paid', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const result = await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });

    expect(result.status).toBe(303);
    expect(result.location).toBe(`http://localhost:8080/payment/success?session_id=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(paid.customer_details?.email).toBe('parent@example.com');
  });

  it('declines 4000…0002: the page again with the error, the session still open and unpaid', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const result = await payByCard(provider, session.id, '4000 0000 0000 0002');

    expect(result.status).toBe(200);
    expect(result.html).toMatch(
      /<div class="alert" id="payment-error" role="alert">Your card was declined\.<\/div>/,
    );
    expect(result.html).toContain('value="4000 0000 0000 0002"');
    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
    expect(after).toMatchObject({
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });

    // The payer can still pay with another card.
    const retry = await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });
    expect(retry.status).toBe(303);
  });

  it('asks for fixes before charging: bad expiry, missing email', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams({ customer_email: undefined }));
    const badExpiry = await submitPage(provider, session.id, {
      action: 'card',
      ...GOOD_CARD,
      email: 'kid@example.com',
      card_expiry: '01 / 20',
    });
    expect(badExpiry.status).toBe(422);
    expect(badExpiry.html).toContain('expiration year is in the past');
    expect(badExpiry.html).toMatch(/id="card-expiry"[^>]*aria-invalid="true"/);

    const noEmail = await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });
    expect(noEmail.status).toBe(422);
    expect(noEmail.html).toContain('Your email address is incomplete.');

    const ok = await submitPage(provider, session.id, {
      action: 'card',
      ...GOOD_CARD,
      email: 'kid@example.com',
    });
    expect(ok.status).toBe(303);
    expect(provider.sessions.get(session.id)?.customer_details?.email).toBe('kid@example.com');
  });

  it('cancel: 303 to cancel_url with the id substituted, session untouched', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const result = await submitPage(provider, session.id, { action: 'cancel' });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`http://localhost:8080/payment/cancel?session_id=${session.id}`);
    expect(provider.sessions.get(session.id)?.status).toBe('open');
  });

  it('bank transfer: complete but unpaid at once, paid after the delay', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    const result = await submitPage(provider, session.id, { action: 'bank', account_number: '000123456789' });
    expect(result.status).toBe(303);
    expect(result.location).toContain(session.id);
    expect(provider.sessions.get(session.id)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    await expect
      .poll(() => provider.sessions.get(session.id)?.payment_status, { timeout: 2000 })
      .toBe('paid');
  });
});

describe('closed sessions', () => {
  it('a paid session shows "already paid" with a link to success_url', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });
    const page = await openPage(`${provider.url}/pay/${session.id}`);
    expect(page.html).toContain('This checkout session is already paid.');
    expect(page.html).toContain(`href="http://localhost:8080/payment/success?session_id=${session.id}"`);

    const payAgain = await submitPage(provider, session.id, { action: 'card', ...GOOD_CARD });
    expect(payAgain.status).toBe(303);
    expect(payAgain.location).toBe(`/pay/${session.id}`);
  });

  it('an expired session shows "expired" with a link to cancel_url', async () => {
    const session = await stripe.checkout.sessions.create(campSessionParams());
    await stripe.checkout.sessions.expire(session.id);
    const page = await openPage(`${provider.url}/pay/${session.id}`);
    expect(page.html).toContain('This checkout session has expired.');
    expect(page.html).toContain(`href="http://localhost:8080/payment/cancel?session_id=${session.id}"`);
  });
});

describe('refunds on the hosted pages', () => {
  // Long enough for the page to be read while the first refund is still pending on a busy machine.
  const { provider: own, stripe: client } = useProvider({ refundDelayMs: 1000 });
  const settled = { timeout: 10_000 };

  it('the paid session’s page lists its refunds with amount and status', async () => {
    const session = await paidSession(own, client);
    const before = await openPage(`${own.url}/pay/${session.id}`);
    expect(before.html).not.toContain('Refunds');

    const refund = await client.refunds.create({ payment_intent: session.payment_intent, amount: 10000 });
    const pending = await openPage(`${own.url}/pay/${session.id}`);
    expect(pending.html).toContain('This checkout session is already paid.');
    expect(pending.html).toContain('<h2 id="refunds-heading">Refunds</h2>');
    expect(pending.html).toContain('Refunded $0.00 of $325.00. $100.00 is on its way.');
    expect(pending.html).toMatch(
      /\$100\.00<\/td>\s*<td class="amount"><span class="status status-pending">Pending/,
    );

    await expect.poll(() => own.refunds.get(refund.id)?.status, settled).toBe('succeeded');
    const done = await openPage(`${own.url}/pay/${session.id}`);
    expect(done.html).toContain('Refunded $100.00 of $325.00.');
    expect(done.html).toContain('<span class="status status-succeeded">Refunded</span>');

    const rest = await client.refunds.create({ payment_intent: session.payment_intent });
    await expect.poll(() => own.refunds.get(rest.id)?.status, settled).toBe('succeeded');
    const full = await openPage(`${own.url}/pay/${session.id}`);
    expect(full.html).toContain('This payment has been refunded.');
    expect(full.html).toContain('Refunded in full: $325.00.');
  });

  it('shows a failed refund with its reason', async () => {
    const session = await paidSession(own, client, { card: '4000 0000 0000 5126' });
    const refund = await client.refunds.create({ payment_intent: session.payment_intent });
    await expect.poll(() => own.refunds.get(refund.id)?.status, settled).toBe('failed');
    const page = await openPage(`${own.url}/pay/${session.id}`);
    expect(page.html).toContain(
      '<span class="status status-failed">Failed (expired or canceled card)</span>',
    );
    expect(page.html).toContain('Refunded $0.00 of $325.00.');
  });

  it('/refunds lists recent refunds, newest first, without payer details', async () => {
    const session = await paidSession(own, client);
    const first = await client.refunds.create({ payment_intent: session.payment_intent, amount: 1234 });
    const second = await client.refunds.create({
      payment_intent: session.payment_intent,
      amount: 4321,
      reason: 'requested_by_customer',
    });
    const page = await openPage(`${own.url}/refunds`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.html).toContain('<h1 id="refunds-heading">Refunds</h1>');
    expect(page.html.indexOf(second.id)).toBeGreaterThan(-1);
    expect(page.html.indexOf(second.id)).toBeLessThan(page.html.indexOf(first.id));
    expect(page.html).toContain('$12.34');
    expect(page.html).toContain('requested by customer');
    expect(page.html).toContain(`href="/pay/${session.id}"`);
    expect(page.html).not.toContain('parent@example.com');
  });
});

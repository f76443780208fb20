import { describe, expect, it } from 'vitest';
import { createCampSession, createTournament, teamBody } from './support/factories.js';
import { createPaymentTestApp, postWebhook, sdkSignature, webhookEvent } from './support/payments.js';
import {
  checkoutIdOf,
  startCheckout,
  submitCampRegistration,
  submitTeamRegistration,
  syncPayment,
} from './support/registrations.js';
import { accounts, freshForEachTest } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`payments (${testEngine})`, () => {
  const t = freshForEachTest(() => createPaymentTestApp());

  async function registerCamp(costCents = 17500) {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents });
    return (await submitCampRegistration(t, sessionId)).json().id as number;
  }
  const checkout = (id: number, total = 1) =>
    t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Payment/CampRegistrationCheckout',
      payload: { registrationId: id, totalPurchaseAmountDollars: total, campName: 'x', campDescription: 'y' },
    });
  const status = async (id: number) =>
    (await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${id}` })).json()
      .registrationStatus;
  const mails = () => t.database.db.selectFrom('mail_outbox').selectAll().execute();

  it('charges the server price, pays on the hosted page and records paid once', async () => {
    const id = await registerCamp(17500);
    const res = await checkout(id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const url = res.body;
    expect(url).toMatch(new RegExp(`^${t.provider.url}/pay/cs_`));
    const sessionId = checkoutIdOf(url);
    expect(t.provider.sessions.get(sessionId)?.amount_total).toBe(17500);
    expect(await status(id)).toBe('paymentinprocess');

    const paid = await t.pay(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.config.APP_URL}/CheckoutComplete/true/${sessionId}`);
    await t.provider.events.settled();
    expect(await status(id)).toBe('paid');

    const update = await syncPayment(t, 'camp', sessionId);
    expect(update.json()).toMatchObject({
      registrationId: id,
      registrationStatus: 'paid',
      payment: 'paid',
      holdExpiresAt: null,
      receipt: { total: 175, lines: [{ registrationId: id, amount: 175 }] },
    });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ dedupe_key: `camp-paid:${id}`, to_address: 'parent@example.com' });

    // Redelivered events change nothing; paid registrations cannot be checked out again.
    for (const event of t.provider.events.list()) {
      const r = await fetch(`${t.provider.url}/__dev/events/${event.id}/resend`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_suite' },
      });
      expect(r.ok).toBe(true);
    }
    await t.provider.events.settled();
    expect(await mails()).toHaveLength(1);
    expect((await checkout(id)).statusCode).toBe(409);
  });

  it('a declined card and a cancel change nothing (the seat stays held), then Retry Payment pays', async () => {
    const id = await registerCamp();
    const url = (await checkout(id)).body;
    const declined = await t.pay(url, '4000 0000 0000 0002');
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    const back = await t.cancel(url);
    expect(back.status).toBe(303);
    const location = back.headers.get('location')!;
    expect(location).toBe(`${t.config.APP_URL}/CheckoutComplete/false/camp-${id}`);

    const update = await syncPayment(t, 'camp', `camp-${id}`);
    // Returning to the site never changes a status for the worse: still 'payment failed' with Retry.
    expect(update.json()).toMatchObject({ registrationStatus: 'paymentinprocess', payment: 'not_paid' });
    expect(Date.parse(update.json().holdExpiresAt)).toBeGreaterThan(t.clock.now.getTime());

    const retryUrl = (await checkout(id)).body;
    expect((await t.pay(retryUrl)).status).toBe(303);
    await t.provider.events.settled();
    expect(await status(id)).toBe('paid');
  });

  it("hides other accounts' sessions and refuses forged webhooks", async () => {
    const id = await registerCamp();
    const url = (await checkout(id)).body;
    const sessionId = checkoutIdOf(url);
    const other = await syncPayment(t, 'camp', sessionId, accounts.parentB);
    expect(other.statusCode).toBe(404);
    expect((await syncPayment(t, 'camp', `camp-${id}`, accounts.parentB)).statusCode).toBe(404);
    expect((await syncPayment(t, 'camp', 'cs_test_unknown')).statusCode).toBe(404);

    const payload = JSON.stringify(
      webhookEvent(
        'checkout.session.completed',
        {
          id: sessionId,
          payment_status: 'paid',
          status: 'complete',
          metadata: { registration_kind: 'camp', registration_id: String(id) },
        },
        'evt_forged',
      ),
    );
    const forged = sdkSignature(payload, 'whsec_wrong');
    for (const signature of [forged, 't=1,v1=abc', undefined]) {
      expect((await postWebhook(t.app, payload, signature)).statusCode).toBe(400);
    }
    expect(await status(id)).toBe('paymentinprocess');
  });

  it('an expired event after payment leaves the registration paid', async () => {
    const id = await registerCamp();
    const url = (await checkout(id)).body;
    const sessionId = checkoutIdOf(url);
    await t.pay(url);
    await t.provider.events.settled();
    const payload = JSON.stringify(
      webhookEvent(
        'checkout.session.expired',
        {
          id: sessionId,
          status: 'expired',
          payment_status: 'unpaid',
          metadata: { registration_kind: 'camp', registration_id: String(id) },
        },
        'evt_late_expiry',
      ),
    );
    const res = await postWebhook(t.app, payload, sdkSignature(payload, 'whsec_suite'));
    expect(res.statusCode).toBe(200);
    expect(await status(id)).toBe('paid');
  });

  it('pays a tournament registration with the coach confirmation mail', async () => {
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, { costCents: 39500 });
    const { id } = (await submitTeamRegistration(t, teamBody(ageRangeIds[0]!), accounts.parentB)).json();
    expect((await startCheckout(t, 'team', id, accounts.parentA)).statusCode).toBe(404);
    const res = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/TournamentPayment/TournamentRegistrationCheckout',
      payload: { registrationId: id, totalPurchaseAmountDollars: 0.5 },
    });
    const sessionId = checkoutIdOf(res.body);
    expect(t.provider.sessions.get(sessionId)?.amount_total).toBe(39500);
    const paid = await t.pay(res.body);
    expect(paid.headers.get('location')).toBe(
      `${t.config.APP_URL}/TournamentCheckoutComplete/true/${sessionId}`,
    );
    await t.provider.events.settled();
    const update = await syncPayment(t, 'team', sessionId, accounts.parentB);
    expect(update.json().registrationStatus).toBe('paid');
    const sent = await mails();
    expect(sent.map((m) => m.dedupe_key)).toEqual([`tournament-paid:${id}`]);
    expect(sent[0]!.to_address).toBe('coach@example.com');
  });

  it('a lapsed hold expires the checkout so it can no longer be paid', async () => {
    const id = await registerCamp();
    const url = (await checkout(id)).body;
    t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_MINUTES + 2) * 60_000);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(1);
    expect(await status(id)).toBe('expired');
    expect(t.provider.sessions.get(checkoutIdOf(url))?.status).toBe('expired');
    const late = await t.pay(url);
    expect(late.headers.get('location') ?? '').not.toContain('/CheckoutComplete/true/');
    await t.provider.events.settled();
    expect(await status(id)).toBe('expired');
  });
});

describe(`a changed price (${testEngine})`, () => {
  it('does not reuse an open checkout whose amount is no longer the registration price', async () => {
    const t = await createPaymentTestApp();
    try {
      const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
        promoCode: 'CUP10',
        costCents: 30000,
      });
      const body = teamBody(ageRangeIds[0]!);
      const { id } = (await submitTeamRegistration(t, body)).json();
      const checkout = async () => checkoutIdOf((await startCheckout(t, 'team', id)).body);
      const first = await checkout();
      await submitTeamRegistration(t, { ...body, id, promoCode: 'cup10' });
      const second = await checkout();
      expect(second).not.toBe(first);
      expect(t.provider.sessions.get(first)?.status).toBe('expired');
      expect(t.provider.sessions.get(second)?.amount_total).toBe(25000);
    } finally {
      await t.close();
    }
  });
});

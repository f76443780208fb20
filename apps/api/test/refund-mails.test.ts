import { afterEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession, createTournament } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { refundRows, until } from './support/reads.js';
import {
  campCheckout,
  checkoutIdOf,
  startCheckout,
  syncPayment,
  teamCheckout,
} from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** Refund mails say what has happened: requested, then sent, or held up with the office on it. */
describe(`refund mails (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const mails = async () =>
    (await t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()).filter(
      (m) => !m.subject.startsWith('Payment received'),
    );
  const paidCamp = async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      startOffset: 30,
      costCents: 24_500,
    });
    const { id, checkoutId } = await campCheckout(t, sessionId, { sync: true });
    return { id, paymentIntent: t.provider.sessions.get(checkoutId)!.payment_intent as string };
  };
  const ownerCancel = (id: number, expectedRefund: number) =>
    t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund },
    });

  it('a parent cancel says the refund is requested; a refused refund tells the family the office is on it, and tells the office', async () => {
    t = await createPaymentTestApp();
    const { id, paymentIntent } = await paidCamp();
    t.provider.refunds.failNext(paymentIntent);
    expect((await ownerCancel(id, 245)).statusCode).toBe(200);
    await until(async () => (await refundRows(t, id))[0]?.state === 'failed');
    const refundId = (await refundRows(t, id))[0]!.id;

    const sent = await mails();
    expect(sent.map((m) => m.dedupe_key)).toEqual([
      `camp-cancelled:${id}`,
      `refund-failed:${refundId}`,
      `refund-failed-office:${refundId}`,
    ]);
    const [cancelled, failed, office] = sent;
    expect(cancelled!.text_body).not.toMatch(/We are refunding/);
    expect(cancelled!.text_body).toContain('We have asked our card processor to refund $245.00');
    expect(cancelled!.text_body).toContain('We will e-mail you again when the refund has been sent.');
    expect(failed).toMatchObject({ to_address: 'parent@example.com', subject: 'Refund delayed: $245.00' });
    expect(failed!.text_body).toContain('Our office has been told and is looking at it');
    expect(office).toMatchObject({ to_address: t.config.BUSINESS_EMAIL });
    expect(office!.text_body).toContain(`camp registration ${id}`);
    // The office's notice names the registration, not the child.
    expect(office!.text_body).not.toContain('Maya');

    // Retried by staff and paid back: now the family hears it was sent.
    await t.as(accounts.staff, { method: 'POST', url: `/api/Admin/Refunds/${refundId}/retry` });
    await until(async () => (await refundRows(t, id))[1]?.state === 'succeeded');
    const after = await mails();
    expect(after.at(-1)).toMatchObject({
      dedupe_key: `refund-succeeded:${refundId + 1}`,
      subject: 'Refund sent: $245.00',
    });
  });

  it('a refund that succeeds: requested at the cancel, then one mail when it is sent', async () => {
    t = await createPaymentTestApp();
    const { id } = await paidCamp();
    await ownerCancel(id, 245);
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    const refundId = (await refundRows(t, id))[0]!.id;
    const sent = await mails();
    expect(sent.map((m) => m.dedupe_key)).toEqual([`camp-cancelled:${id}`, `refund-succeeded:${refundId}`]);
    expect(sent[1]!.text_body).toContain('We have refunded $245.00');
  });

  it('a staff refund mails the request, then that it was sent', async () => {
    t = await createPaymentTestApp();
    const { id } = await paidCamp();
    const res = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${id}/refund`,
      payload: { amount: 50, reason: 'Goodwill' },
    });
    expect(res.statusCode).toBe(200);
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    const refundId = (await refundRows(t, id))[0]!.id;
    const sent = await mails();
    expect(sent.map((m) => [m.dedupe_key, m.subject])).toEqual([
      [`refund-requested:${refundId}`, 'Refund requested: $50.00'],
      [`refund-succeeded:${refundId}`, 'Refund sent: $50.00'],
    ]);
  });

  it('a team withdrawal whose refund fails says requested, then that the office is looking at it', async () => {
    t = await createPaymentTestApp();
    const tournament = await createTournament(t.database.db, t.clock.now, { costCents: 39_500 });
    const { id, checkoutId } = await teamCheckout(t, tournament.ageRangeIds[0]!, { sync: true });
    t.provider.refunds.failNext(t.provider.sessions.get(checkoutId)!.payment_intent as string);
    const q = (await t.as(accounts.parentA, { url: `/api/Tournament/WithdrawalQuote/${id}` })).json();
    expect(q.refund).toBeGreaterThan(0);
    await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Tournament/WithdrawTeam/${id}`,
      payload: { expectedRefund: q.refund },
    });
    await until(async () => (await refundRows(t, id))[0]?.state === 'failed');
    const sent = await mails();
    expect(sent.map((m) => m.to_address)).toEqual([
      'coach@example.com',
      'coach@example.com',
      t.config.BUSINESS_EMAIL,
    ]);
    expect(sent[0]!.text_body).toContain('We have asked our card processor to refund');
    expect(sent[1]!.text_body).toContain('Our office has been told and is looking at it');
  });

  it("cancelling one player of a paid order requests and sends that line's refund only", async () => {
    t = await createPaymentTestApp();
    const week = await createCampSession(t.database.db, t.clock.now, { startOffset: 30, costCents: 20_000 });
    const { ids } = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Registration/SubmitCampOrder',
        payload: {
          registrations: [
            campRegistrationBody(week, { playerFirstName: 'Ava' }),
            campRegistrationBody(week, { playerFirstName: 'Ben' }),
          ],
        },
      })
    ).json() as { ids: number[] };
    const url = (await startCheckout(t, 'camp', ids[0]!)).body;
    await t.pay(url);
    expect((await syncPayment(t, 'camp', checkoutIdOf(url))).json()).toMatchObject({ payment: 'paid' });
    const q = (await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${ids[1]}` })).json();
    expect((await ownerCancel(ids[1]!, q.refund)).statusCode).toBe(200);
    await until(async () => (await refundRows(t, ids[1]!))[0]?.state === 'succeeded');
    const sent = await mails();
    expect(sent.map((m) => m.dedupe_key)).toEqual([
      `camp-cancelled:${ids[1]}`,
      `refund-succeeded:${(await refundRows(t, ids[1]!))[0]!.id}`,
    ]);
    expect(sent[0]!.text_body).toContain(`refund $200.00`);
    expect(sent[1]!.subject).toBe('Refund sent: $200.00');
  });

  it("a payment for a cancelled registration ('refund due') mails that its refund is requested, then sent", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const { id, url } = await campCheckout(t, sessionId);
    await t.pay(url);
    await t.database.db
      .updateTable('camp_registrations')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    expect((await syncPayment(t, 'camp', checkoutIdOf(url))).json()).toMatchObject({ payment: 'refund_due' });
    const refundId = (await refundRows(t, id))[0]!.id;
    await until(async () => {
      t.clock.now = new Date(t.clock.now.getTime() + 61_000);
      await t.app.refunds.sweep();
      return (await refundRows(t, id))[0]?.state === 'succeeded';
    });
    expect((await mails()).map((m) => [m.dedupe_key, m.subject])).toEqual([
      [`refund-requested:${refundId}`, 'Refund requested: $200.00'],
      [`refund-succeeded:${refundId}`, 'Refund sent: $200.00'],
    ]);
  });
});

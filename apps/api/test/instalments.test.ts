import { apiPaths, formatDate, type InstalmentPlan, instalmentMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/dates.js';
import { createCampSession, facilityDay as day } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { mailByKey, refundRows, rowOf } from './support/reads.js';
import { checkoutIdOf, submitCampRegistration, syncPayment } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`instalment plans (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  /** A $245 session 30 days out offering 3 payments: today, in 10 and in 20 days. */
  async function sessionWithPlan(costCents = 245_00) {
    // The real time: the provider's page (the stand-in) checks a checkout's expiry on its own clock.
    t.clock.now = new Date();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents, startOffset: 30 });
    const plan: InstalmentPlan = { laterDates: [day(t.clock.now, 10), day(t.clock.now, 20)] };
    await t.database.db
      .updateTable('camp_sessions')
      .set({ instalment_plan: JSON.stringify(plan) })
      .where('id', '=', sessionId)
      .execute();
    return { sessionId, plan };
  }

  it('offers the schedule on the public read and on the unpaid registration, adding up to the price', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const today = day(t.clock.now, 0);
    const offered = (await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${sessionId}` })).json();
    expect(offered.instalments).toEqual({
      payments: [
        { amount: 81.67, dueDate: today },
        { amount: 81.67, dueDate: plan.laterDates[0] },
        { amount: 81.66, dueDate: plan.laterDates[1] },
      ],
    });
    const listed = (await t.as(accounts.parentA, { url: apiPaths.campSessions('_allStates') })).json();
    expect(listed.find((s: { id: number }) => s.id === sessionId)?.instalments?.payments).toHaveLength(3);

    const id = (await submitCampRegistration(t, sessionId)).json().id as number;
    const own = (await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${id}` })).json();
    expect(own.instalments.payments.map((p: { amount: number }) => p.amount)).toEqual([81.67, 81.67, 81.66]);
    // A session without a plan offers none.
    const plain = await createCampSession(t.database.db, t.clock.now);
    expect(
      (await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${plain}` })).json().instalments,
    ).toBeNull();
  });

  it('refuses plan terms field by field: dates out of order, after the start, beside a deposit', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    // The first day in the facility's calendar, as the plan's dates are.
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 100_00,
      startDate: day(t.clock.now, 10),
    });
    const catalog = async () =>
      (await t.as(accounts.staff, { url: '/api/Admin/Catalog' }))
        .json()
        .campSessions.find((s: { id: number }) => s.id === sessionId);
    const { id: _id, seatsTaken: _seats, ...body } = await catalog();
    expect(body.instalmentPlan).toBeNull();
    const put = (payload: object) =>
      t.as(accounts.staff, { method: 'PUT', url: `/api/Admin/CampSessions/${sessionId}`, payload });
    const bad = await put({
      ...body,
      instalmentPlan: { laterDates: [day(t.clock.now, 5), day(t.clock.now, 4)] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'instalmentPlan.laterDates[1]': ['Each payment date must come after the one before it.'],
    });
    const late = await put({
      ...body,
      depositPlan: { depositKind: 'percent', depositValue: 40, balanceDueDate: day(t.clock.now, 5) },
      instalmentPlan: { laterDates: [day(t.clock.now, 5), day(t.clock.now, 11)] },
    });
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().errors).sort()).toEqual([
      'instalmentPlan',
      'instalmentPlan.laterDates[1]',
    ]);
    const good = { laterDates: [day(t.clock.now, 3), day(t.clock.now, 6)] };
    expect((await put({ ...body, instalmentPlan: good })).statusCode).toBe(200);
    expect((await catalog()).instalmentPlan).toEqual(good);
  });

  /** Registers for the session and opens its checkout by the plan. */
  async function planCheckout(sessionId: number) {
    const id = (await submitCampRegistration(t, sessionId)).json().id as number;
    const started = await t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.campCheckout,
      payload: { registrationId: id, instalments: true },
    });
    return { id, started };
  }
  const instalmentRows = (id: number) =>
    t.database.db
      .selectFrom('registration_instalments')
      .select(['seq', 'cents', 'due_date', 'status'])
      .where('registration_kind', '=', 'camp')
      .where('registration_id', '=', id)
      .orderBy('seq')
      .execute();

  it('takes the first payment by card, saves the card, marks the registration paid and keeps the schedule', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const { id, started } = await planCheckout(sessionId);
    expect(started.statusCode).toBe(200);
    await t.pay(started.body);
    const update = await syncPayment(t, 'camp', checkoutIdOf(started.body));
    expect(update.json()).toMatchObject({ registrationId: id, registrationStatus: 'paid', payment: 'paid' });

    const attempts = await t.database.db
      .selectFrom('payment_attempts')
      .select(['amount_cents', 'payable', 'state'])
      .where('registration_id', '=', id)
      .execute();
    expect(attempts).toEqual([{ amount_cents: 81_67, payable: 'camp-plan', state: 'paid' }]);
    expect(await instalmentRows(id)).toEqual([
      { seq: 1, cents: 81_67, due_date: day(t.clock.now, 0), status: 'paid' },
      { seq: 2, cents: 81_67, due_date: plan.laterDates[0], status: 'scheduled' },
      { seq: 3, cents: 81_66, due_date: plan.laterDates[1], status: 'scheduled' },
    ]);
    const card = await t.database.db.selectFrom('registration_plans').selectAll().execute();
    expect(card).toEqual([
      expect.objectContaining({
        registration_id: id,
        customer_id: expect.stringMatching(/^cus_/),
        payment_method_id: expect.stringMatching(/^pm_/),
      }),
    ]);
    // Its receipt is the first instalment's.
    const receipts = await t.database.db.selectFrom('receipts').select('total_cents').execute();
    expect(receipts).toEqual([{ total_cents: 81_67 }]);
  });

  it('refuses a plan the item does not offer', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const plain = await createCampSession(t.database.db, t.clock.now);
    const { started } = await planCheckout(plain);
    expect(started.statusCode).toBe(409);
    expect(started.json().detail).toBe(instalmentMessages.noPlan);
  });

  /** The plan's first payment made and settled; the registration's id. */
  async function paidFirst(sessionId: number) {
    const { id, started } = await planCheckout(sessionId);
    await t.pay(started.body);
    await syncPayment(t, 'camp', checkoutIdOf(started.body));
    return id;
  }
  const on = (date: string) => {
    t.clock.now = new Date(`${date}T17:00:00Z`);
  };
  const run = () => t.app.instalmentCharges.runDue();
  const receiptTotals = async () =>
    (await t.database.db.selectFrom('receipts').select('total_cents').orderBy('id').execute()).map(
      (r) => r.total_cents,
    );
  const due = async (id: number) => {
    const own = (await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${id}` })).json();
    return own.balance?.due as number | undefined;
  };

  it('charges each later instalment on its date, once, announced three days before, each with its receipt', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const id = await paidFirst(sessionId);
    const [second, third] = plan.laterDates as [string, string];

    on(addDays(second, -4));
    expect(await run()).toMatchObject({ charged: 0, noticed: 0 });
    on(addDays(second, -3));
    expect(await run()).toMatchObject({ charged: 0, noticed: 1 });
    expect(await run()).toMatchObject({ noticed: 0 });
    const notice = await mailByKey(t, 'reminder:instalment-due:camp:%');
    expect(notice.subject).toBe(`Payment 2 on ${formatDate(second)}: $81.67`);

    on(second);
    expect(await run()).toMatchObject({ charged: 1, declined: 0 });
    expect(await run()).toMatchObject({ charged: 0 });
    expect((await instalmentRows(id)).map((r) => r.status)).toEqual(['paid', 'paid', 'scheduled']);
    expect(await receiptTotals()).toEqual([81_67, 81_67]);
    expect(await due(id)).toBe(81.66);

    on(third);
    expect(await run()).toMatchObject({ charged: 1 });
    expect((await instalmentRows(id)).map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await receiptTotals()).toEqual([81_67, 81_67, 81_66]);
    expect(await due(id)).toBe(0);
    const paid = await t.database.db
      .selectFrom('payment_attempts')
      .select(['payable', 'amount_cents', 'payment_intent'])
      .where('state', '=', 'paid')
      .orderBy('id')
      .execute();
    expect(paid.map((p) => [p.payable, p.amount_cents])).toEqual([
      ['camp-plan', 81_67],
      ['camp-instalment', 81_67],
      ['camp-instalment', 81_66],
    ]);
    expect(paid.every((p) => p.payment_intent?.startsWith('pi_'))).toBe(true);
  });

  it('retries a declined instalment the day after with a mail and a pay-now link, then charges it', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const id = await paidFirst(sessionId);
    const [card] = await t.database.db.selectFrom('registration_plans').select('payment_method_id').execute();
    const failed = await fetch(
      `${t.provider.url}/__dev/payment_methods/${card!.payment_method_id}/fail_next_charge`,
      { method: 'POST', headers: { authorization: 'Bearer sk_test_suite' } },
    );
    expect(failed.status).toBe(200);
    const second = plan.laterDates[0]!;
    on(second);
    expect(await run()).toMatchObject({ charged: 0, declined: 1 });
    expect(await instalmentRows(id)).toMatchObject([
      { status: 'paid' },
      { status: 'failed' },
      { status: 'scheduled' },
    ]);
    const mail = await mailByKey(t, 'instalment-failed:%');
    expect(mail.subject).toMatch(/^Payment 2 for .+ did not go through$/);
    expect(mail.text_body).toContain(`We will try the card again on ${formatDate(addDays(second, 1))}.`);
    expect(mail.text_body).toContain('/MyRegistrations');
    // Not again the same day, and the decline was counted once.
    expect(await run()).toMatchObject({ charged: 0, declined: 0 });

    // Staff see it on the balances due: paying by instalments, due by the declined payment, overdue.
    const owed = async () =>
      (await t.as(accounts.staff, { url: apiPaths.balancesDue })).json().rows as {
        registrationId: number;
        plan: boolean;
        dueDate: string;
        overdue: boolean;
        due: number;
      }[];
    expect(await owed()).toEqual([
      expect.objectContaining({
        registrationId: id,
        plan: true,
        dueDate: second,
        overdue: true,
        due: 163.33,
      }),
    ]);

    on(addDays(second, 1));
    expect(await run()).toMatchObject({ charged: 1 });
    expect((await instalmentRows(id)).map((r) => r.status)).toEqual(['paid', 'paid', 'scheduled']);
    expect(await receiptTotals()).toEqual([81_67, 81_67]);
    // Paid again: due by the last payment, no longer overdue.
    expect(await owed()).toEqual([
      expect.objectContaining({ plan: true, dueDate: plan.laterDates[1], overdue: false, due: 81.66 }),
    ]);
  });

  it('pays the rest early once however many times it is clicked; the job then charges nothing', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const id = await paidFirst(sessionId);
    const payRest = () =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: apiPaths.campBalanceCheckout,
        payload: { registrationId: id },
      });
    const clicks = await Promise.all([payRest(), payRest(), payRest()]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(clicks.map((c) => c.body)).size).toBe(1);
    await t.pay(clicks[0]!.body);
    await syncPayment(t, 'camp', checkoutIdOf(clicks[0]!.body));
    expect((await instalmentRows(id)).map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await receiptTotals()).toEqual([81_67, 163_33]);
    expect(await due(id)).toBe(0);

    on(plan.laterDates[0]!);
    expect(await run()).toMatchObject({ charged: 0, declined: 0 });
    on(plan.laterDates[1]!);
    expect(await run()).toMatchObject({ charged: 0, declined: 0 });
    expect(await receiptTotals()).toEqual([81_67, 163_33]);
  });

  it('a plan paid to the end moves to a cheaper session: the difference comes back newest payment first, each within what it paid', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const id = await paidFirst(sessionId);
    on(plan.laterDates[0]!);
    expect(await run()).toMatchObject({ charged: 1 });
    on(plan.laterDates[1]!);
    expect(await run()).toMatchObject({ charged: 1 });
    expect(await due(id)).toBe(0);
    const payments = await t.database.db
      .selectFrom('payment_attempts')
      .select(['provider_session_id', 'amount_cents'])
      .where('registration_id', '=', id)
      .where('state', '=', 'paid')
      .orderBy('id')
      .execute();
    expect(payments.map((p) => p.amount_cents)).toEqual([81_67, 81_67, 81_66]);

    const cheaper = await createCampSession(t.database.db, t.clock.now, {
      costCents: 50_00,
      startOffset: 15,
    });
    const options = (await t.as(accounts.parentA, { url: `/api/Registration/SwitchOptions/${id}` })).json();
    expect(options.options.find((o: { campSessionId: number }) => o.campSessionId === cheaper)).toMatchObject(
      {
        price: 50,
        difference: -195,
      },
    );
    const moved = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/SwitchSession/${id}`,
      payload: { campSessionId: cheaper, expectedDifference: -195, expectedRefund: 195 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Newest first: the third payment, the second, then what is left of the first.
    const refunds = await refundRows(t, id);
    expect(refunds.map((r) => [r.provider_session_id, r.amount_cents])).toEqual([
      [payments[2]!.provider_session_id, 81_66],
      [payments[1]!.provider_session_id, 81_67],
      [payments[0]!.provider_session_id, 31_67],
    ]);
    expect(await rowOf(t, 'camp_registrations', id)).toMatchObject({
      camp_session_id: cheaper,
      amount_cents: 50_00,
    });
  });

  it('cancels across instalments refunding newest payment first, exactly the quote, and never charges after', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const id = await paidFirst(sessionId);
    on(plan.laterDates[0]!);
    expect(await run()).toMatchObject({ charged: 1 });

    const quote = (
      await t.as(accounts.parentA, { method: 'GET', url: apiPaths.campCancellationQuote(id) })
    ).json();
    expect(quote.paid).toBe(163.34);
    // A move waits until the plan is paid, as a deposit's balance does (priced on the whole price).
    const moves = (await t.as(accounts.parentA, { url: `/api/Registration/SwitchOptions/${id}` })).json();
    expect(moves).toMatchObject({ switchable: false, options: [] });
    const cancel = () =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: apiPaths.cancelMyCampRegistration(id),
        payload: { expectedRefund: quote.refund },
      });
    // While the job's charge of the last payment is in flight (its claim), a cancel waits it out
    // rather than let a charge through to be refunded; a claim left by a stopped server lapses.
    const claimSince = (minutesAgo: number) =>
      t.database.db
        .updateTable('registration_instalments')
        .set({ charging_since: new Date(t.clock.now.getTime() - minutesAgo * 60_000).toISOString() })
        .where('registration_id', '=', id)
        .where('seq', '=', 3)
        .execute();
    await claimSince(1);
    const refused = await cancel();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(instalmentMessages.charging);
    expect(
      (await t.database.db.selectFrom('camp_registrations').select('status').executeTakeFirst())?.status,
    ).toBe('paid');
    await claimSince(11);
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = await refundRows(t, id);
    expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(Math.round(quote.refund * 100));
    // Newest first: the instalment charged off-session, then the first payment, each within what it paid.
    const [instalment] = await t.database.db
      .selectFrom('payment_attempts')
      .select('provider_session_id')
      .where('payable', '=', 'camp-instalment')
      .execute();
    expect(refunds[0]!.provider_session_id).toBe(instalment!.provider_session_id);
    for (const r of refunds) expect(r.amount_cents).toBeLessThanOrEqual(81_67);

    // My Registrations shows the payment left as not charged, not as still to come.
    const mine = (await t.as(accounts.parentA, { url: apiPaths.myRegistrations })).json();
    const own = mine.find((r: { id: number }) => r.id === id);
    expect(
      own.balance.instalments.map((i: { seq: number; status: string; nextTryOn: string | null }) => [
        i.seq,
        i.status,
        i.nextTryOn,
      ]),
    ).toEqual([
      [1, 'paid', null],
      [2, 'paid', null],
      [3, 'cancelled', null],
    ]);

    on(plan.laterDates[1]!);
    expect(await run()).toMatchObject({ charged: 0, declined: 0 });
    expect(
      await t.database.db
        .selectFrom('payment_attempts')
        .select('id')
        .where('payable', '=', 'camp-instalment')
        .execute(),
    ).toHaveLength(1);
  });

  it('pays a declined instalment by its pay-now link: a checkout of that payment, after which the card is not tried again', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const id = await paidFirst(sessionId);
    const [card] = await t.database.db.selectFrom('registration_plans').select('payment_method_id').execute();
    await fetch(`${t.provider.url}/__dev/payment_methods/${card!.payment_method_id}/fail_next_charge`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_suite' },
      body: new URLSearchParams({ decline_code: 'authentication_required' }),
    });
    const second = plan.laterDates[0]!;
    on(second);
    expect(await run()).toMatchObject({ declined: 1 });
    const failedMail = (await mailByKey(t, 'instalment-failed:%')).text_body;
    expect(failedMail).toContain('Your bank asks you to confirm this payment yourself.');
    // An off-session try cannot pass the bank's check: no automatic retry, only the link.
    expect(failedMail).toContain('That was the last automatic try.');
    const tries = await t.database.db
      .selectFrom('registration_instalments')
      .select(['status', 'next_try_on'])
      .where('registration_id', '=', id)
      .where('seq', '=', 2)
      .execute();
    expect(tries).toEqual([{ status: 'failed', next_try_on: null }]);
    const payNow = (instalment: number) =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: apiPaths.campBalanceCheckout,
        payload: { registrationId: id, instalment },
      });
    // The family pays on the provider's page, whose clock is the real one.
    t.clock.now = new Date();
    expect((await payNow(1)).statusCode).toBe(400);
    const clicks = await Promise.all([payNow(2), payNow(2)]);
    expect(new Set(clicks.map((c) => c.body)).size).toBe(1);
    // A click minutes later, the first page still open: that same page, not a second one.
    t.clock.now = new Date(Date.now() + 3 * 60_000);
    expect((await payNow(2)).body).toBe(clicks[0]!.body);
    await t.pay(clicks[0]!.body);
    await syncPayment(t, 'camp', checkoutIdOf(clicks[0]!.body));
    expect((await instalmentRows(id)).map((r) => r.status)).toEqual(['paid', 'paid', 'scheduled']);
    expect(await receiptTotals()).toEqual([81_67, 81_67]);
    expect(await refundRows(t, id)).toEqual([]);
    on(addDays(second, 1));
    expect(await run()).toMatchObject({ charged: 0, declined: 0 });
    expect(await due(id)).toBe(81.66);
  });

  /** Declines the second instalment on its date and each retry, until no automatic try is left. */
  async function declineToTheEnd(second: string) {
    const [card] = await t.database.db.selectFrom('registration_plans').select('payment_method_id').execute();
    for (const offset of [0, 1, 3, 5]) {
      await fetch(`${t.provider.url}/__dev/payment_methods/${card!.payment_method_id}/fail_next_charge`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_suite' },
      });
      on(addDays(second, offset));
      expect(await run()).toMatchObject({ charged: 0, declined: 1 });
    }
  }

  it('a decline that runs out: tried on its date and 1, 3 and 5 days after, then the office is told once after the grace period', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithPlan();
    const id = await paidFirst(sessionId);
    const second = plan.laterDates[0]!;
    await declineToTheEnd(second);
    expect(await instalmentRows(id)).toMatchObject([
      { status: 'paid' },
      { status: 'failed' },
      { status: 'scheduled' },
    ]);
    const last = await mailByKey(t, 'instalment-failed:%:3');
    expect(last.text_body).toContain('That was the last automatic try.');

    on(addDays(second, 5 + 7 - 1));
    expect(await run()).toMatchObject({ arrears: 0, declined: 0 });
    on(addDays(second, 5 + 7));
    expect(await run()).toMatchObject({ arrears: 1, declined: 0 });
    expect(await run()).toMatchObject({ arrears: 0 });
    const told = await mailByKey(t, 'instalment-arrears:%');
    expect(told.to_address).toBe(t.config.BUSINESS_EMAIL);
    expect(told.text_body).toContain('payment 2 of $81.67');
    // The second was not charged after its last try (the third was, on its own date); the seat is
    // still held for staff to decide.
    expect((await instalmentRows(id)).map((r) => r.status)).toEqual(['paid', 'failed', 'paid']);
    expect(await receiptTotals()).toEqual([81_67, 81_66]);
  });

  it.each([
    ['release-refund', 'card'],
    ['release-credit', 'credit'],
  ] as const)(
    'by %s, a plan that runs out releases the seat under the policy (%s) and tells the office',
    async (setting, form) => {
      t = await createPaymentTestApp({ deliverWebhooks: false, env: { INSTALMENT_ARREARS: setting } });
      // Starting in 60 days, so the policy still refunds something when the plan runs out.
      t.clock.now = new Date();
      const sessionId = await createCampSession(t.database.db, t.clock.now, {
        costCents: 245_00,
        startOffset: 60,
      });
      const second = day(t.clock.now, 10);
      await t.database.db
        .updateTable('camp_sessions')
        .set({ instalment_plan: JSON.stringify({ laterDates: [second, day(t.clock.now, 40)] }) })
        .where('id', '=', sessionId)
        .execute();
      const id = await paidFirst(sessionId);
      await declineToTheEnd(second);
      on(addDays(second, 5 + 7));
      const quote = (
        await t.as(accounts.parentA, { method: 'GET', url: apiPaths.campCancellationQuote(id) })
      ).json();
      expect(await run()).toMatchObject({ arrears: 1 });
      const row = await t.database.db
        .selectFrom('camp_registrations')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('cancelled');
      const refunds = await refundRows(t, id);
      expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(Math.round(quote.refund * 100));
      expect(refunds.every((r) => r.form === form)).toBe(true);
      expect((await mailByKey(t, 'instalment-arrears:%')).text_body).toContain('The seat was released');
      // Nothing more is charged or told: the registration is cancelled.
      on(day(t.clock.now, 40));
      expect(await run()).toMatchObject({ charged: 0, declined: 0, arrears: 0 });
    },
  );
});

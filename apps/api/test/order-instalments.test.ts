import { apiPaths, type InstalmentPlan, instalmentMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationKind } from '../src/modules/ledger/registration-kinds.js';
import {
  campRegistrationBody,
  createCampSession,
  createTournament,
  facilityDay as day,
  teamBody,
} from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { refundRows } from './support/reads.js';
import { checkoutIdOf, submitTeamRegistration, syncPayment } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`instalment plans of orders and teams (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  /** A session 30 days out at `costCents`, offering a plan with payments `offsets` days from today (none: no plan). */
  async function session(costCents: number, offsets: number[]) {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents, startOffset: 30 });
    if (offsets.length > 0) {
      const plan: InstalmentPlan = { laterDates: offsets.map((o) => day(t.clock.now, o)) };
      await t.database.db
        .updateTable('camp_sessions')
        .set({ instalment_plan: JSON.stringify(plan) })
        .where('id', '=', sessionId)
        .execute();
    }
    return sessionId;
  }
  /** Ava and Ben of parent A ordered together, Ava in `avaWeek` and Ben in `benWeek`: their ids. */
  async function avaAndBen(avaWeek: number, benWeek: number) {
    const res = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Registration/SubmitCampOrder',
      payload: {
        registrations: [
          campRegistrationBody(avaWeek, { playerFirstName: 'Ava' }),
          campRegistrationBody(benWeek, { playerFirstName: 'Ben' }),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().ids as [number, number];
  }
  const byPlan = (registrationId: number) =>
    t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.campCheckout,
      payload: { registrationId, instalments: true },
    });
  const instalmentRows = (kind: RegistrationKind, id: number) =>
    t.database.db
      .selectFrom('registration_instalments')
      .select(['seq', 'cents', 'due_date', 'status'])
      .where('registration_kind', '=', kind)
      .where('registration_id', '=', id)
      .orderBy('seq')
      .execute();
  const statuses = async (kind: RegistrationKind, id: number) =>
    (await instalmentRows(kind, id)).map((r) => r.status);
  const receiptTotals = async () =>
    (await t.database.db.selectFrom('receipts').select('total_cents').orderBy('id').execute()).map(
      (r) => r.total_cents,
    );
  const on = (date: string) => {
    t.clock.now = new Date(`${date}T17:00:00Z`);
  };
  const run = () => t.app.instalmentCharges.runDue();

  /**
   * Ava in a $245 week paying in 3 (today, in 10 and in 20 days), Ben in a $100 week paying in 2
   * (today, in 15 days), ordered together and paid by plan: their ids.
   */
  async function orderPaidByPlan() {
    // The real time: the provider's page (the stand-in) checks a checkout's expiry on its own clock.
    t.clock.now = new Date();
    const [ava, ben] = await avaAndBen(await session(245_00, [10, 20]), await session(100_00, [15]));
    // The checkout page offers the order's plan: both first payments today, then each date's total.
    const offered = (
      await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${ava}` })
    ).json();
    expect(offered.instalments).toEqual({
      payments: [
        { amount: 131.67, dueDate: day(t.clock.now, 0) },
        { amount: 81.67, dueDate: day(t.clock.now, 10) },
        { amount: 50, dueDate: day(t.clock.now, 15) },
        { amount: 81.66, dueDate: day(t.clock.now, 20) },
      ],
    });
    const started = await byPlan(ben);
    expect(started.statusCode, started.body).toBe(200);
    await t.pay(started.body);
    const update = await syncPayment(t, 'camp', checkoutIdOf(started.body));
    expect(update.json()).toMatchObject({ registrationStatus: 'paid', payment: 'paid' });
    return { ava, ben, checkoutId: checkoutIdOf(started.body), today: day(t.clock.now, 0) };
  }

  it("pays an order's first instalments in one card checkout, both players paid, each schedule and the one card kept", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { ava, ben, checkoutId, today } = await orderPaidByPlan();

    const attempts = await t.database.db
      .selectFrom('payment_attempts')
      .select(['registration_id', 'amount_cents', 'payable', 'state'])
      .where('provider_session_id', '=', checkoutId)
      .orderBy('registration_id')
      .execute();
    expect(attempts).toEqual([
      { registration_id: ava, amount_cents: 81_67, payable: 'order-plan', state: 'paid' },
      { registration_id: ben, amount_cents: 50_00, payable: 'order-plan', state: 'paid' },
    ]);
    const paid = await t.database.db
      .selectFrom('camp_registrations')
      .select('status')
      .where('id', 'in', [ava, ben])
      .execute();
    expect(paid.map((r) => r.status)).toEqual(['paid', 'paid']);
    expect(await instalmentRows('camp', ava)).toEqual([
      { seq: 1, cents: 81_67, due_date: today, status: 'paid' },
      { seq: 2, cents: 81_67, due_date: day(new Date(`${today}T12:00:00Z`), 10), status: 'scheduled' },
      { seq: 3, cents: 81_66, due_date: day(new Date(`${today}T12:00:00Z`), 20), status: 'scheduled' },
    ]);
    expect(await instalmentRows('camp', ben)).toEqual([
      { seq: 1, cents: 50_00, due_date: today, status: 'paid' },
      { seq: 2, cents: 50_00, due_date: day(new Date(`${today}T12:00:00Z`), 15), status: 'scheduled' },
    ]);
    // One saved card, named on each player's plan.
    const cards = await t.database.db
      .selectFrom('registration_plans')
      .select(['registration_id', 'customer_id', 'payment_method_id'])
      .orderBy('registration_id')
      .execute();
    expect(cards.map((c) => c.registration_id)).toEqual([ava, ben]);
    expect(cards[0]!.payment_method_id).toMatch(/^pm_/);
    expect(cards[1]).toMatchObject({
      customer_id: cards[0]!.customer_id,
      payment_method_id: cards[0]!.payment_method_id,
    });
    // One payment, one receipt: the sum of the first instalments.
    expect(await receiptTotals()).toEqual([131_67]);
  });

  it("charges each player's later instalments on their own dates, each with its receipt", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { ava, ben, today } = await orderPaidByPlan();
    const at = (offset: number) => day(new Date(`${today}T12:00:00Z`), offset);

    on(at(10));
    expect(await run()).toMatchObject({ charged: 1, declined: 0 });
    expect(await statuses('camp', ava)).toEqual(['paid', 'paid', 'scheduled']);
    expect(await statuses('camp', ben)).toEqual(['paid', 'scheduled']);
    on(at(15));
    expect(await run()).toMatchObject({ charged: 1 });
    expect(await statuses('camp', ben)).toEqual(['paid', 'paid']);
    on(at(20));
    expect(await run()).toMatchObject({ charged: 1 });
    expect(await run()).toMatchObject({ charged: 0 });
    expect(await statuses('camp', ava)).toEqual(['paid', 'paid', 'paid']);
    expect(await receiptTotals()).toEqual([131_67, 81_67, 50_00, 81_66]);
    const charges = await t.database.db
      .selectFrom('payment_attempts')
      .select(['registration_id', 'amount_cents'])
      .where('payable', '=', 'camp-instalment')
      .where('state', '=', 'paid')
      .orderBy('id')
      .execute();
    expect(charges).toEqual([
      { registration_id: ava, amount_cents: 81_67 },
      { registration_id: ben, amount_cents: 50_00 },
      { registration_id: ava, amount_cents: 81_66 },
    ]);
  });

  it("cancelling one player refunds only that player's parts, newest first, and the other's plan goes on", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { ava, ben, checkoutId, today } = await orderPaidByPlan();
    const at = (offset: number) => day(new Date(`${today}T12:00:00Z`), offset);
    on(at(10));
    expect(await run()).toMatchObject({ charged: 1 });

    const quote = (await t.as(accounts.parentA, { url: apiPaths.campCancellationQuote(ava) })).json();
    expect(quote.paid).toBe(163.34);
    const cancelled = await t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.cancelMyCampRegistration(ava),
      payload: { expectedRefund: quote.refund },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = await refundRows(t, ava);
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(Math.round(quote.refund * 100));
    // Newest first: Ava's instalment, then her line of the order's payment, never more than she paid of it.
    const [instalment] = await t.database.db
      .selectFrom('payment_attempts')
      .select('provider_session_id')
      .where('payable', '=', 'camp-instalment')
      .execute();
    expect(refunds[0]!.provider_session_id).toBe(instalment!.provider_session_id);
    const fromOrder = refunds.filter((r) => r.provider_session_id === checkoutId);
    expect(fromOrder.reduce((sum, r) => sum + r.amount_cents, 0)).toBeLessThanOrEqual(81_67);
    expect(refunds.every((r) => r.amount_cents <= 81_67)).toBe(true);
    expect(await refundRows(t, ben)).toEqual([]);

    // Ben's plan goes on; Ava's last payment is never charged.
    const benRow = await t.database.db
      .selectFrom('camp_registrations')
      .select('status')
      .where('id', '=', ben)
      .executeTakeFirstOrThrow();
    expect(benRow.status).toBe('paid');
    on(at(15));
    expect(await run()).toMatchObject({ charged: 1 });
    expect(await statuses('camp', ben)).toEqual(['paid', 'paid']);
    on(at(20));
    expect(await run()).toMatchObject({ charged: 0, declined: 0 });
    expect(await receiptTotals()).toEqual([131_67, 81_67, 50_00]);
  });

  it("two players due the same day are two charges, and one player's cancel with the sibling discount leaves the other's plan owing what it still schedules", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const discount = await t.as(accounts.staff, {
      method: 'PUT',
      url: '/api/Admin/SiblingDiscount',
      payload: { kind: 'percent', value: 10 },
    });
    expect(discount.statusCode).toBe(200);
    t.clock.now = new Date();
    const week = await session(245_00, [10, 20]);
    const [ava, ben] = await avaAndBen(week, week);
    const started = await byPlan(ava);
    expect(started.statusCode, started.body).toBe(200);
    await t.pay(started.body);
    await syncPayment(t, 'camp', checkoutIdOf(started.body));
    // Ben gets 10% off ($220.50): 3 × $73.50; Ava pays $245.00 in 3.
    expect((await instalmentRows('camp', ben)).map((r) => r.cents)).toEqual([73_50, 73_50, 73_50]);
    expect(await receiptTotals()).toEqual([155_17]);

    on(day(t.clock.now, 10));
    expect(await run()).toMatchObject({ charged: 2, declined: 0 });
    expect(await receiptTotals()).toEqual([155_17, 81_67, 73_50]);

    // Ava leaves: Ben loses his discount, paid out of Ava's payments; his plan still adds up.
    const quote = (await t.as(accounts.parentA, { url: apiPaths.campCancellationQuote(ava) })).json();
    const cancelled = await t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.cancelMyCampRegistration(ava),
      payload: { expectedRefund: quote.refund },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await refundRows(t, ben)).toEqual([]);
    const own = (
      await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${ben}` })
    ).json();
    expect(own.balance).toMatchObject({ paid: 171.5, due: 73.5 });
    const open = (await instalmentRows('camp', ben)).filter((r) => r.status === 'scheduled');
    expect(open.reduce((sum, r) => sum + r.cents, 0)).toBe(73_50);
  });

  it("refuses a plan for an order when one player's session offers none, and offers none at checkout", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    t.clock.now = new Date();
    const [ava, ben] = await avaAndBen(await session(245_00, [10, 20]), await session(100_00, []));
    const own = (
      await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${ava}` })
    ).json();
    expect(own.instalments).toBeUndefined();
    for (const id of [ava, ben]) {
      const started = await byPlan(id);
      expect(started.statusCode).toBe(409);
      expect(started.json().detail).toBe(instalmentMessages.orderNoPlan);
    }
    expect(await t.database.db.selectFrom('payment_attempts').select('id').execute()).toEqual([]);
  });

  it('a team pays a tournament by plan: the first payment, a later charge by the job, a withdrawal refund', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    t.clock.now = new Date();
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      costCents: 300_00,
      startOffset: 30,
    });
    const [second, third] = [day(t.clock.now, 10), day(t.clock.now, 20)];
    await t.database.db
      .updateTable('tournaments')
      .set({ instalment_plan: JSON.stringify({ laterDates: [second, third] }) })
      .where('id', '=', tournamentId)
      .execute();
    const id = (await submitTeamRegistration(t, teamBody(ageRangeIds[0]!))).json().id as number;
    const started = await t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.tournamentCheckout,
      payload: { registrationId: id, instalments: true },
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.pay(started.body);
    const update = await syncPayment(t, 'team', checkoutIdOf(started.body));
    expect(update.json()).toMatchObject({ registrationStatus: 'paid', payment: 'paid' });
    expect(await instalmentRows('tournament', id)).toEqual([
      { seq: 1, cents: 100_00, due_date: day(t.clock.now, 0), status: 'paid' },
      { seq: 2, cents: 100_00, due_date: second, status: 'scheduled' },
      { seq: 3, cents: 100_00, due_date: third, status: 'scheduled' },
    ]);

    on(second);
    expect(await run()).toMatchObject({ charged: 1, declined: 0 });
    expect(await statuses('tournament', id)).toEqual(['paid', 'paid', 'scheduled']);
    expect(await receiptTotals()).toEqual([100_00, 100_00]);
    const payables = await t.database.db
      .selectFrom('payment_attempts')
      .select('payable')
      .where('state', '=', 'paid')
      .orderBy('id')
      .execute();
    expect(payables.map((p) => p.payable)).toEqual(['tournament-plan', 'tournament-instalment']);

    const quote = (await t.as(accounts.parentA, { url: apiPaths.teamWithdrawalQuote(id) })).json();
    expect(quote).toMatchObject({ cancellable: true, registrationStatus: 'paid' });
    const withdrawn = await t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.withdrawMyTeam(id),
      payload: { expectedRefund: quote.refund },
    });
    expect(withdrawn.json()).toMatchObject({ registrationStatus: 'cancelled', refund: quote.refund });
    const refunds = await refundRows(t, id);
    expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(Math.round(quote.refund * 100));
    expect(refunds.every((r) => r.registration_kind === 'tournament' && r.amount_cents <= 100_00)).toBe(true);
    on(third);
    expect(await run()).toMatchObject({ charged: 0, declined: 0 });
    const charged = await t.database.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('payable', '=', 'tournament-instalment')
      .execute();
    expect(charged).toHaveLength(1);
  });
});

import { apiPaths, type DepositPlan } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, zonedHour } from '../src/lib/dates.js';
import { createCampSession, createTournament, facilityDay as day } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { mailByKey, mailKeys, refundRows } from './support/reads.js';
import {
  campCheckout,
  checkoutIdOf,
  submitCampRegistration,
  syncPayment,
  teamCheckout,
} from './support/registrations.js';
import { sheetValues } from './support/spreadsheets.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`deposits and balances (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  /** A $200 session 30 days out taking a deposit, the balance due in 20 days. */
  async function sessionWithDeposit(deposit: DepositPlan['deposit'] = { kind: 'percent', percent: 25 }) {
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 200_00,
      startOffset: 30,
    });
    const plan: DepositPlan = { deposit, balanceDueDate: day(t.clock.now, 20) };
    await t.database.db
      .updateTable('camp_sessions')
      .set({ deposit_plan: JSON.stringify(plan) })
      .where('id', '=', sessionId)
      .execute();
    return { sessionId, plan };
  }
  const mine = async (id: number) =>
    (await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' }))
      .json()
      .find((r: { id: number }) => r.id === id);
  const payBalance = (id: number, path = '/api/Payment/CampRegistrationBalanceCheckout') =>
    t.as(accounts.parentA, { method: 'POST', url: path, payload: { registrationId: id } });
  const paidAttempts = (id: number) =>
    t.database.db
      .selectFrom('payment_attempts')
      .select(['amount_cents', 'payable', 'provider_session_id'])
      .where('registration_id', '=', id)
      .where('registration_kind', '=', 'camp')
      .where('state', '=', 'paid')
      .orderBy('id')
      .execute();

  it('offers the deposit, charges it at checkout, confirms the registration and records the balance due', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithDeposit();
    const offered = (await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${sessionId}` })).json();
    expect(offered.deposit).toEqual({ deposit: 50, balance: 150, balanceDueDate: plan.balanceDueDate });

    // The checkout page reads what it takes today from the registration, priced by the server.
    const unpaid = (await submitCampRegistration(t, sessionId)).json().id as number;
    const own = (
      await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${unpaid}` })
    ).json();
    expect(own.deposit).toEqual({ deposit: 50, balance: 150, balanceDueDate: plan.balanceDueDate });

    const { id, checkoutId } = await campCheckout(t, sessionId, { sync: true });
    expect(await paidAttempts(id)).toMatchObject([{ amount_cents: 50_00, payable: 'camp' }]);
    const row = await mine(id);
    expect(row.registrationStatus).toBe('paid');
    expect(row.balance).toEqual({ paid: 50, due: 150, dueDate: plan.balanceDueDate, overdue: false });
    expect(checkoutId).toBeTruthy();
    // A session without terms is paid in full, as always, and shows no balance.
    const plain = await createCampSession(t.database.db, t.clock.now, { costCents: 200_00 });
    const full = await campCheckout(t, plain, { sync: true });
    expect(await paidAttempts(full.id)).toMatchObject([{ amount_cents: 200_00, payable: 'camp' }]);
    expect((await mine(full.id)).balance).toBeUndefined();
    expect((await payBalance(full.id)).statusCode).toBe(409);
  });

  it('a deposit is paid by card: account credit is kept for registrations paid in full (decisions 0096, 0104)', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId } = await sessionWithDeposit();
    await submitCampRegistration(t, sessionId);
    const given = await t.as(accounts.staff, {
      method: 'POST',
      url: apiPaths.adminCredit,
      payload: { email: accounts.parentA.email, amount: 30, reason: 'Rained out' },
    });
    expect(given.statusCode).toBe(200);
    const { id } = await campCheckout(t, sessionId, { sync: true });
    const attempts = await t.database.db
      .selectFrom('payment_attempts')
      .select(['amount_cents', 'credit_cents'])
      .where('registration_id', '=', id)
      .where('state', '=', 'paid')
      .execute();
    expect(attempts).toEqual([{ amount_cents: 50_00, credit_cents: 0 }]);
    expect((await t.as(accounts.parentA, { url: apiPaths.myCredit })).json().balance).toBe(30);
  });

  it('pays the balance once however many times it is clicked, with its own receipt', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId } = await sessionWithDeposit({ kind: 'amount', cents: 60_00 });
    const { id } = await campCheckout(t, sessionId, { sync: true });

    const clicks = await Promise.all([payBalance(id), payBalance(id), payBalance(id)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    const urls = new Set(clicks.map((c) => c.body));
    expect(urls.size).toBe(1);
    const [url] = [...urls];
    await t.pay(url!);
    const update = await syncPayment(t, 'camp', checkoutIdOf(url!));
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ registrationId: id, registrationStatus: 'paid', payment: 'paid' });
    // A second sync (the webhook, a reload) changes nothing.
    await syncPayment(t, 'camp', checkoutIdOf(url!));

    expect(await paidAttempts(id)).toMatchObject([
      { amount_cents: 60_00, payable: 'camp' },
      { amount_cents: 140_00, payable: 'camp-balance' },
    ]);
    expect((await mine(id)).balance).toMatchObject({ paid: 200, due: 0, overdue: false });
    expect((await payBalance(id)).statusCode).toBe(409);
    const receipts = await t.database.db
      .selectFrom('receipts')
      .innerJoin('payment_attempts as a', 'a.provider_session_id', 'receipts.provider_session_id')
      .select(['receipts.kind', 'receipts.total_cents'])
      .where('a.registration_id', '=', id)
      .orderBy('receipts.number')
      .execute();
    expect(receipts).toEqual([
      { kind: 'payment', total_cents: 60_00 },
      { kind: 'payment', total_cents: 140_00 },
    ]);
    expect((await mailKeys(t)).filter((k) => k.includes(`balance-paid`))).toHaveLength(1);
  });

  it('refunds a cancellation across both payments, newest first, within what each paid', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId } = await sessionWithDeposit({ kind: 'percent', percent: 30 });
    const { id } = await campCheckout(t, sessionId, { sync: true });
    const url = (await payBalance(id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));

    const quote = (await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${id}` })).json();
    expect(quote).toMatchObject({ paid: 200, refund: 200 });
    const cancelled = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund: 200 },
    });
    expect(cancelled.statusCode).toBe(200);
    // Newest payment first: the balance's checkout, then the deposit's.
    const [balanceSession, depositSession] = (await paidAttempts(id)).reverse();
    const refunds = await refundRows(t, id);
    expect(refunds.map((r) => [r.amount_cents, r.provider_session_id])).toEqual([
      [140_00, balanceSession!.provider_session_id],
      [60_00, depositSession!.provider_session_id],
    ]);
  });

  it('a cancellation taken as credit across both payments gives each its refund receipt', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false, env: { CREDIT_BONUS_PERCENT: '10' } });
    const { sessionId } = await sessionWithDeposit({ kind: 'percent', percent: 30 });
    const { id } = await campCheckout(t, sessionId, { sync: true });
    const url = (await payBalance(id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));

    const cancelled = await t.as(accounts.parentA, {
      method: 'POST',
      url: apiPaths.cancelMyCampRegistration(id),
      payload: { expectedRefund: 200, takeCredit: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await t.as(accounts.parentA, { url: apiPaths.myCredit })).json().balance).toBe(220);
    const receipts = await t.database.db
      .selectFrom('receipts')
      .select(['kind', 'total_cents'])
      .where('owner_account_id', '=', accounts.parentA.id)
      .orderBy('number')
      .execute();
    const totals = receipts.map((r) => [r.kind, r.total_cents]);
    // The deposit's and the balance's receipts, then one refund receipt for each, newest first.
    expect(totals).toEqual([
      ['payment', 60_00],
      ['payment', 140_00],
      ['refund', 140_00],
      ['refund', 60_00],
    ]);
  });

  it('refunds a cancellation paid only by its deposit, and then nothing is due', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId } = await sessionWithDeposit({ kind: 'percent', percent: 50 });
    const { id } = await campCheckout(t, sessionId, { sync: true });
    // A move waits until the balance is paid (decision 0104).
    const moves = (await t.as(accounts.parentA, { url: `/api/Registration/SwitchOptions/${id}` })).json();
    expect(moves).toMatchObject({
      switchable: false,
      reason: 'Please pay the balance before moving to another session.',
      options: [],
    });
    const quote = (await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${id}` })).json();
    expect(quote).toMatchObject({ paid: 100, refund: 100 });
    await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund: 100 },
    });
    expect((await refundRows(t, id)).map((r) => r.amount_cents)).toEqual([100_00]);
    // Nothing is due on a cancelled registration.
    expect((await payBalance(id)).statusCode).toBe(409);
  });

  it('takes a deposit from a team too, and pays its balance from the tournament path', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const tournament = await createTournament(t.database.db, t.clock.now);
    const plan: DepositPlan = {
      deposit: { kind: 'amount', cents: 50_00 },
      balanceDueDate: day(t.clock.now, 10),
    };
    await t.database.db
      .updateTable('tournaments')
      .set({ deposit_plan: JSON.stringify(plan) })
      .where('id', '=', tournament.tournamentId)
      .execute();
    const { id } = await teamCheckout(t, tournament.ageRangeIds[0]!, { sync: true });
    const team = (
      await t.as(accounts.parentA, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` })
    ).json();
    expect(team.registrationStatus).toBe('paid');
    expect(team.balance).toMatchObject({ paid: 50, dueDate: plan.balanceDueDate, overdue: false });
    const url = (await payBalance(id, '/api/TournamentPayment/TournamentRegistrationBalanceCheckout')).body;
    await t.pay(url);
    await syncPayment(t, 'team', checkoutIdOf(url));
    const after = (
      await t.as(accounts.parentA, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` })
    ).json();
    expect(after.balance).toMatchObject({ due: 0 });
  });

  it('refuses deposit terms that leave no balance or fall due after the start, field by field', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    // The first day in the facility's calendar, as the due date is.
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 100_00,
      startDate: day(t.clock.now, 10),
    });
    const catalog = async () =>
      (await t.as(accounts.staff, { url: '/api/Admin/Catalog' }))
        .json()
        .campSessions.find((s: { id: number }) => s.id === sessionId);
    const { id: _id, seatsTaken: _seats, ...body } = await catalog();
    expect(body.depositPlan).toBeNull();
    const put = (payload: object) =>
      t.as(accounts.staff, { method: 'PUT', url: `/api/Admin/CampSessions/${sessionId}`, payload });
    const bad = await put({
      ...body,
      depositPlan: { depositKind: 'amount', depositValue: 100, balanceDueDate: day(t.clock.now, 11) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'depositPlan.balanceDueDate',
      'depositPlan.depositValue',
    ]);
    const good = { depositKind: 'percent', depositValue: 40, balanceDueDate: day(t.clock.now, 5) };
    expect((await put({ ...body, depositPlan: good })).statusCode).toBe(200);
    expect((await catalog()).depositPlan).toEqual(good);
  });

  it('lists who owes what by when for staff, overdue once the date passes, and exports it', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithDeposit({ kind: 'amount', cents: 80_00 });
    const { id } = await campCheckout(t, sessionId, { sync: true });
    const paidInFull = await createCampSession(t.database.db, t.clock.now);
    await campCheckout(t, paidInFull, { sync: true });
    const report = async () => (await t.as(accounts.staff, { url: '/api/Admin/BalancesDue' })).json();

    expect(await report()).toEqual({
      rows: [
        expect.objectContaining({
          kind: 'camp',
          registrationId: id,
          price: 200,
          paid: 80,
          due: 120,
          dueDate: plan.balanceDueDate,
          overdue: false,
          plan: false,
        }),
      ],
      totalDue: 120,
      totalOverdue: 0,
    });
    expect((await t.as(accounts.parentA, { url: '/api/Admin/BalancesDue' })).statusCode).toBe(403);

    // Past the due date unpaid: staff see it overdue; the seat stays paid.
    t.clock.now = new Date(t.clock.now.getTime() + 21 * 86_400_000);
    const late = await report();
    expect(late.rows[0]).toMatchObject({ registrationId: id, overdue: true });
    expect(late.totalOverdue).toBe(120);
    expect((await mine(id)).registrationStatus).toBe('paid');

    const file = await t.as(accounts.staff, { url: '/api/Admin/BalancesDueExcel' });
    expect(file.statusCode).toBe(200);
    const [header, row] = (await sheetValues(file.rawPayload)).rows;
    expect(header).toEqual([
      'Due Date',
      'Paying By',
      'Overdue',
      'Kind',
      'Player or Team',
      'Camp or Tournament',
      'Starts',
      'Family E-mail',
      'Price (USD)',
      'Paid (USD)',
      'Due (USD)',
    ]);
    expect(row).toEqual(expect.arrayContaining(['Deposit', 'Yes', 'Camp', 200, 80, 120]));

    // Paid (the provider's clock is the real one), it leaves the report.
    t.clock.now = new Date();
    const url = (await payBalance(id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    expect((await report()).rows).toEqual([]);
  });

  it('reminds the family 7 and 1 days before the balance is due, once each, in its language, and not once paid', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId, plan } = await sessionWithDeposit();
    const { id } = await campCheckout(t, sessionId, { sync: true });
    const owner = await t.database.db
      .selectFrom('camp_registrations')
      .select('owner_account_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('account_languages')
      .set({ locale: 'es' })
      .where('owner_account_id', '=', owner.owner_account_id)
      .execute();
    const realNow = t.clock.now;
    const at = (daysBefore: number, hour: number) =>
      zonedHour(addDays(plan.balanceDueDate, -daysBefore), hour, 'America/Chicago');
    const balanceMails = async () => (await mailKeys(t)).filter((k) => k.startsWith('reminder:balance-due:'));

    // Before its hour nothing goes; at it, two servers' jobs together send one.
    t.clock.now = at(7, 8);
    expect(await t.app.balanceReminders.sendDue()).toBe(0);
    t.clock.now = at(7, 10);
    const sent = await Promise.all([t.app.balanceReminders.sendDue(), t.app.balanceReminders.sendDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.app.balanceReminders.sendDue()).toBe(0);
    expect(await balanceMails()).toEqual([`reminder:balance-due:camp:${id}:${plan.balanceDueDate}:7`]);
    const mail = await mailByKey(t, `reminder:balance-due:camp:${id}:${plan.balanceDueDate}:7`);
    expect(mail.subject).toMatch(/^Saldo pendiente hasta el .+: .*150/);
    expect(mail.text_body).toContain('Hasta ahora ha pagado');

    t.clock.now = at(1, 9);
    expect(await t.app.balanceReminders.sendDue()).toBe(1);
    expect(await balanceMails()).toHaveLength(2);

    // Paid, no more reminders (a second balance date's occasion never comes).
    t.clock.now = realNow;
    const url = (await payBalance(id)).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    t.clock.now = at(1, 12);
    await t.database.db.deleteFrom('reminder_sends').where('kind', '=', 'balance-due').execute();
    expect(await t.app.balanceReminders.sendDue()).toBe(0);
  });

  it('a click after the balance was paid on another tab, before any event, finds the payment and charges nothing more', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { sessionId } = await sessionWithDeposit({ kind: 'percent', percent: 40 });
    const { id } = await campCheckout(t, sessionId, { sync: true });
    const url = (await payBalance(id)).body;
    await t.pay(url);
    const again = await payBalance(id);
    expect(again.statusCode).toBe(409);
    expect(await paidAttempts(id)).toMatchObject([
      { amount_cents: 80_00, payable: 'camp' },
      { amount_cents: 120_00, payable: 'camp-balance' },
    ]);
    expect((await mine(id)).balance).toMatchObject({ paid: 200, due: 0 });
    expect(await refundRows(t, id)).toEqual([]);
  });
});

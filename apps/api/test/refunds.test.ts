import type { CancellationPolicy } from '@soccer/contracts';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCancellationPolicy, loadConfig } from '../src/config.js';
import {
  campRegistrationBody as campBody,
  createCampSession,
  createTournament,
} from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp, webhookEvent } from './support/payments.js';
import { mailKeys, refundRows, rowOf, seatsLeft, until } from './support/reads.js';
import {
  campCheckout,
  checkoutIdOf,
  startCheckout,
  submitCampRegistration,
  syncPayment,
  teamCheckout,
} from './support/registrations.js';
import { sheetValues } from './support/spreadsheets.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`cancellation policies (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const payCamp = async (sessionId: number) => (await campCheckout(t, sessionId, { sync: true })).id;
  const policyOf = async (table: 'camp_registrations' | 'tournament_registrations', id: number) => {
    const row = await t.database.db
      .selectFrom(table)
      .select(['status', 'cancellation_policy'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { status: row.status, policy: row.cancellation_policy && JSON.parse(row.cancellation_policy) };
  };

  it('reads the default policy from configuration and refuses a fee period longer than the full-refund one', () => {
    expect(defaultCancellationPolicy(loadConfig({ NODE_ENV: 'test' }))).toEqual({
      fullRefundDays: 14,
      feeDays: 7,
      fee: { kind: 'percent', percent: 20 },
    });
    expect(
      defaultCancellationPolicy(
        loadConfig({
          NODE_ENV: 'test',
          CANCELLATION_FULL_REFUND_DAYS: '30',
          CANCELLATION_FEE_DAYS: '3',
          CANCELLATION_FEE: '25.50',
        }),
      ),
    ).toEqual({ fullRefundDays: 30, feeDays: 3, fee: { kind: 'amount', cents: 2550 } });
    expect(() => loadConfig({ NODE_ENV: 'test', CANCELLATION_FEE_DAYS: '20' })).toThrow(
      /CANCELLATION_FEE_DAYS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CANCELLATION_FEE: '120%' })).toThrow(/CANCELLATION_FEE/);
    expect(() => loadConfig({ NODE_ENV: 'test', CANCELLATION_FEE: 'ten' })).toThrow(/CANCELLATION_FEE/);
  });

  it('copies the policy in force onto a registration when it is paid, and later edits do not change the copy', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const own: CancellationPolicy = { fullRefundDays: 30, feeDays: 10, fee: { kind: 'amount', cents: 2500 } };
    const withOwn = await createCampSession(t.database.db, t.clock.now);
    const withDefault = await createCampSession(t.database.db, t.clock.now);
    await t.database.db
      .updateTable('camp_sessions')
      .set({ cancellation_policy: JSON.stringify(own) })
      .where('id', '=', withOwn)
      .execute();

    const a = await payCamp(withOwn);
    const b = await payCamp(withDefault);
    expect(await policyOf('camp_registrations', a)).toEqual({ status: 'paid', policy: own });
    expect(await policyOf('camp_registrations', b)).toEqual({
      status: 'paid',
      policy: defaultCancellationPolicy(t.config),
    });

    await t.database.db.updateTable('camp_sessions').set({ cancellation_policy: null }).execute();
    expect((await policyOf('camp_registrations', a)).policy).toEqual(own);
  });

  it('staff give a camp session its own policy in the catalogue; null goes back to the default', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const catalog = async () =>
      (await t.as(accounts.staff, { url: '/api/Admin/Catalog' }))
        .json()
        .campSessions.find((s: { id: number }) => s.id === sessionId);
    const { id: _id, seatsTaken: _seats, ...body } = await catalog();
    expect(body.cancellationPolicy).toBeNull();
    const own = { fullRefundDays: 30, feeDays: 10, feeKind: 'amount', feeValue: 25.5 };
    const put = (payload: object) =>
      t.as(accounts.staff, { method: 'PUT', url: `/api/Admin/CampSessions/${sessionId}`, payload });
    expect((await put({ ...body, cancellationPolicy: own })).statusCode).toBe(200);
    expect((await catalog()).cancellationPolicy).toEqual(own);
    const stored = await t.database.db
      .selectFrom('camp_sessions')
      .select('cancellation_policy')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.cancellation_policy!)).toEqual({
      fullRefundDays: 30,
      feeDays: 10,
      fee: { kind: 'amount', cents: 2550 },
    });
    const bad = await put({ ...body, cancellationPolicy: { ...own, feeDays: 31 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['cancellationPolicy.feeDays']);
    expect((await put({ ...body, cancellationPolicy: null })).statusCode).toBe(200);
    expect((await catalog()).cancellationPolicy).toBeNull();
  });

  it('copies the tournament policy onto a paid team', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const tournament = await createTournament(t.database.db, t.clock.now);
    const own: CancellationPolicy = { fullRefundDays: 21, feeDays: 21, fee: { kind: 'percent', percent: 0 } };
    await t.database.db
      .updateTable('tournaments')
      .set({ cancellation_policy: JSON.stringify(own) })
      .where('id', '=', tournament.tournamentId)
      .execute();
    const { id, url, checkoutId } = await teamCheckout(t, tournament.ageRangeIds[0]!);
    expect((await policyOf('tournament_registrations', id)).policy).toBeNull();
    await t.pay(url);
    await syncPayment(t, 'team', checkoutId);
    expect(await policyOf('tournament_registrations', id)).toEqual({ status: 'paid', policy: own });
  });
});

describe(`refunds and cancellation (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const register = async (sessionId: number) =>
    (await submitCampRegistration(t, sessionId)).json().id as number;
  const checkout = async (id: number) => (await startCheckout(t, 'camp', id)).body;
  const sync = (url: string) => syncPayment(t, 'camp', checkoutIdOf(url));
  /** A paid camp registration of parent A in a session starting `startOffset` days from now. */
  const paidCamp = async (options: { startOffset?: number; costCents?: number; capacity?: number } = {}) => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      startOffset: options.startOffset ?? 30,
      costCents: options.costCents ?? 20000,
      capacity: options.capacity ?? 20,
    });
    const { id, url, checkoutId } = await campCheckout(t, sessionId, { sync: true });
    const paymentIntent = t.provider.sessions.get(checkoutId)!.payment_intent as string;
    return { sessionId, id, url, paymentIntent };
  };
  const quote = (id: number, account = accounts.parentA) =>
    t.as(account, { url: `/api/Registration/CancellationQuote/${id}` });
  const ownerCancel = (id: number, expectedRefund: number, account = accounts.parentA) =>
    t.as(account, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund },
    });
  const staffRefund = (id: number, amount: number, reason = 'Goodwill') =>
    t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${id}/refund`,
      payload: { amount, reason },
    });
  const status = async (id: number) => (await rowOf(t, 'camp_registrations', id)).status;
  const stripe = () =>
    new Stripe('sk_test_suite', {
      host: new URL(t.provider.url).hostname,
      port: Number(new URL(t.provider.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });

  it('a parent sees the full refund before confirming; cancelling frees the seat, refunds at the provider and mails', async () => {
    t = await createPaymentTestApp();
    const { sessionId, id, paymentIntent } = await paidCamp({ startOffset: 30 });
    const seats = await seatsLeft(t, sessionId);

    const q = await quote(id);
    expect(q.statusCode).toBe(200);
    expect(q.json()).toMatchObject({
      cancellable: true,
      paid: 200,
      refunded: 0,
      refund: 200,
      fee: 0,
      rule: 'full',
    });
    expect(q.json().policyText).toMatch(/Full refund until 14 days before the start/);

    const res = await ownerCancel(id, 200);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, registrationStatus: 'cancelled', refund: 200 });
    expect(await status(id)).toBe('cancelled');
    expect(await seatsLeft(t, sessionId)).toBe(seats + 1);
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    const provider = t.provider.refunds.list();
    expect(provider).toHaveLength(1);
    expect(provider[0]).toMatchObject({ amount: 20000, payment_intent: paymentIntent, status: 'succeeded' });
    expect(await mailKeys(t)).toEqual(
      expect.arrayContaining([
        `camp-cancelled:${id}`,
        `refund-succeeded:${(await refundRows(t, id))[0]!.id}`,
      ]),
    );

    // My Registrations shows it cancelled with the refund.
    const mine = (await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' })).json();
    expect(mine.find((r: { id: number }) => r.id === id)).toMatchObject({
      registrationStatus: 'cancelled',
      refunds: [{ amount: 200, state: 'succeeded' }],
    });
    // Cancelling twice is refused and refunds nothing more.
    expect((await ownerCancel(id, 0)).statusCode).toBe(409);
    expect(t.provider.refunds.list()).toHaveLength(1);
  });

  it('inside the fee window the fee is kept to the cent, and a stale quote is refused without changing anything', async () => {
    t = await createPaymentTestApp();
    const { id } = await paidCamp({ startOffset: 10, costCents: 17_999 });
    expect((await quote(id)).json()).toMatchObject({ rule: 'fee', paid: 179.99, fee: 36, refund: 143.99 });
    const stale = await ownerCancel(id, 179.99);
    expect(stale.statusCode).toBe(409);
    expect(await status(id)).toBe('paid');
    expect(await refundRows(t, id)).toEqual([]);
    expect((await ownerCancel(id, 143.99)).statusCode).toBe(200);
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    expect(t.provider.refunds.list()[0]!.amount).toBe(14_399);
  });

  it('after the fee window a cancellation refunds nothing; once started it cannot be cancelled by the parent', async () => {
    t = await createPaymentTestApp();
    const late = await paidCamp({ startOffset: 3 });
    expect((await quote(late.id)).json()).toMatchObject({ rule: 'none', refund: 0, fee: 200 });
    expect((await ownerCancel(late.id, 0)).json()).toMatchObject({
      registrationStatus: 'cancelled',
      refund: 0,
    });
    expect(await refundRows(t, late.id)).toEqual([]);

    const started = await paidCamp({ startOffset: 3 });
    await t.database.db
      .updateTable('camp_sessions')
      .set({ start_date: t.clock.now.toISOString().slice(0, 10) })
      .where('id', '=', started.sessionId)
      .execute();
    expect((await quote(started.id)).json()).toMatchObject({ cancellable: false });
    expect((await ownerCancel(started.id, 0)).statusCode).toBe(409);
    expect(await status(started.id)).toBe('paid');
  });

  it("another parent's registration is not found; anonymous callers must sign in", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { id } = await paidCamp();
    expect((await quote(id, accounts.parentB)).statusCode).toBe(404);
    expect((await ownerCancel(id, 200, accounts.parentB)).statusCode).toBe(404);
    expect((await t.as(null, { url: `/api/Registration/CancellationQuote/${id}` })).statusCode).toBe(401);
    expect(await status(id)).toBe('paid');
  });

  it('an unpaid registration cancels at once: its open checkout is closed and its hold freed', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    const id = await register(sessionId);
    const url = await checkout(id);
    expect(await seatsLeft(t, sessionId)).toBe(0);
    expect((await quote(id)).json()).toMatchObject({ cancellable: true, rule: 'unpaid', refund: 0 });
    expect((await ownerCancel(id, 0)).json()).toEqual({ id, registrationStatus: 'cancelled', refund: 0 });
    expect(t.provider.sessions.get(checkoutIdOf(url))!.status).toBe('expired');
    expect(await seatsLeft(t, sessionId)).toBe(1);
    // The old checkout page can no longer take money.
    await t.pay(url);
    expect(await status(id)).toBe('cancelled');
    expect(t.provider.sessions.get(checkoutIdOf(url))!.payment_status).toBe('unpaid');
  });

  it('staff refund part of a payment, never more than is left', async () => {
    t = await createPaymentTestApp();
    const { id, sessionId } = await paidCamp();
    const first = await staffRefund(id, 30.5);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ refund: { amount: 30.5, reason: 'Goodwill' }, credit: 0 });
    // The summary and the export show what was paid, refunded and kept.
    const summary = (await t.as(accounts.staff, { url: '/api/Registration/GetSessionRegistrationSummary' }))
      .json()
      .find((item: { campSession: { id: number } }) => item.campSession.id === sessionId);
    expect(summary).toMatchObject({
      numberOfRegistrationsPaid: 1,
      revenue: 200,
      refunded: 30.5,
      netRevenue: 169.5,
    });
    const file = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
    });
    const [header, row] = (await sheetValues(file.rawPayload)).rows;
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell('Paid (USD)'), cell('Refunded (USD)'), cell('Net (USD)')]).toEqual([200, 30.5, 169.5]);
    const over = await staffRefund(id, 170);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount[0]).toMatch(/At most \$169\.50 is left/);
    expect((await staffRefund(id, 169.5)).statusCode).toBe(200);
    expect((await staffRefund(id, 0.01)).statusCode).toBe(400);
    expect((await staffRefund(id, 0)).statusCode).toBe(400);
    expect((await staffRefund(id, 1.005)).statusCode).toBe(400);
    expect(
      (
        await t.as(accounts.parentA, {
          method: 'POST',
          url: `/api/Admin/CampRegistrations/${id}/refund`,
          payload: { amount: 1, reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    await until(async () => (await refundRows(t, id)).every((r) => r.state === 'succeeded'));
    expect(t.provider.refunds.list().reduce((sum, r) => sum + r.amount, 0)).toBe(20000);
    expect(await status(id)).toBe('paid');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'refund')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('20 concurrent refund requests for the whole payment give exactly one refund', async () => {
    t = await createPaymentTestApp();
    const { id } = await paidCamp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => staffRefund(id, 200)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(19);
    expect(await refundRows(t, id)).toHaveLength(1);
    await until(async () => t.provider.refunds.list()[0]?.status === 'succeeded');
    expect(t.provider.refunds.list()).toHaveLength(1);
  });

  it('refund webhooks repeated and out of order change the refund once', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const { id } = await paidCamp();
    await staffRefund(id, 50);
    const [row] = await refundRows(t, id);
    await until(async () => t.provider.refunds.get(row!.provider_refund_id!)?.status === 'succeeded');
    const event = (type: string, status: string) =>
      webhookEvent(type, { id: row!.provider_refund_id, object: 'refund', status });
    // A late 'pending' after 'succeeded', and each one twice: the provider's record decides.
    for (const e of [
      event('refund.updated', 'succeeded'),
      event('refund.created', 'pending'),
      event('refund.updated', 'succeeded'),
    ]) {
      expect((await t.deliver(e)).statusCode).toBe(200);
      expect((await t.deliver(e)).statusCode).toBe(200);
    }
    const [after] = await refundRows(t, id);
    expect(after!.state).toBe('succeeded');
    expect((await mailKeys(t)).filter((k) => k.startsWith('refund-succeeded:'))).toHaveLength(1);
    // A refund made at the provider (its dashboard) is recorded on the registration it paid, once.
    const other = await stripe().refunds.create({
      payment_intent: t.provider.refunds.list()[0]!.payment_intent as string,
      amount: 100,
    });
    await until(async () => t.provider.refunds.get(other.id)?.status === 'succeeded');
    const otherEvent = { ...event('refund.updated', 'succeeded'), data: { object: { id: other.id } } };
    expect((await t.deliver(otherEvent)).statusCode).toBe(200);
    expect((await t.deliver({ ...otherEvent, id: 'evt_again' })).statusCode).toBe(200);
    const rows = await refundRows(t, id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      provider_refund_id: other.id,
      amount_cents: 100,
      state: 'succeeded',
      reason: 'Refunded at the payment provider',
      requested_by: 'provider',
    });
  });

  it("a refund made in the provider's dashboard counts against what is left; one of an order's payment is marked for review", async () => {
    t = await createPaymentTestApp();
    const { id, paymentIntent } = await paidCamp({ costCents: 20000 });
    await stripe().refunds.create({ payment_intent: paymentIntent, amount: 5000 });
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    const mine = (
      await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${id}` })
    ).json();
    expect(mine.refunds).toMatchObject([
      { amount: 50, state: 'succeeded', reason: 'Refunded at the payment provider' },
    ]);
    const over = await staffRefund(id, 160);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount[0]).toMatch(/At most \$150\.00 is left/);
    expect((await staffRefund(id, 150)).statusCode).toBe(200);

    // An order's payment: whose money was it? Staff are asked to look, and nothing is recorded.
    const week = await createCampSession(t.database.db, t.clock.now, { startOffset: 30 });
    const bodies = ['Ava', 'Ben'].map((playerFirstName) => ({ ...campBody(week), playerFirstName }));
    const { ids } = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Registration/SubmitCampOrder',
        payload: { registrations: bodies },
      })
    ).json();
    const url = await checkout(ids[0]);
    await t.pay(url);
    await sync(url);
    const orderPayment = t.provider.sessions.get(checkoutIdOf(url))!.payment_intent as string;
    await stripe().refunds.create({ payment_intent: orderPayment, amount: 1000 });
    const reviews = () =>
      t.database.db
        .selectFrom('payment_issues')
        .select(['registration_id', 'kind'])
        .where('registration_id', 'in', ids)
        .execute();
    await until(async () => (await reviews()).length === 2);
    expect((await reviews()).map((r) => r.kind)).toEqual(['review', 'review']);
    expect([...(await refundRows(t, ids[0])), ...(await refundRows(t, ids[1]))]).toEqual([]);
  });

  it('a refund the provider refuses shows as failed and can be retried', async () => {
    t = await createPaymentTestApp();
    const { id, paymentIntent } = await paidCamp();
    t.provider.refunds.failNext(paymentIntent);
    await staffRefund(id, 80);
    await until(async () => (await refundRows(t, id))[0]?.state === 'failed');
    const [failed] = await refundRows(t, id);
    expect(failed!.failure_reason).toBeTruthy();
    const report = (await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' })).json();
    expect(report.find((r: { id: number }) => r.id === id).refunds).toMatchObject([
      { amount: 80, state: 'failed' },
    ]);
    // A failed refund does not count against what is left.
    const retry = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/Refunds/${failed!.id}/retry`,
    });
    expect(retry.statusCode).toBe(200);
    await until(async () => (await refundRows(t, id))[1]?.state === 'succeeded');
    expect(
      (await t.as(accounts.staff, { method: 'POST', url: `/api/Admin/Refunds/${failed!.id + 1}/retry` }))
        .statusCode,
    ).toBe(409);
    const again = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/Refunds/${failed!.id}/retry`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This refund was already retried.');
    expect(await refundRows(t, id)).toHaveLength(2);
  });

  it("a payment that arrives for a cancelled registration is paid back automatically ('refund due')", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const id = await register(sessionId);
    const url = await checkout(id);
    await t.pay(url);
    // Cancelled meanwhile (as if a staff cancel won the race); the payment cannot be taken.
    await t.database.db
      .updateTable('camp_registrations')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    expect((await sync(url)).json()).toMatchObject({ payment: 'refund_due' });
    const [row] = await refundRows(t, id);
    expect(row).toMatchObject({ amount_cents: 20000, requested_by: 'system' });
    // No webhooks here: the sweeper asks the provider about the pending refund.
    await until(async () => {
      t.clock.now = new Date(t.clock.now.getTime() + 61_000);
      await t.app.refunds.sweep();
      return (await refundRows(t, id))[0]?.state === 'succeeded';
    });
    const issue = await t.database.db.selectFrom('payment_issues').selectAll().executeTakeFirstOrThrow();
    expect(issue.resolved_at).not.toBeNull();
    // Seeing it again pays back nothing more.
    await sync(url);
    expect(await refundRows(t, id)).toHaveLength(1);
  });

  it('staff cancel with the refund the policy gives, or the whole payment', async () => {
    t = await createPaymentTestApp();
    const a = await paidCamp({ startOffset: 10 });
    const b = await paidCamp({ startOffset: 10 });
    const cancel = (id: number, refund: string) =>
      t.as(accounts.staff, {
        method: 'POST',
        url: `/api/Admin/CampRegistrations/${id}/cancel`,
        payload: { reason: 'Injury', refund },
      });
    expect((await cancel(a.id, 'policy')).json()).toMatchObject({
      registrationStatus: 'cancelled',
      refund: 160,
    });
    expect((await cancel(b.id, 'full')).json()).toMatchObject({
      registrationStatus: 'cancelled',
      refund: 200,
    });
    expect((await cancel(b.id, 'full')).statusCode).toBe(409);
    expect(
      (
        await t.as(accounts.staff, {
          method: 'POST',
          url: `/api/Admin/CampRegistrations/${a.id}/cancel`,
          payload: { reason: 'x', refund: 'lots' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a coach withdraws a team with the refund the tournament policy gives', async () => {
    t = await createPaymentTestApp();
    const tournament = await createTournament(t.database.db, t.clock.now);
    const { id } = await teamCheckout(t, tournament.ageRangeIds[0]!, { sync: true });
    const q = (await t.as(accounts.parentA, { url: `/api/Tournament/WithdrawalQuote/${id}` })).json();
    expect(q).toMatchObject({ cancellable: true, registrationStatus: 'paid' });
    const res = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Tournament/WithdrawTeam/${id}`,
      payload: { expectedRefund: q.refund },
    });
    expect(res.json()).toMatchObject({ registrationStatus: 'cancelled', refund: q.refund });
  });
});

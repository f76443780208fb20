import { ledgerMessages, orderMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { campRegistrationBody, createCampSession, createTournament, teamBody } from './support/factories.js';
import { businessEnv } from './support/load-env.js';
import {
  createPaymentTestApp,
  type PaymentTestApp,
  postWebhook,
  sdkSignature,
  webhookEvent,
} from './support/payments.js';
import { campSeatHolders, rowOf, seatsLeft, until } from './support/reads.js';
import {
  campCheckout,
  checkoutIdOf,
  startCheckout,
  submitCampRegistration,
  submitTeamRegistration,
  syncPayment,
} from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

/**
 * A bank transfer's time to clear in the tests that act while it is clearing: long enough that a
 * busy machine still acts before it clears; the tests wait for the outcome, not a fixed time.
 */
const bankClearingMs = 1500;

/**
 * Each finding of the review of the payment and seat rules, reproduced over HTTP against the
 * real app, the local checkout and the official Stripe SDK.
 */
describe(`money and seats (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const register = async (sessionId: number, account: TestAccount = accounts.parentA, extra = {}) =>
    submitCampRegistration(t, sessionId, extra, account);
  const checkout = (id: number, account: TestAccount = accounts.parentA) =>
    startCheckout(t, 'camp', id, account);
  const registerTeam = (payload: object) => submitTeamRegistration(t, payload);
  const teamCheckout = (registrationId: number) => startCheckout(t, 'team', registrationId);
  const team = (id: number) => rowOf(t, 'tournament_registrations', id);
  const camp = async (id: number) => await rowOf(t, 'camp_registrations', id);
  const issues = () => t.database.db.selectFrom('payment_issues').selectAll().orderBy('id').execute();
  const mails = () => t.database.db.selectFrom('mail_outbox').select('dedupe_key').execute();

  describe('1. payment secrets and forged payments', () => {
    it('refuses to start in production without real payment secrets, naming the variable', () => {
      const production = { NODE_ENV: 'production' };
      expect(() => loadConfig(production)).toThrow(
        /STRIPE_SECRET_KEY: is required.*STRIPE_WEBHOOK_SECRET: is required/,
      );
      expect(() =>
        loadConfig({
          ...production,
          STRIPE_SECRET_KEY: 'sk_test_local',
          STRIPE_WEBHOOK_SECRET: 'whsec_local',
        }),
      ).toThrow(
        /STRIPE_SECRET_KEY: is a published placeholder.*STRIPE_WEBHOOK_SECRET: is a published placeholder/,
      );
      const real = {
        STRIPE_SECRET_KEY: `sk_live_${'a'.repeat(40)}`,
        STRIPE_WEBHOOK_SECRET: `whsec_${'b'.repeat(32)}`,
        UNSUBSCRIBE_SECRET: 'c'.repeat(32),
        ...businessEnv,
      };
      expect(loadConfig({ ...production, ...real }).STRIPE_WEBHOOK_SECRET).toBe(real.STRIPE_WEBHOOK_SECRET);
      // Development and tests keep working defaults.
      expect(loadConfig({ NODE_ENV: 'development' }).STRIPE_WEBHOOK_SECRET).toBe('whsec_local');
    });

    it('a validly signed event for a made-up session with amount 1 pays nothing and mails nothing', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const id = (await register(sessionId)).json().id;
      const res = await t.deliver(
        webhookEvent('checkout.session.completed', {
          id: 'cs_test_forged',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 1,
          currency: 'usd',
          metadata: { registration_kind: 'camp', registration_id: String(id) },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe('ignored');
      expect((await camp(id)).status).toBe('registered');
      expect(await mails()).toEqual([]);
      const summary = await t.as(accounts.staff, { url: '/api/Registration/GetSessionRegistrationSummary' });
      expect(
        summary.json().find((s: { campSession: { id: number } }) => s.campSession.id === sessionId),
      ).toMatchObject({
        numberOfRegistrationsPaid: 0,
      });
    });

    it("an event naming another registration acts on the session's own record, never a 500", async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false });
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const a = (await register(sessionId)).json().id;
      const b = (await register(sessionId, accounts.parentB)).json().id;
      const url = (await checkout(a)).body;
      await t.pay(url);
      // A's paid session, presented as B's payment.
      const res = await t.deliver(
        webhookEvent('checkout.session.completed', {
          id: checkoutIdOf(url),
          status: 'complete',
          payment_status: 'paid',
          metadata: { registration_kind: 'camp', registration_id: String(b) },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect((await camp(a)).status).toBe('paid');
      expect((await camp(b)).status).toBe('registered');
    });

    it('a paid session whose amount is not what the server asked for is recorded for review, not paid', async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false });
      const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 17500 });
      const { id, url } = await campCheckout(t, sessionId);
      // The server's record of what it asked for disagrees with what the provider charged.
      await t.database.db.updateTable('payment_attempts').set({ amount_cents: 100 }).execute();
      await t.pay(url);
      const update = await syncPayment(t, 'camp', checkoutIdOf(url));
      expect(update.json()).toMatchObject({ payment: 'review', registrationStatus: 'paymentinprocess' });
      expect((await camp(id)).status).toBe('paymentinprocess');
      expect(await issues()).toMatchObject([{ kind: 'review', registration_id: id, amount_cents: 17500 }]);
      expect(await mails()).toEqual([]);
      const report = await t.as(accounts.staff, {
        url: `/api/Registration/GetSessionRegistrations/${sessionId}`,
      });
      expect(report.json().registrations[0].paymentIssues).toMatchObject([
        { kind: 'review', amount: 175, providerSessionId: checkoutIdOf(url) },
      ]);
    });
  });

  describe('2. a price-changing team edit', () => {
    it('cannot move a team into another tournament, with or without tournamentID', async () => {
      t = await createPaymentTestApp();
      const cheap = await createTournament(t.database.db, t.clock.now, { costCents: 10000 });
      const dear = await createTournament(t.database.db, t.clock.now, { costCents: 39500 });
      const body = teamBody(cheap.ageRangeIds[0]!);
      const { id } = (await registerTeam(body)).json();
      const url = (await teamCheckout(id)).body;
      for (const move of [
        { ...body, id, ageRangeID: dear.ageRangeIds[0]! },
        { ...body, id, ageRangeID: dear.ageRangeIds[0]!, tournamentID: dear.tournamentId },
        { ...body, id, ageRangeID: dear.ageRangeIds[0]!, tournamentID: cheap.tournamentId },
      ]) {
        const res = await registerTeam(move);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['ageRangeID']);
      }
      await t.pay(url);
      await t.provider.events.settled();
      expect(await team(id)).toMatchObject({
        status: 'paid',
        tournament_id: cheap.tournamentId,
        amount_cents: 10000,
      });
    });

    it('closes the open checkout first, so the old price can no longer be paid', async () => {
      t = await createPaymentTestApp();
      const cup = await createTournament(t.database.db, t.clock.now, {
        costCents: 30000,
        promoCode: 'CUP10',
      });
      const body = teamBody(cup.ageRangeIds[0]!);
      const { id } = (await registerTeam(body)).json();
      const oldUrl = (await teamCheckout(id)).body;
      const edit = await registerTeam({ ...body, id, ageRangeID: cup.ageRangeIds[1]!, promoCode: 'cup10' });
      expect(edit.statusCode).toBe(200);
      expect(t.provider.sessions.get(checkoutIdOf(oldUrl))?.status).toBe('expired');
      const late = await t.pay(oldUrl);
      expect(late.headers.get('location') ?? '').not.toContain('/true/');
      expect(await team(id)).toMatchObject({
        status: 'registered',
        amount_cents: 25000,
        age_range_id: cup.ageRangeIds[1],
      });
      const newUrl = (await teamCheckout(id)).body;
      expect(t.provider.sessions.get(checkoutIdOf(newUrl))?.amount_total).toBe(25000);
    });

    it('keeps the team registered when the expiry event lands after the checkout closed, before the edit', async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false });
      const cup = await createTournament(t.database.db, t.clock.now, { costCents: 30000 });
      const { id } = (await registerTeam(teamBody(cup.ageRangeIds[0]!))).json();
      const checkoutId = checkoutIdOf((await teamCheckout(id)).body);
      // The edit's first step: the checkout is closed at the provider; its echo arrives next.
      const before = (await team(id)).status;
      expect(await t.app.payments.closeCheckout(checkoutId)).toBe('closed');
      const payload = JSON.stringify(
        webhookEvent('checkout.session.expired', { id: checkoutId, object: 'checkout.session' }),
      );
      expect((await postWebhook(t.app, payload, sdkSignature(payload, 'whsec_suite'))).statusCode).toBe(200);
      // Not turned to a rejected payment: the closer (the edit) moves the team on.
      expect((await team(id)).status).toBe(before);
    });

    it('keeps the team registered when the expiry event of the closed checkout arrives first', async () => {
      t = await createPaymentTestApp({ expiryEventFirst: true });
      const cup = await createTournament(t.database.db, t.clock.now, {
        costCents: 30000,
        promoCode: 'CUP10',
      });
      const body = teamBody(cup.ageRangeIds[0]!);
      const { id } = (await registerTeam(body)).json();
      const oldUrl = (await teamCheckout(id)).body;
      const edit = await registerTeam({ ...body, id, promoCode: 'cup10' });
      expect(edit.statusCode).toBe(200);
      expect(t.provider.sessions.get(checkoutIdOf(oldUrl))?.status).toBe('expired');
      await t.provider.events.settled();
      expect(await team(id)).toMatchObject({ status: 'registered', amount_cents: 25000 });
      expect((await teamCheckout(id)).statusCode).toBe(200);
    });

    it('refuses the edit with 409 when the old checkout was paid meanwhile', async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false });
      const cup = await createTournament(t.database.db, t.clock.now, { promoCode: 'CUP10' });
      const body = teamBody(cup.ageRangeIds[0]!);
      const { id } = (await registerTeam(body)).json();
      const url = (await teamCheckout(id)).body;
      await t.pay(url);
      const edit = await registerTeam({ ...body, id, promoCode: 'CUP10' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().detail).toBe(ledgerMessages.paidMeanwhile);
      expect(await team(id)).toMatchObject({ status: 'paid', amount_cents: 30000, promo_code: '' });
    });
    it('refuses a price-changing edit while a bank payment of the old price is clearing', async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false, asyncDelayMs: bankClearingMs });
      const cup = await createTournament(t.database.db, t.clock.now, { promoCode: 'CUP10' });
      const body = teamBody(cup.ageRangeIds[0]!);
      const { id } = (await registerTeam(body)).json();
      await t.payByBank((await teamCheckout(id)).body);
      const edit = await registerTeam({ ...body, id, promoCode: 'CUP10' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().detail).toBe(ledgerMessages.paymentProcessing);
      // A change that keeps the price is still fine.
      expect((await registerTeam({ ...body, id, teamName: 'Comets' })).statusCode).toBe(200);
      expect(await team(id)).toMatchObject({
        amount_cents: 30000,
        team_name: 'Comets',
        status: 'paymentinprocess',
      });
    });
  });

  describe('3. cancelled and expired registrations', () => {
    const cancel = (id: number) =>
      t.as(accounts.staff, {
        method: 'POST',
        url: `/api/Admin/CampRegistrations/${id}/cancel`,
        payload: { reason: 'Family asked' },
      });

    it('staff cancel closes the checkout: the old page cannot be paid and the seat goes to the next family', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
      const { id: a, url } = await campCheckout(t, sessionId);
      expect((await cancel(a)).statusCode).toBe(200);
      expect(t.provider.sessions.get(checkoutIdOf(url))?.status).toBe('expired');
      expect((await register(sessionId, accounts.parentB)).statusCode).toBe(200);
      const late = await t.pay(url);
      expect(late.headers.get('location') ?? '').not.toContain('/true/');
      await t.provider.events.settled();
      expect((await camp(a)).status).toBe('cancelled');
      expect(await seatsLeft(t, sessionId)).toBe(0);
      const held = await campSeatHolders(t, sessionId);
      expect(held).toHaveLength(1);
    });

    it('a delayed payment that clears after a cancel is recorded as refund due and takes no seat', async () => {
      t = await createPaymentTestApp({ asyncDelayMs: bankClearingMs });
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
      const { id: a, url } = await campCheckout(t, sessionId);
      await t.payByBank(url);
      expect((await cancel(a)).statusCode).toBe(200);
      const b = (await register(sessionId, accounts.parentB)).json().id;
      // The bank payment clears a moment later; its webhook records the refund due.
      await until(async () => (await issues()).length > 0);
      await t.provider.events.settled();
      expect((await camp(a)).status).toBe('cancelled');
      expect((await camp(b)).status).toBe('registered');
      expect(await issues()).toMatchObject([{ kind: 'refund_due', registration_id: a, amount_cents: 20000 }]);
      // No payment confirmation: the cancellation mail only, and the money goes back by itself.
      const keys = (await mails()).map((m) => m.dedupe_key);
      expect(keys).toContain(`camp-cancelled:${a}`);
      expect(keys).not.toContain(`camp-paid:${a}`);
      expect(
        await t.database.db.selectFrom('refunds').select(['amount_cents', 'requested_by']).execute(),
      ).toEqual([{ amount_cents: 20000, requested_by: 'system' }]);
      const update = await syncPayment(t, 'camp', checkoutIdOf(url));
      expect(update.json()).toMatchObject({ payment: 'refund_due', registrationStatus: 'cancelled' });
    });

    it('staff cancel of a checkout paid meanwhile is refused, and the payment is recorded', async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false });
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const a = (await register(sessionId)).json().id;
      await t.pay((await checkout(a)).body);
      const res = await cancel(a);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(ledgerMessages.paidMeanwhile);
      expect((await camp(a)).status).toBe('paid');
    });

    it('pays an expired registration only when a seat is free, under the lock; otherwise refund due', async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false });
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
      const { id: a, url } = await campCheckout(t, sessionId);
      const at = () => t.clock.now.toISOString();
      await t.database.db
        .updateTable('camp_registrations')
        .set({ status: 'expired' })
        .where('id', '=', a)
        .execute();
      const payment = { sessionId: checkoutIdOf(url), amountCents: 20000, currency: 'usd' };
      expect(await t.app.payments.takePayment(payment.sessionId, at())).toBe('paid');
      expect(await t.app.payments.takePayment(payment.sessionId, at())).toBe('already_paid');

      const b = (await register(await createCampSession(t.database.db, t.clock.now, { capacity: 1 }))).json()
        .id;
      const bRow = await camp(b);
      const bUrl = (await checkout(b)).body;
      await t.database.db
        .updateTable('camp_registrations')
        .set({ status: 'expired' })
        .where('id', '=', b)
        .execute();
      expect((await register(bRow.camp_session_id, accounts.parentB)).statusCode).toBe(200);
      const bPayment = { sessionId: checkoutIdOf(bUrl), amountCents: 20000, currency: 'usd' };
      expect(await t.app.payments.takePayment(bPayment.sessionId, at())).toBe('refund_due');
      expect((await camp(b)).status).toBe('expired');
      expect(await seatsLeft(t, bRow.camp_session_id)).toBe(0);
    });
  });

  describe('4. seat hoarding', () => {
    it('one account holds at most 2 unpaid seats of a session, even all at once, and 5 in all', async () => {
      // The rate limit has its own test; here the caps alone decide.
      t = await createPaymentTestApp({ env: { RATE_LIMIT_REGISTRATIONS_PER_MINUTE: '1000' } });
      const sessions = await Promise.all(
        [12, 12, 12].map((capacity) => createCampSession(t.database.db, t.clock.now, { capacity })),
      );
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          register(sessions[0]!, accounts.parentA, { playerFirstName: `H${i}` }),
        ),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(10);
      expect(burst.find((r) => r.statusCode === 409)?.json().detail).toBe(
        ledgerMessages.tooManyHoldsInSession(2),
      );
      expect(await seatsLeft(t, sessions[0]!)).toBe(10);
      // Others still get seats.
      expect((await register(sessions[0]!, accounts.parentB)).statusCode).toBe(200);

      expect((await register(sessions[1]!)).statusCode).toBe(200);
      expect((await register(sessions[1]!)).statusCode).toBe(200);
      expect((await register(sessions[2]!)).statusCode).toBe(200);
      const sixth = await register(sessions[2]!);
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json().detail).toBe(ledgerMessages.tooManyHolds(5));
    });

    it('an order counts every player as a hold: four siblings fit, more seats of a session or an order on top of holds do not', async () => {
      t = await createPaymentTestApp({
        env: { RATE_LIMIT_REGISTRATIONS_PER_MINUTE: '1000', HOLDS_PER_SESSION: '2', HOLDS_PER_ACCOUNT: '5' },
      });
      const [week, other, third] = await Promise.all(
        [20, 20, 20].map((capacity) => createCampSession(t.database.db, t.clock.now, { capacity })),
      );
      const order = (players: [number, string][], account: TestAccount = accounts.parentA) =>
        t.as(account, {
          method: 'POST',
          url: '/api/Registration/SubmitCampOrder',
          payload: {
            registrations: players.map(([sessionId, name]) =>
              campRegistrationBody(sessionId, { playerFirstName: name }),
            ),
          },
        });
      const held = async (account: TestAccount) =>
        (
          await t.database.db
            .selectFrom('camp_registrations')
            .select('id')
            .where('owner_account_id', '=', account.id)
            .where('status', 'in', ['registered', 'paymentinprocess', 'paymentrejected'])
            .execute()
        ).length;

      // Six players of one session in one request: refused whole (it used to hold all six).
      const six = await order(['A', 'B', 'C', 'D', 'E', 'F'].map((n) => [week!, n]));
      expect(six.statusCode).toBe(409);
      expect(six.json().detail).toBe(orderMessages.tooManyInSession);
      const five = await order(['A', 'B', 'C', 'D', 'E'].map((n) => [week!, n]));
      expect(five.json().detail).toBe(orderMessages.tooManyInSession);
      expect(await held(accounts.parentA)).toBe(0);

      // Four siblings in one session register together.
      expect((await order(['A', 'B', 'C', 'D'].map((n) => [week!, n]))).statusCode).toBe(200);
      expect(await seatsLeft(t, week!)).toBe(16);
      // Holding four there, neither one more nor another order of two fits in that session.
      expect((await register(week!, accounts.parentA, { playerFirstName: 'E' })).json().detail).toBe(
        ledgerMessages.tooManyHoldsInSession(2),
      );
      const onTop = await order([
        [week!, 'E'],
        [week!, 'F'],
      ]);
      expect(onTop.statusCode).toBe(409);
      expect(onTop.json().detail).toBe(orderMessages.holdsInSession(4, 2));
      // In all: 4 held, so an order of two elsewhere would make 6 of 5.
      const elsewhere = await order([
        [other!, 'E'],
        [third!, 'F'],
      ]);
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().detail).toBe(orderMessages.holdsInAll(4, 5));
      expect(await held(accounts.parentA)).toBe(4);

      // An account without holds may order six players over sessions (three each): its own size.
      const spread = await order(
        [
          [other!, 'A'],
          [other!, 'B'],
          [other!, 'C'],
          [third!, 'D'],
          [third!, 'E'],
          [third!, 'F'],
        ],
        accounts.parentB,
      );
      expect(spread.statusCode).toBe(200);
      expect(await held(accounts.parentB)).toBe(6);
    });

    it('answers 429 beyond the per-account registration rate', async () => {
      t = await createPaymentTestApp({ env: { HOLDS_PER_SESSION: '100', HOLDS_PER_ACCOUNT: '100' } });
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 100 });
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await register(sessionId)).statusCode);
      expect(codes).toEqual([...Array(10).fill(200), 429]);
      const limited = await register(sessionId);
      expect(limited.json().detail).toBe(ledgerMessages.tooManyRegistrations);
      // Another account is not affected.
      expect((await register(sessionId, accounts.parentB)).statusCode).toBe(200);
    });

    it('a hold without a started checkout lapses after the short hold; a started one lasts HOLD_MINUTES', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 2 });
      const idle = (await register(sessionId)).json().id;
      const paying = (await register(sessionId, accounts.parentB)).json().id;
      expect(Date.parse((await camp(idle)).hold_expires_at!) - t.clock.now.getTime()).toBe(
        t.config.HOLD_BEFORE_CHECKOUT_MINUTES * 60_000,
      );
      await checkout(paying, accounts.parentB);
      // HOLD_MINUTES, rounded up to the whole minute.
      const held = Date.parse((await camp(paying)).hold_expires_at!) - t.clock.now.getTime();
      expect(held).toBeGreaterThanOrEqual(t.config.HOLD_MINUTES * 60_000);
      expect(held).toBeLessThan((t.config.HOLD_MINUTES + 1) * 60_000);
      t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
      expect(await t.app.payments.sweepLapsedHolds()).toBe(1);
      expect((await camp(idle)).status).toBe('expired');
      expect((await camp(paying)).status).toBe('paymentinprocess');
    });

    it('staff see unpaid holds on the session report and release one: the seat and its checkout are freed', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
      const { id, url } = await campCheckout(t, sessionId);
      const report = await t.as(accounts.staff, {
        url: `/api/Registration/GetSessionRegistrations/${sessionId}`,
      });
      expect(report.json().registrations[0]).toMatchObject({
        registrationStatus: 'paymentinprocess',
        holdExpiresAt: (await camp(id)).hold_expires_at,
      });
      const release = (as: TestAccount) =>
        t.as(as, { method: 'POST', url: `/api/Admin/CampRegistrations/${id}/release`, payload: {} });
      expect((await release(accounts.parentA)).statusCode).toBe(403);
      expect((await release(accounts.staff)).json()).toEqual({ id, registrationStatus: 'expired' });
      expect(t.provider.sessions.get(checkoutIdOf(url))?.status).toBe('expired');
      expect(await seatsLeft(t, sessionId)).toBe(1);
      const again = await release(accounts.staff);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(ledgerMessages.notAHold);
      const audit = await t.database.db.selectFrom('audit_log').select(['action', 'entity_id']).execute();
      expect(audit).toEqual([{ action: 'release', entity_id: String(id) }]);
    });
  });

  describe('5. promo codes', () => {
    it('5 wrong codes an hour per account, then 429 even for the right one; other accounts unaffected', async () => {
      t = await createPaymentTestApp({ env: { HOLDS_PER_SESSION: '100', HOLDS_PER_ACCOUNT: '100' } });
      const sessionId = await createCampSession(t.database.db, t.clock.now, {
        promoCode: 'SUMMER',
        discountCents: 2500,
      });
      const codes = [];
      for (const guess of ['A1', 'B2', 'C3', 'D4', 'E5']) {
        const res = await register(sessionId, accounts.parentA, { promoCode: guess });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400]);
      const blocked = await register(sessionId, accounts.parentA, { promoCode: 'SUMMER' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toBe(ledgerMessages.tooManyPromoFailures);
      // Same client address: the per-client count is reached too.
      expect((await register(sessionId, accounts.parentB, { promoCode: 'SUMMER' })).statusCode).toBe(429);
      // Registering without a code still works; an hour later codes are checked again.
      expect((await register(sessionId, accounts.parentA)).statusCode).toBe(200);
      t.clock.now = new Date(t.clock.now.getTime() + 3_601_000);
      expect((await register(sessionId, accounts.parentA, { promoCode: 'summer' })).statusCode).toBe(200);
    });

    it('counts team promo codes too', async () => {
      t = await createPaymentTestApp();
      const cup = await createTournament(t.database.db, t.clock.now, { promoCode: 'CUP10' });
      const withCode = (promoCode: string) => registerTeam(teamBody(cup.ageRangeIds[0]!, { promoCode }));
      for (let i = 0; i < 5; i++) expect((await withCode(`NOPE${i}`)).statusCode).toBe(400);
      expect((await withCode('CUP10')).statusCode).toBe(429);
    });
  });

  describe('6. the result page reads the provider', () => {
    const update = (session: string, account: TestAccount = accounts.parentA) =>
      syncPayment(t, 'camp', session, account);

    it('an open, unpaid session of my own: not paid, and the status is not downgraded', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const { id, url } = await campCheckout(t, sessionId);
      const res = await update(checkoutIdOf(url));
      expect(res.json()).toMatchObject({
        registrationId: id,
        registrationStatus: 'paymentinprocess',
        payment: 'not_paid',
      });
      expect((await camp(id)).status).toBe('paymentinprocess');
    });

    it('a bank transfer still clearing is pending (seat kept); when it clears it is paid and mailed', async () => {
      t = await createPaymentTestApp({ deliverWebhooks: false, asyncDelayMs: bankClearingMs });
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const { id, url } = await campCheckout(t, sessionId);
      await t.payByBank(url);
      const pending = await update(checkoutIdOf(url));
      expect(pending.json()).toMatchObject({ registrationStatus: 'paymentinprocess', payment: 'pending' });
      const mine = await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' });
      expect(mine.json()[0]).toMatchObject({ id, paymentPending: true });
      // A lapsed hold whose bank payment is clearing keeps its seat.
      t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_MINUTES + 1) * 60_000);
      expect(await t.app.payments.sweepLapsedHolds()).toBe(0);
      expect((await camp(id)).status).toBe('paymentinprocess');
      await until(async () => (await update(checkoutIdOf(url))).json().payment === 'paid');
      expect((await update(checkoutIdOf(url))).json()).toMatchObject({
        registrationStatus: 'paid',
        payment: 'paid',
      });
      expect(await mails()).toEqual([{ dedupe_key: `camp-paid:${id}` }]);
    });

    it('a failed bank transfer makes it payment rejected, with a mail and Retry', async () => {
      t = await createPaymentTestApp({ asyncDelayMs: bankClearingMs });
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const { id, url } = await campCheckout(t, sessionId);
      await t.payByBank(url, '000123450002');
      await until(async () => (await camp(id)).status === 'paymentrejected');
      await t.provider.events.settled();
      expect((await camp(id)).status).toBe('paymentrejected');
      expect((await update(checkoutIdOf(url))).json()).toMatchObject({
        payment: 'not_paid',
        registrationStatus: 'paymentrejected',
      });
      expect(await mails()).toEqual([{ dedupe_key: `camp-payment-failed:${checkoutIdOf(url)}` }]);
      expect((await checkout(id)).statusCode).toBe(200);
    });

    it('unknown and foreign sessions are 404, never success', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const { id, url } = await campCheckout(t, sessionId);
      await t.pay(url);
      expect((await update('cs_test_unknown')).statusCode).toBe(404);
      expect((await update(checkoutIdOf(url), accounts.parentB)).statusCode).toBe(404);
      expect((await update(`camp-${id}`, accounts.parentB)).statusCode).toBe(404);
      // A camp session id on the tournament result page is not found either.
      const wrongKind = await syncPayment(t, 'team', checkoutIdOf(url));
      expect(wrongKind.statusCode).toBe(404);
    });
  });

  describe('7. rough edges', () => {
    it('no new checkout for an unpaid registration of an archived session or age group', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const id = (await register(sessionId)).json().id;
      await t.database.db
        .updateTable('camp_sessions')
        .set({ archived_at: t.clock.now.toISOString() })
        .execute();
      const res = await checkout(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(ledgerMessages.sessionNotOffered);

      const cup = await createTournament(t.database.db, t.clock.now);
      const teamId = (await registerTeam(teamBody(cup.ageRangeIds[0]!))).json().id;
      await t.database.db
        .updateTable('tournament_age_ranges')
        .set({ archived_at: t.clock.now.toISOString() })
        .where('id', '=', cup.ageRangeIds[0]!)
        .execute();
      const started = await teamCheckout(teamId);
      expect(started.statusCode).toBe(409);
      expect(started.json().detail).toBe(ledgerMessages.ageGroupNotOffered);
    });

    it('an expired registration says so and offers to register again while seats remain', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
      const id = (await register(sessionId)).json().id;
      t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
      const lapsed = await checkout(id);
      expect(lapsed.statusCode).toBe(409);
      expect(lapsed.json().detail).toBe(ledgerMessages.holdLapsed);
      const mine = async () =>
        (await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' })).json()[0];
      expect(await mine()).toMatchObject({
        registrationStatus: 'expired',
        registerAgain: true,
        holdExpiresAt: null,
      });
      await register(sessionId, accounts.parentB);
      expect(await mine()).toMatchObject({ registrationStatus: 'expired', registerAgain: false });
    });

    it('concurrent Pay Now clicks open one checkout', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const id = (await register(sessionId)).json().id;
      const clicks = await Promise.all(Array.from({ length: 5 }, () => checkout(id)));
      const urls = new Set(clicks.filter((r) => r.statusCode === 200).map((r) => r.body));
      expect(clicks.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      expect(urls.size).toBe(1);
      const attempts = await t.database.db
        .selectFrom('payment_attempts')
        .select('provider_session_id')
        .execute();
      expect(attempts.map((a) => a.provider_session_id)).toEqual([checkoutIdOf([...urls][0]!)]);
    });

    it("idempotency keys carry this database's prefix: two databases on one account never share a checkout", async () => {
      t = await createPaymentTestApp();
      const second = await createPaymentTestApp({ provider: t.provider });
      try {
        const urls = [];
        for (const app of [t, second]) {
          const sessionId = await createCampSession(app.database.db, app.clock.now);
          const { id } = (await submitCampRegistration(app, sessionId)).json();
          expect(id).toBe(1);
          const res = await startCheckout(app, 'camp', id);
          expect(res.statusCode).toBe(200);
          urls.push(res.body);
        }
        expect(urls[0]).not.toBe(urls[1]);
      } finally {
        await second.close();
      }
    });

    it('webhooks signed with the published development secret are refused by a server with its own', async () => {
      t = await createPaymentTestApp();
      const payload = JSON.stringify(webhookEvent('checkout.session.completed', { id: 'cs_x' }));
      const res = await postWebhook(t.app, payload, sdkSignature(payload, 'whsec_local'));
      expect(res.statusCode).toBe(400);
    });
  });
});

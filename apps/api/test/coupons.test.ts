import { apiPaths, couponMessages, ledgerMessages, type ReceiptDocument } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession, createTournament, teamBody } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp } from './support/payments.js';
import { rowOf } from './support/reads.js';
import { checkoutIdOf, startCheckout, syncPayment } from './support/registrations.js';
import { byHeader, sheetValues } from './support/spreadsheets.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const couponBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'SPRING10',
  kind: 'amount',
  value: '10',
  validFrom: '2020-01-01',
  validTo: '2099-12-31',
  totalUses: '',
  usesPerAccount: '',
  scope: 'all',
  campIds: [],
  sessionIds: [],
  tournamentIds: [],
  active: true,
  ...overrides,
});

describe(`coupons (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const createCoupon = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Coupons',
      payload: couponBody(overrides),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const register = (sessionId: number, overrides: Record<string, unknown> = {}, account = accounts.parentA) =>
    t.as(account, {
      method: 'POST',
      url: '/api/Registration/submitRegistration',
      payload: campRegistrationBody(sessionId, overrides),
    });
  const usesTaken = async (id: number) => (await rowOf(t, 'coupons', id)).uses_taken;

  it('staff create, edit, turn off and list coupons; bad input is a 400 with field messages; codes are unique without case; audited', async () => {
    t = await createTestApp();
    const parent = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Admin/Coupons',
      payload: couponBody(),
    });
    expect(parent.statusCode).toBe(403);

    const bad = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Coupons',
      payload: couponBody({
        code: 'no spaces',
        kind: 'percent',
        value: '150',
        validFrom: '2026-05-02',
        validTo: '2026-05-01',
        totalUses: '2',
        usesPerAccount: '3',
        scope: 'chosen',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'code',
      'scope',
      'usesPerAccount',
      'validTo',
      'value',
    ]);
    expect(bad.json().errors.validTo).toEqual([couponMessages.validToBeforeFrom]);

    const id = await createCoupon();
    const again = await t.as(accounts.staff, {
      method: 'POST',
      url: '/api/Admin/Coupons',
      payload: couponBody({ code: 'spring10' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ code: [couponMessages.codeTaken] });

    // Two staff saving one new code at once: one coupon, the other a 400 on the code.
    const racing = await Promise.all(
      ['RACE', 'race'].map((code) =>
        t.as(accounts.staff, { method: 'POST', url: '/api/Admin/Coupons', payload: couponBody({ code }) }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.statusCode === 400)!.json().errors).toEqual({
      code: [couponMessages.codeTaken],
    });

    const edit = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/Coupons/${id}`,
      payload: couponBody({ code: 'spring10', kind: 'percent', value: 15, active: false, totalUses: 5 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const list = await t.as(accounts.staff, { method: 'GET', url: '/api/Admin/Coupons' });
    // Newest first.
    expect(list.json()).toEqual([
      expect.objectContaining({ code: 'RACE' }),
      expect.objectContaining({
        id,
        code: 'SPRING10',
        kind: 'percent',
        value: 15,
        active: false,
        totalUses: 5,
        usesTaken: 0,
      }),
    ]);
    const missing = await t.as(accounts.staff, {
      method: 'PUT',
      url: '/api/Admin/Coupons/99999',
      payload: couponBody({ code: 'X' }),
    });
    expect(missing.statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'coupon')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'create', entity: 'coupon' },
      { action: 'create', entity: 'coupon' },
      { action: 'update', entity: 'coupon' },
    ]);
  });

  it('takes the promo code first, then the coupon, and records the use with the registration', async () => {
    t = await createTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      promoCode: 'EARLY',
      discountCents: 2_000,
    });
    const coupon = await createCoupon({ kind: 'percent', value: 25 });
    const res = await register(sessionId, { promoCode: 'early', couponCode: 'spring10' });
    expect(res.statusCode, res.body).toBe(200);
    // 200 − 20 = 180; 25% of 180 = 45.
    expect(await rowOf(t, 'camp_registrations', res.json().id)).toMatchObject({
      promo_discount_cents: 2_000,
      amount_cents: 13_500,
    });
    expect(await usesTaken(coupon)).toBe(1);
    const uses = await t.as(accounts.staff, { method: 'GET', url: '/api/Admin/Coupons/Uses' });
    expect(uses.json()).toEqual([
      expect.objectContaining({
        couponCode: 'SPRING10',
        registrationKind: 'camp',
        registrationId: res.json().id,
        discount: 45,
      }),
    ]);
  });

  it('a wrong coupon code is a field error and counts toward the wrong-code limit like a wrong promo code', async () => {
    t = await createTestApp({ PROMO_FAILURES_PER_HOUR: '3' });
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      promoCode: 'EARLY',
      discountCents: 500,
    });
    await createCoupon({ active: false, code: 'OFF' });
    const wrong = await register(sessionId, { couponCode: 'NOPE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ couponCode: [couponMessages.unknown] });
    // A coupon staff turned off is a wrong code too.
    expect((await register(sessionId, { couponCode: 'off' })).json().errors).toEqual({
      couponCode: [couponMessages.unknown],
    });
    expect((await register(sessionId, { promoCode: 'WRONG' })).statusCode).toBe(400);
    // Three wrong codes of either kind: the next try of either is refused for the hour.
    const limited = await register(sessionId, { couponCode: 'SPRING10' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(ledgerMessages.tooManyPromoFailures);
    expect((await register(sessionId, { promoCode: 'EARLY' })).statusCode).toBe(429);
  });

  it("is valid from its first to its last day of the facility's calendar", async () => {
    t = await createTestApp();
    // 04:30 UTC on 10 March is still 9 March in Chicago (the facility's zone).
    t.clock.now = new Date('2026-03-10T04:30:00Z');
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    await createCoupon({ code: 'LATER', validFrom: '2026-03-10', validTo: '2026-03-12' });
    await createCoupon({ code: 'PAST', validFrom: '2026-03-01', validTo: '2026-03-08' });
    await createCoupon({ code: 'TODAY', validFrom: '2026-03-09', validTo: '2026-03-09' });
    expect((await register(sessionId, { couponCode: 'LATER' })).json().errors).toEqual({
      couponCode: [couponMessages.notYet],
    });
    expect((await register(sessionId, { couponCode: 'PAST' })).json().errors).toEqual({
      couponCode: [couponMessages.expired],
    });
    expect((await register(sessionId, { couponCode: 'TODAY' })).statusCode).toBe(200);
    t.clock.now = new Date('2026-03-10T05:30:00Z');
    expect((await register(sessionId, { couponCode: 'LATER', playerFirstName: 'Bo' })).statusCode).toBe(200);
  });

  it('a coupon for chosen programs takes only those camps, sessions and tournaments', async () => {
    t = await createTestApp();
    const chosen = await createCampSession(t.database.db, t.clock.now);
    const other = await createCampSession(t.database.db, t.clock.now);
    const camp = (await rowOf(t, 'camp_sessions', chosen)).camp_spec_id;
    const tour = await createTournament(t.database.db, t.clock.now);
    const otherTour = await createTournament(t.database.db, t.clock.now);
    await createCoupon({ code: 'SESSION', scope: 'chosen', sessionIds: [chosen] });
    await createCoupon({ code: 'CAMP', scope: 'chosen', campIds: [camp] });
    await createCoupon({ code: 'CUP', scope: 'chosen', tournamentIds: [tour.tournamentId] });
    expect((await register(chosen, { couponCode: 'SESSION' })).statusCode).toBe(200);
    expect((await register(other, { couponCode: 'session' })).json().errors).toEqual({
      couponCode: [couponMessages.notForThis],
    });
    expect((await register(chosen, { couponCode: 'CAMP', playerFirstName: 'Bo' })).statusCode).toBe(200);
    expect((await register(other, { couponCode: 'CUP' })).json().errors).toEqual({
      couponCode: [couponMessages.notForThis],
    });
    const team = (ageRangeID: number, couponCode: string) =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Tournament/RegisterTournament',
        payload: teamBody(ageRangeID, { couponCode }),
      });
    const ok = await team(tour.ageRangeIds[0]!, 'cup');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await rowOf(t, 'tournament_registrations', ok.json().id)).amount_cents).toBe(30_000 - 1_000);
    expect((await team(otherTour.ageRangeIds[0]!, 'CUP')).json().errors).toEqual({
      couponCode: [couponMessages.notForThis],
    });
  });

  it('holds its per-account limit', async () => {
    t = await createTestApp(raceEnv);
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const coupon = await createCoupon({ usesPerAccount: 1 });
    expect((await register(sessionId, { couponCode: 'SPRING10' })).statusCode).toBe(200);
    const second = await register(sessionId, { couponCode: 'SPRING10', playerFirstName: 'Bo' });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({ couponCode: [couponMessages.usedUpByAccount] });
    // Nothing of the refused registration was kept.
    const rows = await t.database.db.selectFrom('camp_registrations').select('id').execute();
    expect(rows).toHaveLength(1);
    expect((await register(sessionId, { couponCode: 'SPRING10' }, accounts.parentB)).statusCode).toBe(200);
    expect(await usesTaken(coupon)).toBe(2);
  });

  it('100 concurrent checkouts for a coupon with 10 uses: exactly 10 succeed', async () => {
    t = await createTestApp(raceEnv);
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1000 });
    const coupon = await createCoupon({ totalUses: 10 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        register(
          sessionId,
          { couponCode: 'SPRING10', playerFirstName: `P${i}` },
          i % 2 ? accounts.parentA : accounts.parentB,
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200 && s !== 400)).toEqual([]);
    for (const a of answers.filter((r) => r.statusCode === 400))
      expect(a.json().errors).toEqual({ couponCode: [couponMessages.usedUp] });
    expect(await usesTaken(coupon)).toBe(10);
    const rows = await t.database.db.selectFrom('camp_registrations').select('id').execute();
    expect(rows).toHaveLength(10);
  });

  it('an unpaid hold that lapses or is cancelled gives its use back', async () => {
    t = await createTestApp(raceEnv);
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const coupon = await createCoupon({ totalUses: 1 });
    const first = await register(sessionId, { couponCode: 'SPRING10' });
    expect(first.statusCode).toBe(200);
    expect((await register(sessionId, { couponCode: 'SPRING10' }, accounts.parentB)).json().errors).toEqual({
      couponCode: [couponMessages.usedUp],
    });
    t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(1);
    expect(await usesTaken(coupon)).toBe(0);
    const second = await register(sessionId, { couponCode: 'SPRING10' }, accounts.parentB);
    expect(second.statusCode).toBe(200);
    expect(await usesTaken(coupon)).toBe(1);
    const cancel = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${second.json().id}/cancel`,
      payload: { reason: 'Family asked', refund: 'none' },
    });
    expect([200, 204]).toContain(cancel.statusCode);
    expect(await usesTaken(coupon)).toBe(0);
  });

  it('the checkout, the receipt and the payment mail name the coupon and its discount; the lines add up', async () => {
    const paying = await createPaymentTestApp({ deliverWebhooks: false });
    t = paying;
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      promoCode: 'EARLY',
      discountCents: 2_000,
    });
    await createCoupon({ code: 'FRIENDS', kind: 'amount', value: '30' });
    const { id } = (await register(sessionId, { promoCode: 'EARLY', couponCode: 'friends' })).json();
    const mine = await t.as(accounts.parentA, { method: 'GET', url: apiPaths.campRegistration(id) });
    expect(mine.json()).toMatchObject({
      promoDiscountAppliedAmount: 20,
      couponCode: 'FRIENDS',
      couponDiscountAmount: 30,
    });
    const url = (await startCheckout(paying, 'camp', id)).body;
    await paying.pay(url);
    expect((await syncPayment(paying, 'camp', checkoutIdOf(url))).statusCode).toBe(200);
    const doc = JSON.parse(
      (await t.database.db.selectFrom('receipts').select('content').executeTakeFirstOrThrow()).content,
    ) as ReceiptDocument;
    expect(doc.couponCode).toBe('FRIENDS');
    expect(doc.lines).toEqual([
      expect.objectContaining({
        priceCents: 20_000,
        promoDiscountCents: 2_000,
        couponDiscountCents: 3_000,
        siblingDiscountCents: 0,
        amountCents: 15_000,
      }),
    ]);
    expect(doc.totalCents).toBe(15_000);
    const html = await t.as(accounts.parentA, {
      method: 'GET',
      url: `${apiPaths.receipt(doc.number)}?format=html`,
    });
    expect(html.body).toContain('coupon FRIENDS -$30.00');
    const mails = await t.database.db.selectFrom('mail_outbox').select('text_body').execute();
    expect(mails.some((m) => m.text_body.includes('coupon FRIENDS -$30.00'))).toBe(true);
    // A paid registration keeps its use.
    expect((await rowOf(t, 'coupons', 1)).uses_taken).toBe(1);
  });

  it("shows in the session's summary, report and export: a coupon column and its discount", async () => {
    t = await createTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    await createCoupon({ code: 'TEAMMATE', kind: 'percent', value: 10 });
    const { id } = (await register(sessionId, { couponCode: 'TEAMMATE' })).json();
    const report = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrations/${sessionId}`,
    });
    expect(report.json().registrations).toEqual([
      expect.objectContaining({ id, couponCode: 'TEAMMATE', couponDiscountAmount: 20 }),
    ]);
    const summary = await t.as(accounts.staff, { url: apiPaths.sessionRegistrationSummary });
    expect(summary.json()).toEqual([
      expect.objectContaining({ numberOfRegistrationsUnpaid: 1, couponUses: 1, couponDiscount: 20 }),
    ]);
    const file = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
    });
    const { rows } = await sheetValues(file.rawPayload);
    expect(byHeader(rows, 1)).toMatchObject({
      Coupon: 'TEAMMATE',
      'Coupon Discount (USD)': 20,
      'Amount (USD)': 180,
    });
  });

  it('an order shares one code: each player takes a use, priced promo, then coupon, then sibling discount', async () => {
    t = await createTestApp(raceEnv);
    await t.as(accounts.staff, {
      method: 'PUT',
      url: '/api/Admin/SiblingDiscount',
      payload: { kind: 'percent', value: 10 },
    });
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 20_000 });
    const coupon = await createCoupon({ kind: 'amount', value: '20', totalUses: 3 });
    const order = (players: string[], couponCodes: string[]) =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Registration/SubmitCampOrder',
        payload: {
          registrations: players.map((name, i) =>
            campRegistrationBody(sessionId, { playerFirstName: name, couponCode: couponCodes[i] }),
          ),
        },
      });
    const mixed = await order(['Ava', 'Ben'], ['SPRING10', 'OTHER']);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual({ 'registrations[1].couponCode': [couponMessages.onePerOrder] });
    const ok = await order(['Ava', 'Ben'], ['spring10', 'SPRING10']);
    expect(ok.statusCode, ok.body).toBe(200);
    const [first, second] = await Promise.all(
      ok.json().ids.map((id: number) => rowOf(t, 'camp_registrations', id)),
    );
    // 200 − 20 = 180 each; the second also 10% of 180 off as a sibling.
    expect(first).toMatchObject({ amount_cents: 18_000, sibling_discount_cents: 0 });
    expect(second).toMatchObject({ amount_cents: 16_200, sibling_discount_cents: 1_800 });
    expect(await usesTaken(coupon)).toBe(2);
    // One use left: an order of two is refused whole, nothing kept.
    const over = await order(['Cal', 'Dee'], ['SPRING10', 'SPRING10']);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ 'registrations[1].couponCode': [couponMessages.usedUp] });
    expect(await usesTaken(coupon)).toBe(2);
    expect(await t.database.db.selectFrom('camp_registrations').select('id').execute()).toHaveLength(2);
  });
});

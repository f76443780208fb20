import { orderMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession } from './support/factories.js';
import { createPaymentTestApp } from './support/payments.js';
import { mailByKey, mailKeys, refundRows, seatsLeft, until } from './support/reads.js';
import { checkoutIdOf, startCheckout, syncPayment } from './support/registrations.js';
import { sheetValues } from './support/spreadsheets.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

type PaymentApp = Awaited<ReturnType<typeof createPaymentTestApp>>;

describe(`orders: several players, one checkout (${testEngine})`, () => {
  let t: PaymentApp;
  afterEach(() => t?.close());

  const session = (
    options: { costCents?: number; capacity?: number; ages?: [number, number]; startOffset?: number } = {},
  ) =>
    createCampSession(t.database.db, t.clock.now, {
      costCents: options.costCents ?? 20_000,
      capacity: options.capacity ?? 20,
      startOffset: options.startOffset ?? 30,
      ...(options.ages ? { ages: options.ages } : {}),
    });
  const player = (campSessionId: number, firstName: string, overrides: Record<string, unknown> = {}) =>
    campRegistrationBody(campSessionId, { playerFirstName: firstName, ...overrides });
  const order = (registrations: object[], account: TestAccount = accounts.parentA) =>
    t.as(account, { method: 'POST', url: '/api/Registration/SubmitCampOrder', payload: { registrations } });
  const setDiscount = (body: object, account: TestAccount = accounts.staff) =>
    t.as(account, { method: 'PUT', url: '/api/Admin/SiblingDiscount', payload: body });
  /**
   * A new app with the sibling discount given (none by default), and Ava and Ben of parent A
   * ordered together in one session (`week`) with the order's checkout open at `url`.
   */
  const avaAndBenInCheckout = async (week: Parameters<typeof session>[0], discount?: object) => {
    t = await createPaymentTestApp();
    if (discount) await setDiscount(discount);
    const sessionId = await session(week);
    const { ids } = (await order([player(sessionId, 'Ava'), player(sessionId, 'Ben')])).json();
    const url = (await startCheckout(t, 'camp', ids[0])).body;
    return { week: sessionId, ids, url };
  };
  const rows = () =>
    t.database.db
      .selectFrom('camp_registrations')
      .select(['id', 'status', 'order_id', 'camp_session_id', 'amount_cents', 'sibling_discount_cents'])
      .orderBy('id')
      .execute();
  /** The checkout's line items as the provider's API lists them: each line's amount. */
  const lineItems = async (checkoutId: string) => {
    const res = await fetch(`${t.provider.url}/v1/checkout/sessions/${checkoutId}/line_items`, {
      headers: { Authorization: 'Bearer sk_test_suite' },
    });
    const list = (await res.json()) as { data: { amount_total: number }[] };
    return list.data.map((item) => item.amount_total);
  };
  const registrationOf = async (id: number) =>
    (await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${id}` })).json();

  it('registers two players with the sibling discount, opens one checkout with a line each, and pays both', async () => {
    t = await createPaymentTestApp();
    expect((await setDiscount({ kind: 'percent', value: 10 })).statusCode).toBe(200);
    const week1 = await session({ costCents: 20_000, capacity: 5 });
    const week2 = await session({ costCents: 15_000, capacity: 5, startOffset: 37 });

    const res = await order([player(week2, 'Ava'), player(week1, 'Ben')]);
    expect(res.statusCode).toBe(200);
    const { ids, orderId } = res.json();
    expect(ids).toHaveLength(2);
    // Ben's week is the dearest: he pays in full, Ava gets 10% off.
    expect(await rows()).toEqual([
      {
        id: ids[0],
        status: 'registered',
        order_id: orderId,
        camp_session_id: week2,
        amount_cents: 13_500,
        sibling_discount_cents: 1_500,
      },
      {
        id: ids[1],
        status: 'registered',
        order_id: orderId,
        camp_session_id: week1,
        amount_cents: 20_000,
        sibling_discount_cents: 0,
      },
    ]);
    const ava = await registrationOf(ids[0]);
    expect(ava).toMatchObject({ siblingDiscountAmount: 15, orderId });
    // Each line names its own session: its dates and place, not the lead player's.
    const where = async (id: number) => {
      const s = await t.database.db
        .selectFrom('camp_sessions as s')
        .innerJoin('facilities as f', 'f.id', 's.facility_id')
        .select(['s.start_date', 's.end_date', 's.time_block', 'f.id'])
        .where('s.id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        campSessionId: id,
        campStartDate: s.start_date,
        campEndDate: s.end_date,
        timeBlock: s.time_block,
        campFacility: {
          id: s.id,
          facilityName: 'Test Park',
          addressLine1: '1 Field Rd',
          city: 'Nashville',
          state: 'TN',
          zipCode: '37206',
        },
      };
    };
    expect(ava.orderLines).toEqual([
      {
        registrationId: ids[0],
        playerName: 'Ava Parker',
        campName: 'Test Camp',
        ...(await where(week2)),
        amount: 135,
        siblingDiscount: 15,
      },
      {
        registrationId: ids[1],
        playerName: 'Ben Parker',
        campName: 'Test Camp',
        ...(await where(week1)),
        amount: 200,
        siblingDiscount: 0,
      },
    ]);
    expect(ava.orderLines[0].campStartDate).not.toBe(ava.orderLines[1].campStartDate);
    expect(await seatsLeft(t, week1)).toBe(4);
    expect(await seatsLeft(t, week2)).toBe(4);

    // Either player opens the same checkout: one page, a line each, the total of both.
    const url = (await startCheckout(t, 'camp', ids[1])).body;
    expect((await startCheckout(t, 'camp', ids[0])).body).toBe(url);
    const checkoutId = checkoutIdOf(url);
    expect(t.provider.sessions.get(checkoutId)!.amount_total).toBe(33_500);
    expect(await lineItems(checkoutId)).toEqual([13_500, 20_000]);

    await t.pay(url);
    expect((await syncPayment(t, 'camp', checkoutId)).json()).toMatchObject({ payment: 'paid' });
    await until(async () => (await rows()).every((r) => r.status === 'paid'));
    // One mail for the payment (queued with its first line), naming both players.
    expect((await mailKeys(t)).filter((k) => k.startsWith('camp-paid:'))).toEqual([`camp-paid:${ids[0]}`]);
    const mail = await mailByKey(t, `camp-paid:${ids[0]}`);
    expect(mail.text_body).toContain('Price $150.00, sibling discount -$15.00: $135.00');
    expect(mail.text_body).toContain('Total paid: $335.00');
    const attempts = await t.database.db
      .selectFrom('payment_attempts')
      .select(['registration_id', 'amount_cents', 'state'])
      .where('provider_session_id', '=', checkoutId)
      .orderBy('registration_id')
      .execute();
    expect(attempts).toEqual([
      { registration_id: ids[0], amount_cents: 13_500, state: 'paid' },
      { registration_id: ids[1], amount_cents: 20_000, state: 'paid' },
    ]);
    expect(await t.database.db.selectFrom('payment_issues').selectAll().execute()).toEqual([]);
    // The seats stay taken; the paid answer no longer lists the order's lines.
    expect(await seatsLeft(t, week1)).toBe(4);
    expect((await registrationOf(ids[0])).orderLines).toBeUndefined();

    // The session's export names each player's order and sibling discount beside what it paid.
    const file = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${week2}`,
    });
    const [header, avaRow] = (await sheetValues(file.rawPayload)).rows;
    const cell = (name: string) => avaRow![header!.indexOf(name)];
    expect([cell('Order'), cell('Sibling Discount (USD)'), cell('Amount (USD)'), cell('Paid (USD)')]).toEqual(
      [orderId, 15, 135, 135],
    );

    // Moving a sibling to another week keeps its sibling discount ($15 off $200).
    const moves = (await t.as(accounts.parentA, { url: `/api/Registration/SwitchOptions/${ids[0]}` })).json();
    expect(moves.options.find((o: { campSessionId: number }) => o.campSessionId === week1)).toMatchObject({
      price: 185,
      difference: 50,
    });

    // Each player is refunded on its own, within its own line of the one payment.
    const cancel = async (id: number, expectedRefund: number) =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: `/api/Registration/CancelRegistration/${id}`,
        payload: { expectedRefund },
      });
    expect((await cancel(ids[0], 135)).statusCode).toBe(200);
    expect((await cancel(ids[1], 200)).statusCode).toBe(200);
    await until(async () =>
      [...(await refundRows(t, ids[0])), ...(await refundRows(t, ids[1]))].every(
        (r) => r.state === 'succeeded',
      ),
    );
    expect((await refundRows(t, ids[0])).map((r) => r.amount_cents)).toEqual([13_500]);
    expect((await refundRows(t, ids[1])).map((r) => r.amount_cents)).toEqual([20_000]);
    expect(
      t.provider.refunds
        .list()
        .map((r) => r.amount)
        .sort(),
    ).toEqual([13_500, 20_000]);
  });

  it('takes the seats all or nothing, also when orders race for the last seats', async () => {
    t = await createPaymentTestApp({
      deliverWebhooks: false,
      env: { HOLDS_PER_SESSION: '20', HOLDS_PER_ACCOUNT: '20' },
    });
    const small = await session({ capacity: 3 });
    const roomy = await session({ capacity: 20 });
    expect((await order([player(small, 'A')], accounts.parentB)).statusCode).toBe(400);
    // One seat taken by someone else: an order of three for the last two gets nothing.
    expect((await order([player(small, 'X'), player(roomy, 'Y')], accounts.parentB)).statusCode).toBe(200);
    const before = await rows();
    const refused = await order([
      player(small, 'A'),
      player(small, 'B'),
      player(small, 'C'),
      player(roomy, 'D'),
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Test Camp has only 2 seats left. No player of this order was registered.',
    );
    expect(await rows()).toEqual(before);

    // Six orders of two race for the two seats left (and 10 in another session): one order gets both.
    const racing = await session({ capacity: 2 });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        order(
          [player(racing, `R${i}a`), player(racing, `R${i}b`)],
          i % 2 === 0 ? accounts.parentA : accounts.parentB,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const inRacing = (await rows()).filter((r) => r.camp_session_id === racing);
    expect(inRacing).toHaveLength(2);
    expect(new Set(inRacing.map((r) => r.order_id)).size).toBe(1);
    expect(await seatsLeft(t, racing)).toBe(0);
    const orders = await t.database.db.selectFrom('camp_orders').select('id').execute();
    expect(orders).toHaveLength(2);
  });

  it('refuses every player the rules refuse, with field messages per player, and writes nothing', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const young = await session({ ages: [6, 9] });
    // The factory's player is born 3/14/2015: too old for ages 6-9 thirty days from now.
    const res = await order([
      player(young, 'Tess', { playerBirthdate: '2019-01-01' }),
      player(young, 'Max'),
      player(young, 'Zoe', { promoCode: 'NOPE' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['registrations[2].promoCode']);

    const ages = await order([
      player(young, 'Tess', { playerBirthdate: '2019-01-01' }),
      player(young, 'Max'),
    ]);
    expect(ages.statusCode).toBe(400);
    expect(Object.keys(ages.json().errors)).toEqual(['registrations[1].playerBirthdate']);
    expect(ages.json().errors['registrations[1].playerBirthdate'][0]).toMatch(
      /^This session is for ages 6-9/,
    );

    const bad = await order([player(young, 'Tess', { playerBirthdate: '2019-01-01' }), player(young, '')]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['registrations[1].playerFirstName']);
    expect((await order([player(young, 'Tess')])).json().errors).toEqual({
      registrations: ['An order has at least 2 players.'],
    });
    expect(await rows()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Registration/SubmitCampOrder', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses the same child twice in one order (same name and birth date, any case or spacing)', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const week = await session();
    const other = await session({ startOffset: 37 });
    const twice = await order([player(week, 'Ava'), player(week, 'Ben'), player(other, ' ava ')]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({
      'registrations[2].playerFirstName': [orderMessages.samePlayerTwice],
    });
    const identical = await order([player(week, 'Ava'), player(week, 'Ava')]);
    expect(identical.json().errors).toEqual({
      'registrations[1].playerFirstName': [orderMessages.samePlayerTwice],
    });
    expect(await rows()).toEqual([]);
    // Twins share a birth date but not a name.
    expect((await order([player(week, 'Ava'), player(week, 'Ada')])).statusCode).toBe(200);
  });

  it('pays together or not at all: a payment one player can no longer take is refunded whole', async () => {
    const { ids, url } = await avaAndBenInCheckout({ costCents: 20_000 });
    // Staff cancel Ben behind the open checkout's back (a race the ledger must survive).
    await t.database.db
      .updateTable('camp_registrations')
      .set({ status: 'cancelled' })
      .where('id', '=', ids[1])
      .execute();
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    await until(
      async () => (await refundRows(t, ids[0])).length === 1 && (await refundRows(t, ids[1])).length === 1,
    );
    expect((await rows()).map((r) => r.status)).toEqual(['paymentinprocess', 'cancelled']);
    const issues = await t.database.db
      .selectFrom('payment_issues')
      .select(['registration_id', 'kind', 'amount_cents'])
      .orderBy('registration_id')
      .execute();
    expect(issues).toEqual([
      { registration_id: ids[0], kind: 'refund_due', amount_cents: 20_000 },
      { registration_id: ids[1], kind: 'refund_due', amount_cents: 20_000 },
    ]);
    await until(async () => t.provider.refunds.list().length === 2);
    expect(t.provider.refunds.list().reduce((sum, r) => sum + r.amount, 0)).toBe(40_000);
  });

  it('a sibling discount ends with the sibling: the leaving full-price line pays it from its refund, and cancelling all gives everything back', async () => {
    // The same price: Ava (first) pays in full, Ben gets $20 off.
    const { week, ids, url } = await avaAndBenInCheckout(
      { costCents: 20_000, capacity: 4 },
      { kind: 'percent', value: 10 },
    );
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    await until(async () => (await rows()).every((r) => r.status === 'paid'));

    const quote = async (id: number) =>
      (await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${id}` })).json();
    const cancel = (id: number, expectedRefund: number) =>
      t.as(accounts.parentA, {
        method: 'POST',
        url: `/api/Registration/CancelRegistration/${id}`,
        payload: { expectedRefund },
      });
    // In the full-refund window Ava's $200 comes back less the $20 Ben no longer gets off.
    expect(await quote(ids[0])).toMatchObject({ paid: 200, refund: 180, fee: 0, siblingDiscountLost: 20 });
    // Ben leaving costs Ava nothing: she already pays in full.
    expect(await quote(ids[1])).toMatchObject({ paid: 180, refund: 180, siblingDiscountLost: 0 });
    expect((await cancel(ids[0], 200)).statusCode).toBe(409);
    const cancelled = await cancel(ids[0], 180);
    expect(cancelled.json()).toMatchObject({ registrationStatus: 'cancelled', refund: 180 });
    expect((await rows()).map((r) => [r.status, r.amount_cents, r.sibling_discount_cents])).toEqual([
      ['cancelled', 20_000, 0],
      ['paid', 20_000, 0],
    ]);
    expect((await refundRows(t, ids[0])).map((r) => r.amount_cents)).toEqual([18_000]);

    // Staff see it: the report names what was kept and whose discount ended; the export's money follows.
    const report = (
      await t.as(accounts.staff, { url: `/api/Registration/GetSessionRegistrations/${week}` })
    ).json();
    const line = (id: number) => report.registrations.find((r: { id: number }) => r.id === id);
    expect(line(ids[0])).toMatchObject({ siblingDiscountKept: 20 });
    expect(line(ids[1])).toMatchObject({ siblingDiscountEnded: 20, siblingDiscountAmount: 0 });
    const file = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${week}`,
    });
    const [header, ...cells] = (await sheetValues(file.rawPayload)).rows;
    const cell = (row: number, name: string) => cells[row]![header!.indexOf(name)];
    expect(['Sibling Discount Kept (USD)', 'Paid (USD)', 'Refunded (USD)'].map((n) => cell(0, n))).toEqual([
      20, 180, 180,
    ]);
    expect(['Sibling Discount (USD)', 'Amount (USD)', 'Paid (USD)'].map((n) => cell(1, n))).toEqual([
      0, 200, 200,
    ]);

    // Ben now counts as having paid $200: cancelling him too gives back the rest of the payment.
    expect(await quote(ids[1])).toMatchObject({ paid: 200, refund: 200, siblingDiscountLost: 0 });
    expect((await cancel(ids[1], 200)).statusCode).toBe(200);
    await until(async () => t.provider.refunds.list().filter((r) => r.status === 'succeeded').length === 2);
    expect(t.provider.refunds.list().reduce((sum, r) => sum + r.amount, 0)).toBe(38_000);
  });

  it("a staff cancel of the full-price line, even with a 'full' refund, keeps what its sibling loses", async () => {
    const { ids, url } = await avaAndBenInCheckout({ costCents: 20_000 }, { kind: 'amount', value: 30 });
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    await until(async () => (await rows()).every((r) => r.status === 'paid'));
    const staffCancel = (id: number) =>
      t.as(accounts.staff, {
        method: 'POST',
        url: `/api/Admin/CampRegistrations/${id}/cancel`,
        payload: { reason: 'Injury', refund: 'full' },
      });
    expect((await staffCancel(ids[0])).json()).toMatchObject({
      registrationStatus: 'cancelled',
      refund: 170,
    });
    expect((await staffCancel(ids[1])).json()).toMatchObject({
      registrationStatus: 'cancelled',
      refund: 200,
    });
    expect(
      [...(await refundRows(t, ids[0])), ...(await refundRows(t, ids[1]))].map((r) => r.amount_cents),
    ).toEqual([17_000, 20_000]);
  });

  it('moving the full-price player to a cheaper session refunds the difference less the discount its sibling loses', async () => {
    t = await createPaymentTestApp();
    await setDiscount({ kind: 'percent', value: 10 });
    const dear = await session({ costCents: 20_000 });
    const mid = await session({ costCents: 15_000, startOffset: 37 });
    const cheap = await session({ costCents: 10_000, startOffset: 44 });
    const { ids } = (await order([player(dear, 'Ava'), player(mid, 'Ben')])).json();
    const url = (await startCheckout(t, 'camp', ids[0])).body;
    await t.pay(url);
    await syncPayment(t, 'camp', checkoutIdOf(url));
    await until(async () => (await rows()).every((r) => r.status === 'paid'));
    expect((await rows()).map((r) => r.amount_cents)).toEqual([20_000, 13_500]);

    // Ava moves to the $100 week: Ben's $150 week is the dearest now and pays in full.
    const moved = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/SwitchSession/${ids[0]}`,
      payload: { campSessionId: cheap, expectedDifference: -100 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().refund).toBe(85);
    expect((await rows()).map((r) => [r.camp_session_id, r.amount_cents, r.sibling_discount_cents])).toEqual([
      [cheap, 10_000, 0],
      [mid, 15_000, 0],
    ]);
    expect((await refundRows(t, ids[0])).map((r) => r.amount_cents)).toEqual([8_500]);
    const quote = async (id: number) =>
      (await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${id}` })).json();
    // Each now counts as having paid its own price: Ava's share is $185 less $85 back, Ben's $150.
    expect(await quote(ids[0])).toMatchObject({ paid: 185, refunded: 85, refund: 100 });
    expect(await quote(ids[1])).toMatchObject({ paid: 150, refund: 150, siblingDiscountLost: 0 });
  });

  it('a 100% rule never makes a seat free: an additional player pays at least half', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    expect((await setDiscount({ kind: 'percent', value: 100 })).statusCode).toBe(400);
    expect((await setDiscount({ kind: 'percent', value: 50 })).statusCode).toBe(200);
    // A rule stored before the cap still takes at most half of a line.
    await t.database.db
      .updateTable('app_settings')
      .set({ value: JSON.stringify({ kind: 'percent', percent: 100 }) })
      .where('key', '=', 'sibling_discount')
      .execute();
    const week = await session({ costCents: 20_000 });
    expect((await order([player(week, 'Ava'), player(week, 'Ben')])).statusCode).toBe(200);
    expect((await rows()).map((r) => r.amount_cents)).toEqual([20_000, 10_000]);
  });

  it('cancelling the full-price player during the open checkout closes it; the other pays alone at full price', async () => {
    const { week, ids, url } = await avaAndBenInCheckout(
      { costCents: 20_000, capacity: 4 },
      { kind: 'amount', value: 25 },
    );
    const cancel = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${ids[0]}`,
      payload: { expectedRefund: 0 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(t.provider.sessions.get(checkoutIdOf(url))!.status).toBe('expired');
    expect(await seatsLeft(t, week)).toBe(3);

    const again = (await startCheckout(t, 'camp', ids[1])).body;
    expect(again).not.toBe(url);
    // The discount held only while Ava stayed: Ben's line is priced alone now.
    expect(await lineItems(checkoutIdOf(again))).toEqual([20_000]);
    await t.pay(again);
    await syncPayment(t, 'camp', checkoutIdOf(again));
    expect((await rows()).map((r) => r.status)).toEqual(['cancelled', 'paid']);
  });

  it("a line whose hold lapsed leaves the order's page as it leaves the order's checkout", async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const week = await session();
    const { ids } = (await order([player(week, 'Ava'), player(week, 'Ben'), player(week, 'Cal')])).json();
    expect((await registrationOf(ids[0])).orderLines).toHaveLength(3);
    // Cal's hold alone has lapsed, and the sweeper has not come by yet.
    const past = new Date(t.clock.now.getTime() - 60_000).toISOString();
    await t.database.db
      .updateTable('camp_registrations')
      .set({ hold_expires_at: past })
      .where('id', '=', ids[2])
      .execute();
    const page = await registrationOf(ids[0]);
    expect(page.orderLines.map((l: { registrationId: number }) => l.registrationId)).toEqual([
      ids[0],
      ids[1],
    ]);
    const url = (await startCheckout(t, 'camp', ids[0])).body;
    expect(await lineItems(checkoutIdOf(url))).toHaveLength(2);
  });

  it('lapsed holds of an order are freed together by the sweeper', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const week = await session({ capacity: 3 });
    await order([player(week, 'Ava'), player(week, 'Ben')]);
    expect(await seatsLeft(t, week)).toBe(1);
    t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(2);
    expect(await seatsLeft(t, week)).toBe(3);
    expect((await rows()).map((r) => r.status)).toEqual(['expired', 'expired']);
  });

  it('staff set the sibling discount; everyone reads it; the configuration gives the default', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false, env: { SIBLING_DISCOUNT: '15.00' } });
    const read = () => t.app.inject({ url: '/api/Camps/SiblingDiscount' });
    expect((await read()).json()).toEqual({ kind: 'amount', value: 15 });
    expect((await setDiscount({ kind: 'percent', value: 10 }, accounts.parentA)).statusCode).toBe(403);
    const bad = await setDiscount({ kind: 'percent', value: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ value: ['Enter a whole percentage from 0 to 50.'] });
    expect((await setDiscount({ kind: 'percent', value: 10 })).json()).toEqual({
      kind: 'percent',
      value: 10,
    });
    expect((await read()).json()).toEqual({ kind: 'percent', value: 10 });
    const audit = await t.database.db.selectFrom('audit_log').select('action').execute();
    expect(audit.map((a) => a.action)).toContain('setSiblingDiscount');
    expect((await setDiscount({ kind: 'none' })).json()).toEqual({ kind: 'none', value: 0 });
  });
});

import { describeNamedItem, type SessionSwitch, type SettleChoice } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { createPaymentTestApp } from './support/payments.js';
import { mailByKey, mailKeys, refundRows, seatsLeft, until } from './support/reads.js';
import { campCheckout, checkoutIdOf, syncPayment } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

type PaymentApp = Awaited<ReturnType<typeof createPaymentTestApp>>;

describe(`switching sessions (${testEngine})`, () => {
  let t: PaymentApp;
  afterEach(() => t?.close());

  const session = (options: { costCents?: number; capacity?: number; startOffset?: number } = {}) =>
    createCampSession(t.database.db, t.clock.now, {
      costCents: options.costCents ?? 20_000,
      capacity: options.capacity ?? 20,
      startOffset: options.startOffset ?? 30,
    });
  const paidIn = async (sessionId: number, account: TestAccount = accounts.parentA) =>
    (await campCheckout(t, sessionId, { sync: true, account })).id;
  /** A new app, parent A's paid registration in a session at `fromCents`, and a session to move to. */
  const paidWithTarget = async (target: Parameters<typeof session>[0], fromCents = 20_000) => {
    t = await createPaymentTestApp();
    const from = await session({ costCents: fromCents });
    const to = await session(target);
    return { from, to, id: await paidIn(from) };
  };
  const options = (id: number, account: TestAccount = accounts.parentA) =>
    t.as(account, { url: `/api/Registration/SwitchOptions/${id}` });
  const switchTo = (
    id: number,
    campSessionId: number,
    expectedDifference: number,
    account: TestAccount = accounts.parentA,
    expectedRefund?: number,
  ) =>
    t.as(account, {
      method: 'POST',
      url: `/api/Registration/SwitchSession/${id}`,
      payload: { campSessionId, expectedDifference, expectedRefund },
    });
  const staffSwitch = (
    id: number,
    campSessionId: number,
    settleDifference?: SettleChoice,
    extra: { eligibilityOverrideReason?: string } = {},
  ) =>
    t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${id}/switch`,
      payload: { campSessionId, settleDifference, reason: 'Family asked by phone', ...extra },
    });
  const auditOf = async (action: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', action)
        .orderBy('id')
        .execute()
    ).map((a) => JSON.parse(a.details));
  /** The amounts the provider refunded, smallest first, once every refund of `id` has succeeded. */
  const refundedAmounts = async (id: number) => {
    await until(async () => (await refundRows(t, id)).every((r) => r.state === 'succeeded'));
    return t.provider.refunds
      .list()
      .map((r) => r.amount)
      .sort((a, b) => a - b);
  };
  const mailText = async (dedupeKey: string) => (await mailByKey(t, dedupeKey)).text_body;
  const registration = async (id: number) =>
    t.database.db
      .selectFrom('camp_registrations')
      .select(['status', 'camp_session_id', 'amount_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const mine = async (id: number) =>
    (await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' }))
      .json()
      .find((r: { id: number }) => r.id === id);

  it('lists the sessions a paid registration can move to with the difference, only to its owner', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const from = await session({ costCents: 20_000 });
    const dearer = await session({ costCents: 25_000 });
    const cheaper = await session({ costCents: 15_050 });
    const full = await session({ capacity: 0 });
    const id = await paidIn(from);

    const res = await options(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ registrationId: id, switchable: true, reason: null, pending: null });
    const byId = new Map(body.options.map((o: { campSessionId: number }) => [o.campSessionId, o]));
    expect(byId.get(dearer)).toMatchObject({ price: 250, difference: 50 });
    expect(byId.get(cheaper)).toMatchObject({ price: 150.5, difference: -49.5 });
    expect(byId.has(from)).toBe(false);
    expect(byId.has(full)).toBe(false);

    expect((await options(id, accounts.parentB)).statusCode).toBe(404);
    expect((await switchTo(id, dearer, 50, accounts.parentB)).statusCode).toBe(404);
    expect((await staffSwitch(id, dearer, 'waive')).statusCode).toBe(200);
    expect(
      (await t.as(accounts.parentA, { url: `/api/Admin/CampRegistrations/${id}/switchOptions` })).statusCode,
    ).toBe(403);
  });

  it('moves a family only to sessions the player may attend by age; staff elsewhere only with a reason for the exception, audited', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const from = await session();
    // The player (born 3/14/2015, the factories' campRegistrationBody) is 15 on 6/15/2030.
    const aged = (ages: [number, number]) =>
      createCampSession(t.database.db, t.clock.now, { costCents: 20_000, startDate: '2030-06-15', ages });
    const tooYoung = await aged([16, 18]);
    const fits = await aged([14, 16]);
    const id = await paidIn(from);

    const listed = (await options(id)).json().options.map((o: { campSessionId: number }) => o.campSessionId);
    expect(listed).toContain(fits);
    expect(listed).not.toContain(tooYoung);
    const refused = await switchTo(id, tooYoung, 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      campSessionId: [
        'This session is for ages 16-18 on its first day (6/15/2030); this player will be 15 then.',
      ],
    });
    expect((await registration(id)).camp_session_id).toBe(from);

    const staffListed = (
      await t.as(accounts.staff, { url: `/api/Admin/CampRegistrations/${id}/switchOptions` })
    ).json();
    // Staff see it, marked with the reason, and move there only with a reason for the exception.
    expect(
      staffListed.options.find((o: { campSessionId: number }) => o.campSessionId === tooYoung),
    ).toMatchObject({
      eligibilityProblem:
        'This session is for ages 16-18 on its first day (6/15/2030); this player will be 15 then.',
    });
    expect(
      staffListed.options.find((o: { campSessionId: number }) => o.campSessionId === fits),
    ).toMatchObject({ eligibilityProblem: null });
    const unexplained = await staffSwitch(id, tooYoung);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().errors).toEqual(refused.json().errors);
    // Every refusal at once: the age rule and the difference not settled.
    const cheaperTooYoung = await createCampSession(t.database.db, t.clock.now, {
      costCents: 15_000,
      startDate: '2030-06-15',
      ages: [16, 18],
    });
    expect((await staffSwitch(id, cheaperTooYoung)).json().errors).toEqual({
      ...refused.json().errors,
      settleDifference: ['This session costs less: choose whether the difference is refunded or kept.'],
    });
    expect((await registration(id)).camp_session_id).toBe(from);
    expect(await auditOf('eligibilityOverride')).toEqual([]);

    const excepted = await staffSwitch(id, tooYoung, undefined, {
      eligibilityOverrideReason: 'Plays with his older brother',
    });
    expect(excepted.statusCode).toBe(200);
    expect((await registration(id)).camp_session_id).toBe(tooYoung);
    expect(await auditOf('eligibilityOverride')).toEqual([
      {
        reason: 'Plays with his older brother',
        rules: { campSessionId: [expect.stringMatching(/^This session is for ages 16-18/)] },
      },
    ]);
  });

  it('a cheaper session: moves at once, frees the old seat, refunds the difference and mails', async () => {
    const { from, to, id } = await paidWithTarget({ costCents: 15_000 });
    const [fromSeats, toSeats] = [await seatsLeft(t, from), await seatsLeft(t, to)];

    // The difference the parent was shown must still be the difference.
    expect((await switchTo(id, to, -40)).statusCode).toBe(409);
    expect((await registration(id)).camp_session_id).toBe(from);

    const res = await switchTo(id, to, -50);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      checkoutUrl: null,
      refund: 50,
      switch: { state: 'completed', difference: -50 },
    });
    expect(await registration(id)).toEqual({ status: 'paid', camp_session_id: to, amount_cents: 15_000 });
    expect(await seatsLeft(t, from)).toBe(fromSeats + 1);
    expect(await seatsLeft(t, to)).toBe(toSeats - 1);
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    expect(t.provider.refunds.list().map((r) => r.amount)).toEqual([5_000]);
    const moveId = res.json().switch.id;
    expect(await mailKeys(t)).toEqual(expect.arrayContaining([`camp-switched:${moveId}`]));
    expect(await mine(id)).toMatchObject({
      campSessionId: to,
      switches: [{ state: 'completed', fromSessionId: from, toSessionId: to, difference: -50 }],
      refunds: [{ amount: 50, state: 'succeeded' }],
    });
    const audit = await t.database.db.selectFrom('audit_log').select('action').execute();
    expect(audit.map((a) => a.action)).toContain('switchSession');
    // Both sessions by their parts beside their English words, for a page in another language.
    const [move] = ((await mine(id)) as { switches: SessionSwitch[] }).switches;
    expect(describeNamedItem(move!.fromItem)).toBe(move?.from);
    expect(describeNamedItem(move!.toItem)).toBe(move?.to);
    expect(move?.toItem).toMatchObject({ es: { name: expect.any(String) }, ageGroup: null });
  });

  it('a dearer session: holds the new seat, checks out the difference, moves when paid; a later cancel refunds both payments', async () => {
    const { from, to, id } = await paidWithTarget({ costCents: 27_500, capacity: 5 });

    const res = await switchTo(id, to, 75);
    expect(res.statusCode).toBe(200);
    const { checkoutUrl, switch: move } = res.json();
    expect(move).toMatchObject({ state: 'awaiting_payment', difference: 75 });
    expect(checkoutUrl).toContain('/pay/');
    // The new seat is held, the old one kept, until the difference is paid.
    expect(await seatsLeft(t, to)).toBe(4);
    expect(await registration(id)).toMatchObject({ camp_session_id: from, status: 'paid' });
    expect(t.provider.sessions.get(checkoutIdOf(checkoutUrl))!.amount_total).toBe(7_500);
    // Asking again gives the same checkout, not a second one.
    expect((await switchTo(id, to, 75)).json().checkoutUrl).toBe(checkoutUrl);
    expect((await options(id)).json().pending).toMatchObject({ id: move.id, state: 'awaiting_payment' });

    await t.pay(checkoutUrl);
    const sync = await syncPayment(t, 'camp', checkoutIdOf(checkoutUrl));
    expect(sync.json()).toMatchObject({
      payment: 'paid',
      registrationStatus: 'paid',
      switch: { state: 'completed' },
    });
    expect(await registration(id)).toEqual({ status: 'paid', camp_session_id: to, amount_cents: 27_500 });
    expect(await seatsLeft(t, to)).toBe(4);
    // A repeated webhook or return changes nothing more.
    expect((await syncPayment(t, 'camp', checkoutIdOf(checkoutUrl))).json().payment).toBe('paid');
    expect(await t.database.db.selectFrom('payment_issues').selectAll().execute()).toEqual([]);

    // Cancelling now (full refund under the policy) gives back both payments, each from its own charge.
    const quote = (await t.as(accounts.parentA, { url: `/api/Registration/CancellationQuote/${id}` })).json();
    expect(quote).toMatchObject({ paid: 275, refund: 275 });
    const cancel = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund: 275 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await refundedAmounts(id)).toEqual([7_500, 20_000]);
  });

  it('under a race for the last seat of the target session, exactly one move gets it', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const target = await session({ capacity: 1 });
    const froms = await Promise.all([1, 2, 3, 4, 5, 6].map(() => session()));
    const movers: { id: number; account: TestAccount }[] = [];
    for (const [i, from] of froms.entries()) {
      const account = i % 2 === 0 ? accounts.parentA : accounts.parentB;
      movers.push({ id: await paidIn(from, account), account });
    }
    const results = await Promise.all(movers.map((m) => switchTo(m.id, target, 0, m.account)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().detail).toBe('Camp session is full');
    const inTarget = await t.database.db
      .selectFrom('camp_registrations')
      .select('id')
      .where('camp_session_id', '=', target)
      .execute();
    expect(inTarget).toHaveLength(1);
    expect(await seatsLeft(t, target)).toBe(0);
  });

  it('concurrent moves of one registration to different sessions: one move, one held seat', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const from = await session({ costCents: 10_000 });
    const targets = await Promise.all([1, 2, 3, 4].map(() => session({ costCents: 11_000, capacity: 5 })));
    const id = await paidIn(from);
    const results = await Promise.all(targets.map((target) => switchTo(id, target, 10)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const held = await Promise.all(targets.map((target) => seatsLeft(t, target)));
    expect(held.sort()).toEqual([4, 5, 5, 5]);
    const moves = await t.database.db.selectFrom('session_switches').select('state').execute();
    expect(moves).toEqual([{ state: 'awaiting_payment' }]);
  });

  it('a dearer move races a new registration for the last seat: the held seat is not given twice', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const from = await session({ costCents: 10_000 });
    const target = await session({ costCents: 12_000, capacity: 1 });
    const id = await paidIn(from);
    const [move, registerB] = await Promise.all([
      switchTo(id, target, 20),
      t.as(accounts.parentB, {
        method: 'POST',
        url: '/api/Registration/submitRegistration',
        payload: (await import('./support/factories.js')).campRegistrationBody(target),
      }),
    ]);
    expect([move.statusCode, registerB.statusCode].sort()).toEqual([200, 409]);
    expect(await seatsLeft(t, target)).toBe(0);
  });

  it('cancelling during the open checkout of a difference expires it, frees the held seat and refunds the payment', async () => {
    const { to, id } = await paidWithTarget({ costCents: 30_000, capacity: 3 });
    const move = await switchTo(id, to, 100);
    expect(move.statusCode, move.body).toBe(200);
    const { checkoutUrl } = move.json();
    expect(await seatsLeft(t, to)).toBe(2);

    const cancel = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/CancelRegistration/${id}`,
      payload: { expectedRefund: 200 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await seatsLeft(t, to)).toBe(3);
    expect(t.provider.sessions.get(checkoutIdOf(checkoutUrl))!.status).toBe('expired');
    // The expired page can no longer take money.
    await t.pay(checkoutUrl);
    expect(t.provider.sessions.get(checkoutIdOf(checkoutUrl))!.payment_status).not.toBe('paid');
    expect((await mine(id)).switches).toEqual([expect.objectContaining({ state: 'expired' })]);
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    expect(t.provider.refunds.list().map((r) => r.amount)).toEqual([20_000]);
  });

  it('keeping the current session, or letting the time pass, gives the held seat back', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const from = await session({ costCents: 20_000 });
    const to = await session({ costCents: 22_000, capacity: 1 });
    const id = await paidIn(from);

    expect((await switchTo(id, to, 20)).statusCode).toBe(200);
    expect(await seatsLeft(t, to)).toBe(0);
    const keep = await t.as(accounts.parentA, { method: 'POST', url: `/api/Registration/KeepSession/${id}` });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().switch.state).toBe('expired');
    expect(await seatsLeft(t, to)).toBe(1);
    expect(
      (await t.as(accounts.parentA, { method: 'POST', url: `/api/Registration/KeepSession/${id}` }))
        .statusCode,
    ).toBe(409);

    expect((await switchTo(id, to, 20)).statusCode).toBe(200);
    expect(await seatsLeft(t, to)).toBe(0);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_MINUTES + 1) * 60_000);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(1);
    expect(await seatsLeft(t, to)).toBe(1);
    expect(await registration(id)).toMatchObject({ camp_session_id: from, status: 'paid' });
  });

  it('the owner may move only until the policy cut-off; staff may move any paid registration later, with or without the refund', async () => {
    t = await createPaymentTestApp();
    // The default policy's last refund day is 7 days before the start.
    const from = await session({ costCents: 20_000, startOffset: 5 });
    const cheaper = await session({ costCents: 18_000 });
    const dearer = await session({ costCents: 26_000 });
    const id = await paidIn(from);

    const o = (await options(id)).json();
    expect(o).toMatchObject({ switchable: false, options: [] });
    expect(o.reason).toMatch(/^Moves to another session were possible until /);
    expect((await switchTo(id, cheaper, -20)).statusCode).toBe(409);

    // Staff: a dearer session's difference waived; the price stays what was paid.
    const waived = await staffSwitch(id, dearer, 'waive');
    expect(waived.statusCode).toBe(200);
    expect(waived.json().switch).toMatchObject({ state: 'completed', difference: 0, byStaff: true });
    expect(await registration(id)).toEqual({ status: 'paid', camp_session_id: dearer, amount_cents: 20_000 });

    // Back to a cheaper one with the difference refunded.
    const refunded = await staffSwitch(id, cheaper, 'refund');
    expect(refunded.json()).toMatchObject({ refund: 20, switch: { difference: -20 } });
    expect(await registration(id)).toEqual({
      status: 'paid',
      camp_session_id: cheaper,
      amount_cents: 18_000,
    });
    await until(async () => (await refundRows(t, id))[0]?.state === 'succeeded');
    expect(t.provider.refunds.list().map((r) => r.amount)).toEqual([2_000]);
    expect((await mine(id)).switches).toHaveLength(2);
  });

  it('refuses a move of an unpaid registration, into its own session, or with a bad body', async () => {
    t = await createPaymentTestApp({ deliverWebhooks: false });
    const from = await session();
    const to = await session();
    const unpaid = (await campCheckout(t, from)).id;
    expect((await switchTo(unpaid, to, 0)).statusCode).toBe(409);
    const id = await paidIn(from);
    expect((await switchTo(id, from, 0)).statusCode).toBe(409);
    const bad = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/SwitchSession/${id}`,
      payload: { campSessionId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['campSessionId', 'expectedDifference']);
    expect((await switchTo(id, 999_999, 0)).statusCode).toBe(404);
  });
  it('staff settle a dearer difference explicitly: charged (the family is mailed a link) or waived with the reason audited', async () => {
    t = await createPaymentTestApp();
    const from = await session({ costCents: 20_000 });
    const waiveTo = await session({ costCents: 26_000 });
    const chargeTo = await session({ costCents: 23_000, capacity: 3 });
    const id = await paidIn(from);

    // Nothing is decided by default.
    const silent = await staffSwitch(id, waiveTo);
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual({
      settleDifference: [
        'This session costs more: choose whether the family pays the difference or it is waived.',
      ],
    });
    expect((await staffSwitch(id, waiveTo, 'refund')).statusCode).toBe(400);
    expect((await registration(id)).camp_session_id).toBe(from);

    const waived = await staffSwitch(id, waiveTo, 'waive');
    expect(waived.statusCode).toBe(200);
    expect(await registration(id)).toEqual({
      status: 'paid',
      camp_session_id: waiveTo,
      amount_cents: 20_000,
    });
    expect((await auditOf('switchSession')).at(-1)).toMatchObject({
      reason: 'Family asked by phone',
      settle: 'waive',
      price: 260,
      difference: 60,
      refund: 0,
      state: 'completed',
    });
    expect(await mailText(`camp-switched:${waived.json().switch.id}`)).toContain(
      'The new session costs $60.00 more; that difference has been waived, so there is nothing more to pay.',
    );

    // Charged: the new seat is held for the family, who get the link by mail and pay it.
    const charged = await staffSwitch(id, chargeTo, 'charge');
    expect(charged.statusCode).toBe(200);
    const { checkoutUrl, switch: move } = charged.json();
    expect(move).toMatchObject({ state: 'awaiting_payment', difference: 30, byStaff: true });
    expect(Date.parse(move.holdExpiresAt) - t.clock.now.getTime()).toBe(
      t.config.STAFF_MOVE_PAYMENT_HOURS * 3_600_000,
    );
    expect(await seatsLeft(t, chargeTo)).toBe(2);
    expect(await registration(id)).toMatchObject({ camp_session_id: waiveTo });
    expect(t.provider.sessions.get(checkoutIdOf(checkoutUrl))!.amount_total).toBe(3_000);
    const linkMail = await mailText(`camp-switch-payment:${move.id}`);
    expect(linkMail).toContain(checkoutUrl);
    expect(linkMail).toContain('The new session costs $30.00 more.');
    // The hold's end in the facility's clock, named (the test facility keeps Central time).
    expect(linkMail).toMatch(/held until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T\./);
    expect((await auditOf('switchSession')).at(-1)).toMatchObject({
      settle: 'charge',
      difference: 30,
      state: 'awaiting_payment',
    });
    // The family's own page offers the same checkout.
    expect((await switchTo(id, chargeTo, 30)).json().checkoutUrl).toBe(checkoutUrl);

    await t.pay(checkoutUrl);
    await syncPayment(t, 'camp', checkoutIdOf(checkoutUrl));
    expect(await registration(id)).toEqual({
      status: 'paid',
      camp_session_id: chargeTo,
      amount_cents: 23_000,
    });
  });

  it('staff settle a cheaper difference explicitly: refunded or kept', async () => {
    const { to: cheaper, id } = await paidWithTarget({ costCents: 17_000 });

    const silent = await staffSwitch(id, cheaper);
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual({
      settleDifference: ['This session costs less: choose whether the difference is refunded or kept.'],
    });
    expect((await staffSwitch(id, cheaper, 'waive')).statusCode).toBe(400);

    const kept = await staffSwitch(id, cheaper, 'keep');
    expect(kept.json()).toMatchObject({ refund: 0, switch: { state: 'completed' } });
    expect(await registration(id)).toEqual({
      status: 'paid',
      camp_session_id: cheaper,
      amount_cents: 20_000,
    });
    expect(await refundRows(t, id)).toEqual([]);
    expect((await auditOf('switchSession')).at(-1)).toMatchObject({
      settle: 'keep',
      difference: -30,
      refund: 0,
    });
    expect(await mailText(`camp-switched:${kept.json().switch.id}`)).toContain(
      'The new session costs $30.00 less; the difference is not refunded.',
    );
  });

  it('a move quotes, refunds and mails only what is left of what the family paid', async () => {
    const { to, id } = await paidWithTarget({ costCents: 8_025 }, 10_000);
    // Staff gave back $90 of the $100 already.
    const goodwill = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${id}/refund`,
      payload: { amount: 90, reason: 'Goodwill' },
    });
    expect(goodwill.statusCode).toBe(200);

    const option = (await options(id))
      .json()
      .options.find((o: { campSessionId: number }) => o.campSessionId === to);
    expect(option).toMatchObject({ price: 80.25, difference: -19.75, refund: 10 });
    // The owner confirms the refund they were shown; $19.75 is not it.
    expect((await switchTo(id, to, -19.75, accounts.parentA, 19.75)).statusCode).toBe(409);

    const res = await switchTo(id, to, -19.75, accounts.parentA, 10);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refund: 10, switch: { state: 'completed', difference: -19.75 } });
    expect(await refundedAmounts(id)).toEqual([1_000, 9_000]);
    const mail = await mailText(`camp-switched:${res.json().switch.id}`);
    expect(mail).toContain(
      'The new session costs $19.75 less; $10.00 of what you paid was left to refund (the rest had already been refunded).',
    );
    expect(mail).toContain('We have asked for a refund of $10.00 to the card you paid with.');
    expect(mail).not.toContain('$19.75 to');
    expect((await auditOf('switchSession')).at(-1)).toMatchObject({ difference: -19.75, refund: 10 });

    // Nothing is left: a further cheaper move refunds nothing and says so.
    const cheapest = await session({ costCents: 5_000 });
    const none = (await options(id))
      .json()
      .options.find((o: { campSessionId: number }) => o.campSessionId === cheapest);
    expect(none).toMatchObject({ difference: -30.25, refund: 0 });
    const moved = await switchTo(id, cheapest, -30.25, accounts.parentA, 0);
    expect(moved.json()).toMatchObject({ refund: 0 });
    expect(await mailText(`camp-switched:${moved.json().switch.id}`)).toContain(
      'everything you paid has already been refunded, so there is nothing more to refund.',
    );
    expect(t.provider.refunds.list()).toHaveLength(2);
  });

  it('with a promo code and a partial refund, the quote is the promo price difference within what is left', async () => {
    t = await createPaymentTestApp();
    const promo = { promoCode: 'SUMMER', discountCents: 2_000 };
    const from = await createCampSession(t.database.db, t.clock.now, {
      costCents: 10_000,
      startOffset: 30,
      ...promo,
    });
    // The same code takes $20 off here too; the other session has no code, so its full price counts.
    const withCode = await createCampSession(t.database.db, t.clock.now, {
      costCents: 7_000,
      startOffset: 30,
      ...promo,
    });
    const noCode = await session({ costCents: 9_000 });
    const id = (await campCheckout(t, from, { sync: true, overrides: { promoCode: 'SUMMER' } })).id;
    expect(await registration(id)).toMatchObject({ status: 'paid', amount_cents: 8_000 });
    await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${id}/refund`,
      payload: { amount: 65, reason: 'Missed a day' },
    });

    const byId = new Map(
      (await options(id)).json().options.map((o: { campSessionId: number }) => [o.campSessionId, o]),
    );
    expect(byId.get(noCode)).toMatchObject({ price: 90, difference: 10, refund: 0 });
    expect(byId.get(withCode)).toMatchObject({ price: 50, difference: -30, refund: 15 });
    const res = await switchTo(id, withCode, -30, accounts.parentA, 15);
    expect(res.json()).toMatchObject({ refund: 15 });
    expect(await registration(id)).toMatchObject({ camp_session_id: withCode, amount_cents: 5_000 });
    expect(await refundedAmounts(id)).toEqual([1_500, 6_500]);
  });
});

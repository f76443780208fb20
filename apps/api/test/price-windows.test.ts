import { dayIn, priceWindowMessages, zonedIsoDateTime } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  campRegistrationBody,
  catalogInput,
  createCampSession,
  createTournament,
  teamBody,
} from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { rowOf } from './support/reads.js';
import {
  checkoutIdOf,
  checkoutOf,
  startCheckout,
  submitCampRegistration,
  submitTeamRegistration,
  syncPayment,
} from './support/registrations.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const chicago = 'America/Chicago';
/** Zones about three hours apart round the world: one of them always has a day ending soon. */
const zones = [
  'Pacific/Kiritimati',
  'Pacific/Auckland',
  'Asia/Tokyo',
  'Asia/Bangkok',
  'Asia/Dubai',
  'Europe/Berlin',
  'Atlantic/Azores',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Denver',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
];
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The first instant after `day` in `zone`: the moment a window "until `day`" ends there. */
const endOf = (day: string, zone: string) => new Date(zonedIsoDateTime(addDays(day, 1), '00:00', zone));

describe(`price windows: early-bird and late prices (${testEngine})`, () => {
  let t: TestApp | PaymentTestApp;
  afterEach(() => t?.close());

  /** $150 until `early`, $175 until `late`, then the session's own $200. */
  const windowsFrom = (now: Date) => {
    const today = dayIn(chicago, now);
    const early = addDays(today, 2);
    const late = addDays(today, 5);
    return {
      early,
      late,
      windows: [
        { until: early, cost: 15_000 },
        { until: late, cost: 17_500 },
      ],
    };
  };
  const amountOf = async (table: 'camp_registrations' | 'tournament_registrations', id: number) =>
    (await rowOf(t, table, id)).amount_cents;

  it('prices a registration at the window in force when its hold is taken, in the facility’s zone', async () => {
    t = await createTestApp();
    const { early, windows } = windowsFrom(t.clock.now);
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      priceWindows: windows,
      startOffset: 30,
    });
    const register = async (first: string, account = accounts.parentA) => {
      const res = await submitCampRegistration(t, sessionId, { playerFirstName: first }, account);
      expect(res.statusCode).toBe(200);
      return amountOf('camp_registrations', res.json().id);
    };
    expect(await register('Ann')).toBe(15_000);
    // The last millisecond of the early window's day in Chicago, then the first of the next.
    t.clock.now = new Date(endOf(early, chicago).getTime() - 1);
    expect(await register('Ben')).toBe(15_000);
    t.clock.now = endOf(early, chicago);
    expect(await register('Cat', accounts.parentB)).toBe(17_500);
    // The same instant in a facility kept on Pacific time is still the early window's day there.
    await t.database.db.updateTable('facilities').set({ time_zone: 'America/Los_Angeles' }).execute();
    expect(await register('Dan', accounts.parentB)).toBe(15_000);
  });

  it('a window passing changes neither a held nor a paid registration, nor what its checkout asks', async () => {
    const app = await createPaymentTestApp({ deliverWebhooks: false });
    t = app;
    // The provider's checkout runs on the real clock (a session expires within 24 hours of it), so
    // the facility is in a zone whose day ends two to twenty hours from now.
    const zone = zones.find((z) => {
      const left = endOf(dayIn(z, t.clock.now), z).getTime() - t.clock.now.getTime();
      return left > 2 * 3_600_000 && left < 20 * 3_600_000;
    })!;
    await t.database.db.updateTable('facilities').set({ time_zone: zone }).execute();
    const early = dayIn(zone, t.clock.now);
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      priceWindows: [
        { until: early, cost: 15_000 },
        { until: addDays(early, 3), cost: 17_500 },
      ],
      startOffset: 30,
    });
    await t.database.db.updateTable('facilities').set({ time_zone: zone }).execute();
    // Paid in the early window.
    const paidId = (await submitCampRegistration(t, sessionId, { playerFirstName: 'Ann' })).json().id;
    await checkoutOf(app, 'camp', paidId, accounts.parentA, { sync: true });
    // Held a minute before the early window ends; its checkout starts a minute after.
    t.clock.now = new Date(endOf(early, zone).getTime() - 60_000);
    const heldId = (await submitCampRegistration(t, sessionId, { playerFirstName: 'Ben' })).json().id;
    t.clock.now = new Date(endOf(early, zone).getTime() + 60_000);
    const checkout = await startCheckout(t, 'camp', heldId);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const attempt = await t.database.db
      .selectFrom('payment_attempts')
      .select(['amount_cents'])
      .where('registration_kind', '=', 'camp')
      .where('registration_id', '=', heldId)
      .executeTakeFirstOrThrow();
    expect(attempt.amount_cents).toBe(15_000);
    // Someone new pays the next window's price now.
    const nextId = (
      await submitCampRegistration(t, sessionId, { playerFirstName: 'Cat' }, accounts.parentB)
    ).json().id;
    expect(await amountOf('camp_registrations', nextId)).toBe(17_500);

    // Every window over: what was held and paid stays as it was priced.
    t.clock.now = endOf(addDays(early, 3), zone);
    expect(await rowOf(t, 'camp_registrations', paidId)).toMatchObject({
      status: 'paid',
      amount_cents: 15_000,
    });
    expect(await amountOf('camp_registrations', heldId)).toBe(15_000);
    expect(await amountOf('camp_registrations', nextId)).toBe(17_500);
    // Its page shows the cost it was priced at (the spec's campCost less its discounts is what it owes).
    const mine = (await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' })).json() as {
      id: number;
      campSession: { campCost: number; priceWindows?: unknown[] };
    }[];
    expect(mine.find((r) => r.id === paidId)?.campSession).toMatchObject({ campCost: 150 });
    expect(mine.find((r) => r.id === paidId)?.campSession.priceWindows).toBeUndefined();
    const held = await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${heldId}` });
    expect(held.json().campSession.campCost).toBe(150);
    const lateId = (
      await submitCampRegistration(t, sessionId, { playerFirstName: 'Dee' }, accounts.parentB)
    ).json().id;
    expect(await amountOf('camp_registrations', lateId)).toBe(20_000);
  });

  it('prices each player of an order at the window, before the sibling discount', async () => {
    t = await createTestApp();
    const { windows } = windowsFrom(t.clock.now);
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      priceWindows: windows,
      startOffset: 30,
    });
    await t.as(accounts.staff, {
      method: 'PUT',
      url: '/api/Admin/SiblingDiscount',
      payload: { kind: 'amount', value: 10 },
    });
    const players = ['Ann', 'Ben'].map((playerFirstName) => ({
      ...campRegistrationBody(sessionId),
      playerFirstName,
    }));
    const res = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Registration/SubmitCampOrder',
      payload: { registrations: players },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('camp_registrations')
      .select(['amount_cents', 'sibling_discount_cents'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { amount_cents: 15_000, sibling_discount_cents: 0 },
      { amount_cents: 14_000, sibling_discount_cents: 1_000 },
    ]);
  });

  it('a team is priced at the window when it registers and keeps that price through later edits', async () => {
    t = await createTestApp();
    const { early, windows } = windowsFrom(t.clock.now);
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      costCents: 30_000,
      priceWindows: windows.map((w) => ({ ...w, cost: w.cost + 10_000 })),
      deadlineOffset: 20,
    });
    const res = await submitTeamRegistration(t, teamBody(ageRangeIds[0]!));
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    expect(await amountOf('tournament_registrations', id)).toBe(25_000);

    t.clock.now = endOf(early, chicago);
    const edit = await submitTeamRegistration(t, teamBody(ageRangeIds[0]!, { id, teamName: 'Comets' }));
    expect(edit.statusCode).toBe(200);
    expect(await rowOf(t, 'tournament_registrations', id)).toMatchObject({
      team_name: 'Comets',
      amount_cents: 25_000,
    });
    const team = await t.as(accounts.parentA, { url: `/api/Tournament/GetTournamenRegistrationById/${id}` });
    expect(team.json().tournament.tournamentCost).toBe(250);
    const other = await submitTeamRegistration(t, teamBody(ageRangeIds[1]!), accounts.parentB);
    expect(await amountOf('tournament_registrations', other.json().id)).toBe(27_500);

    const cards = (await t.app.inject({ url: '/api/Tournament/GetAllTournaments' })).json();
    const card = cards.find(
      (c: { ageRange: { tournamentAgeRangeId: number } }) =>
        c.ageRange.tournamentAgeRangeId === ageRangeIds[0],
    );
    expect(card).toMatchObject({
      tournamentCost: 300,
      timeZone: chicago,
      priceWindows: [
        { until: early, cost: 250 },
        { until: windows[1]!.until, cost: 275 },
      ],
    });
  });

  it('a waitlist offer is priced as when the family joined the line', async () => {
    t = await createTestApp();
    const { late, windows } = windowsFrom(t.clock.now);
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      capacity: 1,
      priceWindows: windows,
      startOffset: 30,
    });
    const hold = (await submitCampRegistration(t, sessionId)).json().id;
    const joined = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      payload: campRegistrationBody(sessionId),
    });
    expect(joined.statusCode).toBe(200);
    t.clock.now = endOf(late, chicago);
    expect(
      (await t.as(accounts.staff, { method: 'POST', url: `/api/Admin/CampRegistrations/${hold}/release` }))
        .statusCode,
    ).toBe(200);
    const accepted = await t.as(accounts.parentB, {
      method: 'POST',
      url: `/api/Waitlist/${joined.json().id}/accept`,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await amountOf('camp_registrations', accepted.json().registrationId)).toBe(15_000);
    const registration = await t.as(accounts.parentB, {
      url: `/api/Registration/GetCampRegistration/${accepted.json().registrationId}`,
    });
    expect(registration.json().campSession.campCost).toBe(150);
  });

  it('a move prices the target session as of when the registration was priced', async () => {
    const app = await createPaymentTestApp({ deliverWebhooks: false });
    t = app;
    const { late, windows } = windowsFrom(t.clock.now);
    const from = await createCampSession(t.database.db, t.clock.now, { costCents: 20_000, startOffset: 30 });
    const to = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      priceWindows: windows,
      startOffset: 40,
    });
    const id = (await submitCampRegistration(t, from)).json().id;
    await checkoutOf(app, 'camp', id, accounts.parentA, { sync: true });
    // Long after the target's windows have passed, it is still offered at its early price.
    t.clock.now = endOf(late, chicago);
    const options = (await t.as(accounts.parentA, { url: `/api/Registration/SwitchOptions/${id}` })).json();
    expect(options.options.find((o: { campSessionId: number }) => o.campSessionId === to)).toMatchObject({
      price: 150,
      difference: -50,
    });
    const moved = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/SwitchSession/${id}`,
      payload: { campSessionId: to, expectedDifference: -50, expectedRefund: 50 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await rowOf(t, 'camp_registrations', id)).toMatchObject({
      camp_session_id: to,
      amount_cents: 15_000,
    });
  });

  it('staff editing an item’s price or windows later changes nothing a registration was priced at', async () => {
    const app = await createPaymentTestApp({ deliverWebhooks: false });
    t = app;
    const { windows } = windowsFrom(t.clock.now);
    const from = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      priceWindows: windows,
      startOffset: 30,
    });
    const to = await createCampSession(t.database.db, t.clock.now, {
      costCents: 20_000,
      priceWindows: windows,
      startOffset: 40,
    });
    const { ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      costCents: 30_000,
      priceWindows: windows,
      deadlineOffset: 20,
    });
    // The offers on the public read split the price in force (the early window), not the list price.
    await t.database.db
      .updateTable('camp_sessions')
      .set({ instalment_plan: JSON.stringify({ laterDates: [addDays(dayIn(chicago, t.clock.now), 10)] }) })
      .where('id', '=', from)
      .execute();
    const offered = (await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${from}` })).json();
    expect(offered.instalments.payments.map((p: { amount: number }) => p.amount)).toEqual([75, 75]);

    const moving = (await submitCampRegistration(t, from, { playerFirstName: 'Ann' })).json().id;
    await checkoutOf(app, 'camp', moving, accounts.parentA, { sync: true });
    const staying = (await submitCampRegistration(t, from, { playerFirstName: 'Ben' })).json().id;
    const team = (await submitTeamRegistration(t, teamBody(ageRangeIds[0]!))).json().id;

    // Staff raise every price and drop the windows.
    await t.database.db
      .updateTable('camp_sessions')
      .set({ cost_cents: 26_000, price_windows: null })
      .execute();
    await t.database.db.updateTable('tournaments').set({ cost_cents: 40_000, price_windows: null }).execute();
    const campCost = async (id: number) =>
      (await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${id}` })).json()
        .campSession.campCost;
    expect(await campCost(staying)).toBe(150);
    expect(await campCost(moving)).toBe(150);
    expect((await startCheckout(t, 'camp', staying)).statusCode).toBe(200);
    const asked = await t.database.db
      .selectFrom('payment_attempts')
      .select('amount_cents')
      .where('registration_kind', '=', 'camp')
      .where('registration_id', '=', staying)
      .executeTakeFirstOrThrow();
    expect(asked.amount_cents).toBe(15_000);
    // A team edited after the change keeps its price and its page says so.
    const edit = await submitTeamRegistration(t, teamBody(ageRangeIds[0]!, { id: team, teamName: 'Comets' }));
    expect(edit.statusCode).toBe(200);
    expect(await amountOf('tournament_registrations', team)).toBe(15_000);
    const teamPage = await t.as(accounts.parentA, {
      url: `/api/Tournament/GetTournamenRegistrationById/${team}`,
    });
    expect(teamPage.json().tournament.tournamentCost).toBe(150);

    // A move prices the target as it is when the move is made ($260 now) and keeps that price
    // once moved, whatever staff do to the target afterwards.
    const moved = await t.as(accounts.parentA, {
      method: 'POST',
      url: `/api/Registration/SwitchSession/${moving}`,
      payload: { campSessionId: to, expectedDifference: 110 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { checkoutUrl } = moved.json();
    await app.pay(checkoutUrl);
    await syncPayment(app, 'camp', checkoutIdOf(checkoutUrl));
    await t.database.db
      .updateTable('camp_sessions')
      .set({ cost_cents: 30_000 })
      .where('id', '=', to)
      .execute();
    expect(await rowOf(t, 'camp_registrations', moving)).toMatchObject({ camp_session_id: to });
    expect(await campCost(moving)).toBe(260);
  });

  it('staff set windows in the catalogue; the public list shows them; bad ones are 400s beside their fields', async () => {
    t = await createTestApp();
    const post = (url: string, payload: object) => t.as(accounts.staff, { method: 'POST', url, payload });
    const facilityId = (await post('/api/Admin/Facilities', catalogInput.facility())).json().id;
    const campSpecId = (await post('/api/Admin/CampSpecs', catalogInput.campSpec())).json().id;
    const body = catalogInput.campSession(campSpecId, facilityId);
    const today = dayIn(chicago, t.clock.now);
    const priceWindows = [
      { until: addDays(today, 3), cost: 120 },
      { until: addDays(today, 10), cost: 135.5 },
    ];
    const created = await post('/api/Admin/CampSessions', { ...body, priceWindows });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(catalog.campSessions.find((s: { id: number }) => s.id === id).priceWindows).toEqual(priceWindows);
    const listed = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' }))
      .json()
      .find((s: { id: number }) => s.id === id);
    expect(listed).toMatchObject({ campCost: body.campCost, priceWindows, timeZone: chicago });

    const bad = await post('/api/Admin/CampSessions', {
      ...body,
      priceWindows: [
        { until: addDays(today, 3), cost: 120 },
        { until: addDays(today, 2), cost: 0.1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'priceWindows[1].until': [priceWindowMessages.order],
      'priceWindows[1].cost': ['The price must be at least $0.50, the smallest card payment.'],
    });
    const notAPrice = await post('/api/Admin/CampSessions', {
      ...body,
      priceWindows: [{ until: 'soon', cost: 'lots' }],
    });
    expect(notAPrice.statusCode).toBe(400);
    expect(notAPrice.json().errors).toEqual({
      'priceWindows[0].until': ['Until must be a valid date.'],
      'priceWindows[0].cost': ['Price must be a number.'],
    });
    const late = await post('/api/Admin/CampSessions', {
      ...body,
      priceWindows: [{ until: body.campStartDate, cost: 120 }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ 'priceWindows[0].until': [priceWindowMessages.beforeStart] });

    // Clearing them leaves the session's own price alone.
    const cleared = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/CampSessions/${id}`,
      payload: { ...body, priceWindows: [] },
    });
    expect(cleared.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' }))
      .json()
      .find((s: { id: number }) => s.id === id);
    expect(after.priceWindows).toBeUndefined();
  });
});

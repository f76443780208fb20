import { campRegistrationLimits } from '@soccer/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { rowOf } from './support/reads.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`camp registration (${testEngine})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const submit = (account: typeof accounts.parentA | null, body: unknown) =>
    t.as(account, { method: 'POST', url: '/api/Registration/submitRegistration', payload: body as object });

  it('needs a signed-in account', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    expect((await submit(null, campRegistrationBody(sessionId))).statusCode).toBe(401);
  });

  it('registers at the price of the session, whatever the browser sends', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { costCents: 17500 });
    const res = await submit(
      accounts.parentA,
      campRegistrationBody(sessionId, {
        registrationStatus: 'paid',
        promoDiscountAppliedAmount: 175,
        campCost: 1,
      }),
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const row = await rowOf(t, 'camp_registrations', id);
    expect(row).toMatchObject({
      status: 'registered',
      amount_cents: 17500,
      promo_discount_cents: 0,
      owner_account_id: 'parent-a',
    });
    expect(row.hold_expires_at! > t.clock.now.toISOString()).toBe(true);
  });

  it('applies a promo code case-insensitively and refuses a wrong one as a field error', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, {
      costCents: 17500,
      promoCode: 'EARLYBIRD',
      discountCents: 2500,
    });
    const ok = await submit(accounts.parentA, campRegistrationBody(sessionId, { promoCode: 'earlyBird' }));
    expect(ok.statusCode).toBe(200);
    const reg = await t.as(accounts.parentA, {
      url: `/api/Registration/GetCampRegistration/${ok.json().id}`,
    });
    expect(reg.json()).toMatchObject({ promoCode: 'EARLYBIRD', promoDiscountAppliedAmount: 25 });
    expect(reg.json().campSession.campCost).toBe(175);

    const wrong = await submit(accounts.parentA, campRegistrationBody(sessionId, { promoCode: 'NOPE' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ promoCode: ['This promo code is not valid for this session.'] });

    const noPromoSession = await createCampSession(t.database.db, t.clock.now);
    const none = await submit(
      accounts.parentA,
      campRegistrationBody(noPromoSession, { promoCode: 'EARLYBIRD' }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('promoCode');
  });

  it('refuses every field one over its limit with that field as the key', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    for (const [field, max] of Object.entries(campRegistrationLimits)) {
      const value = field.toLowerCase().includes('email')
        ? `${'a'.repeat(max - 5)}@x.com`
        : 'a'.repeat(max + 1);
      expect(value.length).toBe(max + 1);
      const res = await submit(accounts.parentA, campRegistrationBody(sessionId, { [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const count = await t.database.db.selectFrom('camp_registrations').select('id').execute();
    expect(count).toHaveLength(0);
  });

  it('refuses bad birth dates, t-shirt sizes and missing required fields', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const tomorrow = new Date(t.clock.now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ playerBirthdate: '1999-12-31' }, 'playerBirthdate'],
      [{ playerBirthdate: tomorrow }, 'playerBirthdate'],
      [{ playerBirthdate: 'soon' }, 'playerBirthdate'],
      [{ tshirtSize: 'xxl' }, 'tshirtSize'],
      [{ playerFirstName: '' }, 'playerFirstName'],
      [{ pog1Email: 'nope' }, 'pog1Email'],
      [{ campSessionId: 'abc' }, 'campSessionId'],
    ];
    for (const [override, key] of cases) {
      const res = await submit(accounts.parentA, campRegistrationBody(sessionId, override));
      expect(res.statusCode, key).toBe(400);
      expect(Object.keys(res.json().errors), key).toContain(key);
    }
  });

  it('refuses a session that has started and answers 404 for an unknown one', async () => {
    const started = await createCampSession(t.database.db, t.clock.now, { startOffset: 0 });
    const res = await submit(accounts.parentA, campRegistrationBody(started));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This camp session has already started or ended.');
    expect((await submit(accounts.parentA, campRegistrationBody(987654))).statusCode).toBe(404);
  });

  it("shows each account only its own registrations (another's is 404)", async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const { id } = (await submit(accounts.parentA, campRegistrationBody(sessionId))).json();
    const mine = await t.as(accounts.parentA, { url: '/api/Registration/MyRegistrations' });
    expect(mine.json().map((r: { id: number }) => r.id)).toEqual([id]);
    expect(mine.json()[0].campSession.campSpec.campName).toBe('Test Camp');
    expect((await t.as(accounts.parentB, { url: '/api/Registration/MyRegistrations' })).json()).toEqual([]);
    const other = await t.as(accounts.parentB, { url: `/api/Registration/GetCampRegistration/${id}` });
    expect(other.statusCode).toBe(404);
    const checkout = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Payment/CampRegistrationCheckout',
      payload: { registrationId: id, totalPurchaseAmountDollars: 1 },
    });
    expect(checkout.statusCode).toBe(404);
  });

  it('gives the last seats to exactly as many concurrent requests as there are seats', async () => {
    await t.close();
    t = await createTestApp(raceEnv);
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 5 });
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        submit(
          i % 2 ? accounts.parentA : accounts.parentB,
          campRegistrationBody(sessionId, { playerFirstName: `P${i}` }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(responses.find((r) => r.statusCode === 409)!.json().detail).toBe('Camp session is full');
    const list = await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' });
    expect(list.json().find((s: { id: number }) => s.id === sessionId).seatsLeft).toBe(0);
  });

  it('expires unpaid holds after the configured time and frees the seat', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    const { id } = (await submit(accounts.parentA, campRegistrationBody(sessionId))).json();
    expect((await submit(accounts.parentB, campRegistrationBody(sessionId))).statusCode).toBe(409);

    expect(await t.app.payments.sweepLapsedHolds()).toBe(0);
    // Without a started checkout the seat is held only briefly.
    t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES - 1) * 60_000);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000);
    expect(await t.app.payments.sweepLapsedHolds()).toBe(1);
    const reg = await t.as(accounts.parentA, { url: `/api/Registration/GetCampRegistration/${id}` });
    expect(reg.json().registrationStatus).toBe('expired');
    expect((await submit(accounts.parentB, campRegistrationBody(sessionId))).statusCode).toBe(200);
  });
});

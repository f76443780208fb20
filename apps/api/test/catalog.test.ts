import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/demo-seed.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`public catalogue (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db, t.clock.now);
    // Sessions that have ended, or started (registration refuses them), must never be listed.
    const spec = await t.database.db.selectFrom('camp_specs').select('id').executeTakeFirstOrThrow();
    const facility = await t.database.db.selectFrom('facilities').select('id').executeTakeFirstOrThrow();
    const today = t.clock.now.toISOString().slice(0, 10);
    for (const [start_date, end_date] of [
      ['2001-06-01', '2001-06-05'],
      [today, '2999-01-01'],
    ] as const) {
      await t.database.db
        .insertInto('camp_sessions')
        .values({
          camp_spec_id: spec.id,
          facility_id: facility.id,
          start_date,
          end_date,
          time_block: 'x',
          age_range: 'x',
          cost_cents: 100,
          attendee_capacity: 1,
          promo_code: null,
          promo_discount_cents: 0,
          archived_at: null,
          created_at: '2001-01-01T00:00:00.000Z',
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('lists the states that have upcoming sessions', async () => {
    const res = await t.app.inject({ url: '/api/Camps/GetAvailableStates' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['NH', 'TN', 'TX']);
  });

  it('lists upcoming sessions of all states ordered by start, without promo codes', async () => {
    const res = await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' });
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as { campStartDate: string; campEndDate: string; hasPromoCode: boolean }[];
    expect(sessions).toHaveLength(10);
    const starts = sessions.map((s) => s.campStartDate);
    expect([...starts].sort()).toEqual(starts);
    expect(sessions.every((s) => s.campStartDate > t.clock.now.toISOString().slice(0, 10))).toBe(true);
    expect(sessions.some((s) => s.hasPromoCode)).toBe(true);
    expect(res.body).not.toMatch(/EARLYBIRD|DALLAS20|SEACOAST/);
  });

  it('filters by state and shows seats left', async () => {
    const res = await t.app.inject({ url: '/api/Camps/GetCampSessions/NH' });
    const sessions = res.json() as {
      campFacility: { city: string };
      attendeeCapacity: number;
      seatsLeft: number;
    }[];
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions.map((s) => s.campFacility.city))).toEqual(new Set(['Stratham']));
    expect(sessions.find((s) => s.attendeeCapacity === 3)?.seatsLeft).toBe(1);
    expect((await t.app.inject({ url: '/api/Camps/GetCampSessions/ZZ' })).json()).toEqual([]);
  });

  it('answers a state without sessions with an empty list and keeps no answer for it', async () => {
    t.app.publicCache.clear();
    const lower = await t.app.inject({ url: '/api/Camps/GetCampSessions/nh' });
    expect(lower.json()).toHaveLength(3);
    const held = t.app.publicCache.size;
    expect(held).toBeGreaterThan(0);
    for (let i = 0; i < 300; i++) {
      const res = await t.app.inject({ url: `/api/Camps/GetCampSessions/x${i.toString(36)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect(t.app.publicCache.size).toBe(held);
  });

  it('returns one session to a signed-in user and 404 for an unknown one', async () => {
    const all = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' })).json();
    expect((await t.app.inject({ url: `/api/Camps/GetCampSession/${all[0].id}` })).statusCode).toBe(401);
    const res = await t.as(accounts.parentA, { url: `/api/Camps/GetCampSession/${all[0].id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().campSpec.campName).toBe(all[0].campSpec.campName);
    const missing = await t.as(accounts.parentA, { url: '/api/Camps/GetCampSession/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Camp Session not found');
    expect((await t.as(accounts.parentA, { url: '/api/Camps/GetCampSession/abc' })).statusCode).toBe(400);
  });

  it('lists one tournament card per age range with dollars and the t-shirt flag', async () => {
    const res = await t.app.inject({ url: '/api/Tournament/GetAllTournaments' });
    const cards = res.json() as {
      tournamentName: string;
      tournamentCost: number;
      supportsTshirtOffering: boolean;
      ageRange: { tournamentAgeRangeId: number; ageRangeDescription: string };
    }[];
    expect(cards).toHaveLength(10);
    const shootout = cards.filter((c) => c.tournamentName === 'Music City 3v3 Shootout');
    expect(shootout).toHaveLength(5);
    expect(shootout[0]).toMatchObject({ tournamentCost: 225, supportsTshirtOffering: true });
    expect(res.body).not.toContain('SHOOTOUT10');

    const one = await t.app.inject({
      url: `/api/Tournament/GetTournamentByTournamentAgeRangeId/${shootout[1]!.ageRange.tournamentAgeRangeId}`,
    });
    expect(one.json().ageRange).toEqual(shootout[1]!.ageRange);
    expect(
      (await t.app.inject({ url: '/api/Tournament/GetTournamentByTournamentAgeRangeId/424242' })).statusCode,
    ).toBe(404);
  });
});

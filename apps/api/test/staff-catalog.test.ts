import { reminderMessages } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { campRegistrationBody, createCampSession } from './support/factories.js';
import { accounts, createTestApp, freshForEachTest } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe(`catalogue administration (${testEngine})`, () => {
  const t = freshForEachTest(() => createTestApp());

  const post = (account: typeof accounts.staff | null, url: string, payload: object) =>
    t.as(account, { method: 'POST', url, payload });

  async function createBasics() {
    const facility = await post(accounts.staff, '/api/Admin/Facilities', {
      facilityName: 'Riverside Fields',
      addressLine1: '9 River Rd',
      city: 'Nashville',
      state: 'tn',
      zipCode: '37201',
    });
    expect(facility.statusCode).toBe(200);
    const spec = await post(accounts.staff, '/api/Admin/CampSpecs', {
      campName: 'Striker School',
      catalogDescription: 'Finishing, finishing, finishing.',
      attendeeNotes: 'Bring a ball',
    });
    return { facilityId: facility.json().id as number, campSpecId: spec.json().id as number };
  }

  it("staff choose a camp's and a session's reminder days; anything but up to 4 days from 1 to 60 is a 400 beside the field", async () => {
    const { facilityId, campSpecId } = await createBasics();
    const camp = { campName: 'Striker School', catalogDescription: 'Finishing.', attendeeNotes: '' };
    const saveCamp = (reminderDays: unknown) =>
      t.as(accounts.staff, {
        method: 'PUT',
        url: `/api/Admin/CampSpecs/${campSpecId}`,
        payload: { ...camp, reminderDays },
      });
    for (const bad of ['7, 0', '61', 'soon', [1, 2, 3, 4, 5], [2.5]]) {
      const res = await saveCamp(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors.reminderDays, String(bad)).toEqual([reminderMessages.days]);
    }
    expect((await saveCamp('1, 14 3, 14')).statusCode).toBe(200);
    const session = await post(accounts.staff, '/api/Admin/CampSessions', {
      campSpecId,
      facilityId,
      campStartDate: day(30),
      campEndDate: day(34),
      timeBlock: '9-12',
      ageRange: 'Ages 6-9',
      campCost: 150,
      attendeeCapacity: 10,
      reminderDays: [2],
    });
    expect(session.statusCode).toBe(200);
    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(catalog.campSpecs.find((c: { id: number }) => c.id === campSpecId).reminderDays).toEqual([
      14, 3, 1,
    ]);
    expect(catalog.campSessions.find((s: { id: number }) => s.id === session.json().id).reminderDays).toEqual(
      [2],
    );
    expect((await saveCamp('')).statusCode).toBe(200);
    const cleared = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(cleared.campSpecs.find((c: { id: number }) => c.id === campSpecId).reminderDays).toBeNull();
  });

  it("staff set a facility's time zone by its IANA name; anything else is a 400 beside the field", async () => {
    const base = {
      facilityName: 'Stratham Hill',
      addressLine1: '270 Portsmouth Ave',
      city: 'Stratham',
      state: 'NH',
      zipCode: '03885',
    };
    const created = await post(accounts.staff, '/api/Admin/Facilities', {
      ...base,
      timeZone: 'america/new_york',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const zoneOf = async () =>
      (
        (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json().facilities as {
          id: number;
          timeZone: string;
        }[]
      ).find((f) => f.id === id)?.timeZone;
    expect(await zoneOf()).toBe('America/New_York');

    for (const timeZone of ['Eastern', 'EST', 'Mars/Base', 'America/Chicago\u0000']) {
      const bad = await t.as(accounts.staff, {
        method: 'PUT',
        url: `/api/Admin/Facilities/${id}`,
        payload: { ...base, timeZone },
      });
      expect(bad.statusCode, timeZone).toBe(400);
      expect(bad.json().errors.timeZone).toEqual([
        'Choose a time zone by its IANA name, such as America/Chicago.',
      ]);
    }
    expect(await zoneOf()).toBe('America/New_York');

    const moved = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/Facilities/${id}`,
      payload: { ...base, timeZone: 'America/Chicago' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await zoneOf()).toBe('America/Chicago');
  });

  it('staff publish a camp session that shows up publicly, then archive it', async () => {
    const { facilityId, campSpecId } = await createBasics();
    const body = {
      campSpecId,
      facilityId,
      campStartDate: day(20),
      campEndDate: day(24),
      timeBlock: '9-12',
      ageRange: 'Ages 8-12',
      campCost: 199.5,
      attendeeCapacity: 12,
      promoCode: 'strike',
      promoDiscount: 20,
    };
    const created = await post(accounts.staff, '/api/Admin/CampSessions', body);
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const list = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' })).json();
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({
      campCost: 199.5,
      hasPromoCode: true,
      campSpec: { campName: 'Striker School' },
      campFacility: { state: 'TN' },
    });

    const archived = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/CampSessions/${id}`,
      payload: { ...body, archived: true },
    });
    expect(archived.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' })).json();
    expect(after.find((s: { id: number }) => s.id === id)).toBeUndefined();

    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(catalog.campSessions.find((s: { id: number }) => s.id === id)).toMatchObject({
      archived: true,
      promoCode: 'STRIKE',
    });
  });

  it('validates catalogue input field by field', async () => {
    const { facilityId, campSpecId } = await createBasics();
    const res = await post(accounts.staff, '/api/Admin/CampSessions', {
      campSpecId,
      facilityId,
      campStartDate: day(10),
      campEndDate: day(5),
      timeBlock: '',
      ageRange: 'x',
      campCost: -1,
      attendeeCapacity: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['attendeeCapacity', 'campCost', 'timeBlock', 'campEndDate']),
    );
  });

  /** A tournament in 40 days (two days long) taking registrations until day 30, with `more`. */
  const tournamentBody = (facilityId: number, tournamentName: string, more: object) => ({
    tournamentName,
    tournamentDescription: '5v5',
    facilityId,
    tournamentStartDate: day(40),
    tournamentEndDate: day(41),
    lastDateToRegister: day(30),
    minNumberOfGames: 3,
    maxNumberOfPlayers: 7,
    tournamentCost: 250,
    ...more,
  });

  it('publishes a tournament with age groups on the public list', async () => {
    const { facilityId } = await createBasics();
    const res = await post(
      accounts.staff,
      '/api/Admin/Tournaments',
      tournamentBody(facilityId, 'Spring Cup', {
        supportsTshirtOffering: true,
        ageRanges: [{ ageRangeDescription: 'U9' }, { ageRangeDescription: 'U11' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const cards = (await t.app.inject({ url: '/api/Tournament/GetAllTournaments' })).json();
    expect(cards.filter((c: { tournamentName: string }) => c.tournamentName === 'Spring Cup')).toHaveLength(
      2,
    );
  });

  it('sets a roster deadline between the registration deadline and the start, blank taking the registration deadline', async () => {
    const { facilityId } = await createBasics();
    const body = tournamentBody(facilityId, 'Roster Cup', { ageRanges: [{ ageRangeDescription: 'U9' }] });
    const early = await post(accounts.staff, '/api/Admin/Tournaments', { ...body, rosterDeadline: day(29) });
    expect(early.json().errors).toEqual({
      rosterDeadline: ['The roster deadline cannot be before the registration deadline.'],
    });
    const late = await post(accounts.staff, '/api/Admin/Tournaments', { ...body, rosterDeadline: day(41) });
    expect(late.json().errors).toEqual({
      rosterDeadline: ['The roster deadline must be on or before the start date.'],
    });

    const { id } = (
      await post(accounts.staff, '/api/Admin/Tournaments', { ...body, rosterDeadline: '' })
    ).json();
    const card = () =>
      t.app
        .inject({ url: '/api/Tournament/GetAllTournaments' })
        .then((r) => r.json().find((c: { id: number }) => c.id === id));
    expect((await card()).rosterDeadline).toBe(day(30));
    const put = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/Tournaments/${id}`,
      payload: { ...body, rosterDeadline: day(38) },
    });
    expect(put.statusCode).toBe(200);
    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(catalog.tournaments.find((x: { id: number }) => x.id === id).rosterDeadline).toBe(day(38));
    expect((await card()).rosterDeadline).toBe(day(38));
  });

  it('keeps capacity above the seats taken, cancels with a reason, and audits every change', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 2 });
    const reg = await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Registration/submitRegistration',
      payload: campRegistrationBody(sessionId),
    });
    await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Registration/submitRegistration',
      payload: campRegistrationBody(sessionId),
    });
    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    const session = catalog.campSessions.find((s: { id: number }) => s.id === sessionId);
    const { id: _id, seatsTaken, ...editable } = session;
    expect(seatsTaken).toBe(2);
    const lower = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/CampSessions/${sessionId}`,
      payload: { ...editable, attendeeCapacity: 1 },
    });
    expect(lower.json().errors).toHaveProperty('attendeeCapacity');

    const cancel = await post(accounts.staff, `/api/Admin/CampRegistrations/${reg.json().id}/cancel`, {
      reason: 'Family moved',
    });
    expect(cancel.json()).toMatchObject({ registrationStatus: 'cancelled' });
    expect(
      (
        await post(accounts.staff, `/api/Admin/CampRegistrations/${reg.json().id}/cancel`, {
          reason: 'again',
        })
      ).statusCode,
    ).toBe(409);
    const seat = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Registration/submitRegistration',
      payload: campRegistrationBody(sessionId),
    });
    expect(seat.statusCode).toBe(200);

    expect((await t.as(accounts.staff, { url: '/api/Admin/AuditLog/1/10' })).statusCode).toBe(403);
    const log = await t.as(accounts.admin, { url: '/api/Admin/AuditLog/1/10' });
    expect(log.json()[0]).toMatchObject({
      actorEmail: 'staff@example.com',
      action: 'cancel',
      entity: 'campRegistration',
    });
    expect(log.headers['x-total-count']).toBe('1');
  });

  it('refuses anonymous callers and parents on every catalogue endpoint', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/Admin/Catalog'],
      ['POST', '/api/Admin/Facilities'],
      ['PUT', '/api/Admin/Facilities/1'],
      ['POST', '/api/Admin/CampSpecs'],
      ['PUT', '/api/Admin/CampSpecs/1'],
      ['POST', '/api/Admin/CampSessions'],
      ['PUT', '/api/Admin/CampSessions/1'],
      ['POST', '/api/Admin/Tournaments'],
      ['PUT', '/api/Admin/Tournaments/1'],
      ['POST', '/api/Admin/CampRegistrations/1/cancel'],
      ['POST', '/api/Admin/TournamentRegistrations/1/cancel'],
      ['GET', '/api/Admin/AuditLog/1/10'],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'GET' ? undefined : {};
      expect((await t.as(null, { method: method as 'GET', url, payload })).statusCode, url).toBe(401);
      expect((await t.as(accounts.parentA, { method: method as 'GET', url, payload })).statusCode, url).toBe(
        403,
      );
    }
  });
});

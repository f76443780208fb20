import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campRegistrationBody,
  createCampSession,
  createTournament,
  teamBody,
  teamMember,
} from './support/factories.js';
import { sheetValues, tournamentExportHeaders } from './support/spreadsheets.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`staff reports and exports (${testEngine})`, () => {
  let t: TestApp;
  let sessionId: number;
  let tournamentId: number;
  let ageRangeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 10 });
    for (const name of ['Ava', '=HYPERLINK("http://evil")']) {
      const res = await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Registration/submitRegistration',
        payload: campRegistrationBody(sessionId, { playerFirstName: name }),
      });
      expect(res.statusCode).toBe(200);
    }
    ({
      tournamentId,
      ageRangeIds: [ageRangeId],
    } = (await createTournament(t.database.db, t.clock.now)) as {
      tournamentId: number;
      ageRangeIds: [number];
    });
    for (const team of ['Rockets', '+Comets']) {
      const res = await t.as(accounts.parentB, {
        method: 'POST',
        url: '/api/Tournament/RegisterTournament',
        payload: teamBody(ageRangeId, {
          teamName: team,
          teamMembers: [
            teamMember(),
            teamMember({ playerFullName: '@Jo', playerGender: 'F' }),
            teamMember({ playerFullName: 'Lee' }),
          ],
        }),
      });
      expect(res.statusCode).toBe(200);
    }
    await t.database.db
      .updateTable('tournament_registrations')
      .set({ status: 'paid' })
      .where('team_name', '=', 'Rockets')
      .execute();
  });
  afterAll(() => t.close());

  const staffUrls = () => [
    '/api/Registration/GetSessionRegistrationSummary',
    `/api/Registration/GetSessionRegistrations/${sessionId}`,
    `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
    '/api/TournamentRegistration/GetTournamentRegistrationSummary',
    `/api/TournamentRegistration/GetTournamentRegistrations/${tournamentId}/${ageRangeId}`,
    `/api/TournamentRegistration/GetTournamentRegistrationsExcel/${tournamentId}/${ageRangeId}`,
    `/api/TournamentRegistration/GetTournamentRegistrationsCSV/${tournamentId}/${ageRangeId}`,
    `/api/Tournament/GetTournamentById/${tournamentId}`,
    '/api/ContactUs/GetContactUsMessages/1/10',
    '/api/ContactUs/GetFieldRentalInquiries/1/10',
  ];

  it('refuses anonymous callers (401) and parents (403), serves staff and admins', async () => {
    for (const url of staffUrls()) {
      expect((await t.as(null, { url })).statusCode, url).toBe(401);
      expect((await t.as(accounts.parentA, { url })).statusCode, url).toBe(403);
      expect((await t.as(accounts.staff, { url })).statusCode, url).toBe(200);
      expect((await t.as(accounts.admin, { url })).statusCode, url).toBe(200);
    }
  });

  it('summarises paid and unpaid counts', async () => {
    const camps = (
      await t.as(accounts.staff, { url: '/api/Registration/GetSessionRegistrationSummary' })
    ).json();
    expect(camps.find((c: { campSession: { id: number } }) => c.campSession.id === sessionId)).toMatchObject({
      numberOfRegistrationsPaid: 0,
      numberOfRegistrationsUnpaid: 2,
    });
    const tournaments = (
      await t.as(accounts.staff, { url: '/api/TournamentRegistration/GetTournamentRegistrationSummary' })
    ).json();
    expect(tournaments).toHaveLength(2);
    expect(
      tournaments.find(
        (x: { tournament: { ageRange: { tournamentAgeRangeId: number } } }) =>
          x.tournament.ageRange.tournamentAgeRangeId === ageRangeId,
      ),
    ).toMatchObject({ numberOfRegistrationsPaid: 1, numberOfRegistrationsUnpaid: 1 });
  });

  it('lists upcoming sessions and age groups first, the soonest first, then past ones, the latest first', async () => {
    const db = t.database.db;
    const session = (startOffset: number) => createCampSession(db, t.clock.now, { startOffset });
    // The beforeAll session starts in 10 days; one runs today (started 2 days ago, ends in 2).
    const [farPast, running, later, recentPast] = [
      await session(-100),
      await session(-2),
      await session(60),
      await session(-40),
    ];
    const camps = (
      await t.as(accounts.staff, { url: '/api/Registration/GetSessionRegistrationSummary' })
    ).json() as { campSession: { id: number } }[];
    expect(camps.map((c) => c.campSession.id)).toEqual([running, sessionId, later, recentPast, farPast]);

    const cup = async (startOffset: number) => {
      const { tournamentId: id } = await createTournament(db, t.clock.now);
      const start = new Date(t.clock.now.getTime() + startOffset * 86_400_000).toISOString().slice(0, 10);
      await db
        .updateTable('tournaments')
        .set({ start_date: start, end_date: start })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const [pastCup, soonCup] = [await cup(-20), await cup(5)];
    const tournaments = (
      await t.as(accounts.staff, { url: '/api/TournamentRegistration/GetTournamentRegistrationSummary' })
    ).json() as { tournament: { id: number } }[];
    // Two age groups each; the beforeAll tournament starts in 30 days.
    expect(tournaments.map((x) => x.tournament.id)).toEqual([
      soonCup,
      soonCup,
      tournamentId,
      tournamentId,
      pastCup,
      pastCup,
    ]);
    await db
      .updateTable('tournaments')
      .set({ archived_at: t.clock.now.toISOString() })
      .where('id', 'in', [pastCup, soonCup])
      .execute();
    await db
      .updateTable('camp_sessions')
      .set({ archived_at: t.clock.now.toISOString() })
      .where('id', 'in', [farPast, running, later, recentPast])
      .execute();
  });

  it('gives the money received less refunds that reached the card in a period, per kind', async () => {
    const db = t.database.db;
    const registrationId = (await db.selectFrom('camp_registrations').select('id').executeTakeFirstOrThrow())
      .id;
    const paid = (kind: string, n: number, cents: number, at: string, state = 'paid') =>
      db
        .insertInto('payment_attempts')
        .values({
          registration_kind: kind,
          registration_id: registrationId,
          provider_session_id: `cs_period_${kind}_${n}`,
          amount_cents: cents,
          currency: 'usd',
          priced_item_id: sessionId,
          state,
          created_at: at,
          updated_at: at,
          switch_id: null,
        })
        .execute();
    const refund = (n: number, cents: number, at: string, state: string) =>
      db
        .insertInto('refunds')
        .values({
          registration_kind: 'camp',
          registration_id: registrationId,
          provider_session_id: `cs_period_camp_${n}`,
          provider_refund_id: null,
          amount_cents: cents,
          currency: 'usd',
          reason: 'test',
          state,
          failure_reason: null,
          requested_by: 'staff-1',
          idempotency_key: `period-refund-${n}-${state}`,
          payment_issue_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    await paid('camp', 1, 20000, '2031-03-01T00:00:00.000Z'); // first instant: in
    await paid('camp', 2, 15050, '2031-03-31T23:59:59.999Z'); // last instant: in
    await paid('camp', 3, 99900, '2031-04-01T00:00:00.000Z'); // the end is exclusive: out
    await paid('camp', 4, 88800, '2031-02-28T23:59:59.999Z'); // before: out
    await paid('camp', 5, 77700, '2031-03-10T00:00:00.000Z', 'open'); // never paid: out
    await paid('tournament', 6, 30000, '2031-03-15T00:00:00.000Z'); // the other kind
    await refund(1, 5000, '2031-03-20T00:00:00.000Z', 'succeeded'); // back on the card: counted
    await refund(2, 1000, '2031-03-21T00:00:00.000Z', 'pending'); // still on its way: not counted
    await refund(3, 2000, '2031-03-22T00:00:00.000Z', 'failed'); // failed: not counted
    await refund(4, 7000, '2031-04-02T00:00:00.000Z', 'succeeded'); // after the period

    const from = '2031-03-01T00:00:00.000Z';
    const to = '2031-04-01T00:00:00.000Z';
    const get = (kind: string, query: string, account = accounts.staff) =>
      t.as(account, { url: `/api/Admin/Revenue/${kind}?${query}` });
    const camps = await get('camps', `from=${from}&to=${to}`);
    expect(camps.statusCode).toBe(200);
    expect(camps.json()).toEqual({ from, to, received: 350.5, refunded: 50, net: 300.5 });
    expect((await get('tournaments', `from=${from}&to=${to}`)).json()).toMatchObject({
      received: 300,
      refunded: 0,
      net: 300,
    });

    expect((await get('camps', `from=${from}&to=${to}`, accounts.parentA)).statusCode).toBe(403);
    expect((await t.as(null, { url: `/api/Admin/Revenue/camps?from=${from}&to=${to}` })).statusCode).toBe(
      401,
    );
    const backwards = await get('camps', `from=${to}&to=${from}`);
    expect(backwards.statusCode).toBe(400);
    // Query errors are keyed by where they are, as for every route's query.
    expect(backwards.json().errors).toEqual({ 'querystring.to': ['The end must be after the start.'] });
    const missing = await get('camps', 'from=yesterday');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['querystring.from', 'querystring.to']);
  });

  it('reports teams with their players', async () => {
    const rows = (
      await t.as(accounts.staff, {
        url: `/api/TournamentRegistration/GetTournamentRegistrations/${tournamentId}/${ageRangeId}`,
      })
    ).json();
    expect(rows.map((r: { teamName: string }) => r.teamName)).toEqual(['Rockets', '+Comets']);
    expect(rows[0].teamMembers.map((m: { playerFullName: string }) => m.playerFullName)).toEqual([
      'Sam Striker',
      '@Jo',
      'Lee',
    ]);
    const detail = (
      await t.as(accounts.staff, { url: `/api/Tournament/GetTournamentById/${tournamentId}` })
    ).json();
    expect(detail.ageRanges).toHaveLength(2);
  });

  it('exports the tournament as XLSX, one row per player, formulas neutralised', async () => {
    const res = await t.as(accounts.staff, {
      url: `/api/TournamentRegistration/GetTournamentRegistrationsExcel/${tournamentId}/${ageRangeId}`,
    });
    const date = t.clock.now.toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(`TOURNAMENT_REGISTRATIONS_Test_Cup_${date}.xlsx`);
    const { rows: values } = await sheetValues(res.rawPayload);
    expect(values[0]).toEqual(tournamentExportHeaders);
    expect(values).toHaveLength(7);
    expect(values[1]!.slice(0, 6)).toEqual([
      'Rockets',
      'Casey Coach',
      '(214) 555-0111',
      'coach@example.com',
      'paid',
      'Sam Striker',
    ]);
    expect(values[2]![5]).toBe("'@Jo");
    expect(values[4]![0]).toBe("'+Comets");
  });

  it('exports the tournament as CSV with the same rows', async () => {
    const res = await t.as(accounts.staff, {
      url: `/api/TournamentRegistration/GetTournamentRegistrationsCSV/${tournamentId}/${ageRangeId}`,
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /TOURNAMENT_REGISTRATIONS_Test_Cup_\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^Team,Contact Name,Contact Phone/);
    expect(lines[4]).toMatch(/^'\+Comets,/);
  });

  it('exports a camp session as XLSX with a neutralised formula', async () => {
    const res = await t.as(accounts.staff, {
      url: `/api/Registration/GetSessionRegistrationsExcel/${sessionId}`,
    });
    expect(res.headers['content-disposition']).toMatch(/REGISTRATIONS_Test_Camp_\d{8}T\d{6}\.xlsx/);
    const names = (await sheetValues(res.rawPayload)).rows.map((row) => row[2]);
    expect(names).toEqual(['Player First Name', 'Ava', `'=HYPERLINK("http://evil")`]);
  });

  it('pages contact messages newest first with a total', async () => {
    for (let i = 0; i < 23; i++) {
      await t.database.db
        .insertInto('contact_messages')
        .values({
          first_name: `N${i}`,
          last_name: 'X',
          email: 'x@example.com',
          telephone: '',
          subject: 's',
          message: 'm',
          created_at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
        })
        .execute();
    }
    const first = await t.as(accounts.staff, { url: '/api/ContactUs/GetContactUsMessages/1/10' });
    expect(first.headers['x-total-count']).toBe('23');
    expect(first.json()).toHaveLength(10);
    expect(first.json()[0].firstName).toBe('N22');
    const third = await t.as(accounts.staff, { url: '/api/ContactUs/GetContactUsMessages/3/10' });
    expect(third.json().map((m: { firstName: string }) => m.firstName)).toEqual(['N2', 'N1', 'N0']);
    expect((await t.as(accounts.staff, { url: '/api/ContactUs/GetContactUsMessages/0/10' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.as(accounts.staff, { url: '/api/ContactUs/GetContactUsMessages/1/1000' })).statusCode,
    ).toBe(400);
  });
});

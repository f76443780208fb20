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

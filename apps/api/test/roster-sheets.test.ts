import { apiPaths } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { pdfText } from './support/pdf-text.js';
import { auditEntries } from './support/reads.js';
import { campCheckout } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

const coach = accounts.coach;
const otherCoach = { id: 'coach-3', email: 'third.coach@example.com', name: 'Alex Ortiz', roles: [] };

describe(`printed rosters and sign-in sheets (${testEngine})`, () => {
  let t: PaymentTestApp;
  let session = 0;
  let otherSession = 0;
  let maya = 0;
  let zone = '';

  const sheet = (account: TestAccount, kind: 'roster' | 'sign-in', id = session, query = '') =>
    t.as(account, { url: `${apiPaths.coachSessionSheet(id, kind)}${query}` });

  beforeAll(async () => {
    t = await createPaymentTestApp({ env: raceEnv });
    const db = t.database.db;
    session = await createCampSession(db, t.clock.now, { startOffset: 1 });
    otherSession = await createCampSession(db, t.clock.now, { startOffset: 3 });
    maya = (
      await campCheckout(t, session, {
        sync: true,
        overrides: { medicalConditions: 'Peanut allergy', medicalTreatment: 'EpiPen in the red bag' },
      })
    ).id;
    await campCheckout(t, session, {
      sync: true,
      account: accounts.parentB,
      overrides: { playerFirstName: 'Leo', playerLastName: 'Lee', pog1Phone: '6155550142' },
    });
    const made = await t.as(accounts.admin, {
      method: 'POST',
      url: apiPaths.coachAssignments,
      payload: { email: coach.email, kind: 'session', itemId: session },
    });
    expect(made.statusCode).toBe(201);
    const row = await db
      .selectFrom('camp_sessions as s')
      .innerJoin('facilities as f', 'f.id', 's.facility_id')
      .select('f.time_zone')
      .where('s.id', '=', session)
      .executeTakeFirstOrThrow();
    zone = row.time_zone;
  });
  afterAll(() => t.close());

  it('prints the roster for the assigned coach: each child, the medical flag, phones, the place and the zone', async () => {
    const res = await sheet(coach, 'roster');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="roster-\d+-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Roster: Test Camp');
    expect(text).toContain('Leo Lee');
    expect(text).toContain('MEDICAL: Maya');
    expect(text).toContain('Conditions: Peanut allergy');
    expect(text).toContain('Treatment: EpiPen in the red bag');
    // Maya's column points to her box; Leo has none.
    expect(text).toContain('In the red box above');
    expect(text).toContain('None');
    expect(text).toContain('6155550142');
    expect(text).toContain('Robin Parker (Aunt): 6155550199');
    expect(text).toContain(`Times are in the facility's time zone: ${zone}`);
    expect(text).toMatch(/Printed \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3,4}/);
    expect(text).toContain('2 children');
  });

  it('prints the sign-in sheet with its columns and the medical flag', async () => {
    const res = await sheet(coach, 'sign-in');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Sign-in and sign-out sheet: Test Camp');
    for (const column of [
      'Time in',
      'Signature (drop-off)',
      'Time out',
      'Picked up by',
      'Signature (pick-up)',
    ])
      expect(text).toContain(column);
    expect(text).toContain('Leo Lee');
    expect(text).toContain('MEDICAL: Maya');
    expect(text).toContain('Peanut allergy');
  });

  it("prints in the reader's saved language", async () => {
    await t.as(coach, { method: 'PUT', url: apiPaths.myLanguage, payload: { locale: 'es' } });
    const text = await pdfText((await sheet(coach, 'sign-in')).rawPayload);
    await t.as(coach, { method: 'PUT', url: apiPaths.myLanguage, payload: { locale: 'en' } });
    expect(text).toContain('Hoja de entrada y salida');
    expect(text).toContain('Hora de entrada');
    expect(text).toContain('ATENCIÓN MÉDICA: Maya');
    expect(text).toContain(`Las horas son las de la zona horaria de la sede: ${zone}`);
  });

  it('records each download that shows medical notes, as a roster view', async () => {
    const before = (await auditEntries(t, 'campRegistration', ['action'])).length;
    await sheet(coach, 'roster');
    await sheet(accounts.staff, 'sign-in');
    const views = (
      await auditEntries(t, 'campRegistration', ['action', 'actor_email', 'entity_id', 'details'])
    ).slice(before);
    expect(views.map((v) => [v.action, v.actor_email, v.entity_id])).toEqual([
      ['medicalNotesViewed', coach.email, String(maya)],
      ['medicalNotesViewed', accounts.staff.email, String(maya)],
    ]);
    expect(String(views[0]!.details)).toContain('"printed":"roster"');
    expect(String(views[1]!.details)).toContain('"printed":"sign-in"');
  });

  it('lets the assigned coach, staff and admins print; refuses others as the roster does', async () => {
    expect((await sheet(accounts.staff, 'roster')).statusCode).toBe(200);
    expect((await sheet(accounts.admin, 'sign-in')).statusCode).toBe(200);
    expect((await sheet(coach, 'roster', otherSession)).statusCode).toBe(403);
    expect((await sheet(coach, 'sign-in', otherSession)).statusCode).toBe(403);
    expect((await sheet(accounts.parentA, 'roster')).statusCode).toBe(403);
    expect((await sheet(otherCoach, 'roster')).statusCode).toBe(403);
    expect((await t.app.inject({ url: apiPaths.coachSessionSheet(session, 'roster') })).statusCode).toBe(401);
    expect((await sheet(accounts.staff, 'roster', 999999)).statusCode).toBe(404);
  });

  it('answers a day outside the session with 400 on the day, never a 500', async () => {
    const res = await sheet(coach, 'roster', session, '?day=2001-01-01');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['querystring.day']);
    const bad = await sheet(coach, 'sign-in', session, '?day=tomorrow');
    expect(bad.statusCode).toBe(400);
  });
});

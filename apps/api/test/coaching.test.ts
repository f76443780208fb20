import { coachingMessages } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampSession, createTournament, householdPlayerBody, teamBody } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { auditEntries } from './support/reads.js';
import {
  campCheckout,
  checkoutOf,
  submitCampRegistration,
  submitTeamRegistration,
} from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

const coach = accounts.coach;
const otherCoach = { id: 'coach-2', email: 'second.coach@example.com', name: 'Dana Diaz', roles: [] };

/** Every key of a JSON value, nested. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

describe(`coaches and their rosters (${testEngine})`, () => {
  let t: PaymentTestApp;
  let session = 0;
  let otherSession = 0;
  let ageRange = 0;
  let maya = 0;
  let leo = 0;

  const assign = (payload: object, account = accounts.admin) =>
    t.as(account, { method: 'POST', url: '/api/Admin/CoachAssignments', payload });
  const roster = (account: TestAccount, id = session, query = '') =>
    t.as(account, { url: `/api/Coach/Sessions/${id}${query}` });

  beforeAll(async () => {
    t = await createPaymentTestApp({ env: raceEnv });
    const db = t.database.db;
    session = await createCampSession(db, t.clock.now, { startOffset: 1 });
    otherSession = await createCampSession(db, t.clock.now, { startOffset: 3 });
    // Maya (parent A) with an allergy on the form; Leo (parent B) with none; an unpaid hold.
    maya = (
      await campCheckout(t, session, {
        sync: true,
        overrides: { medicalConditions: 'Asthma', medicalTreatment: 'Inhaler' },
      })
    ).id;
    leo = (
      await campCheckout(t, session, {
        sync: true,
        account: accounts.parentB,
        overrides: { playerFirstName: 'Leo', playerLastName: 'Lee', pog1Phone: '6155550142' },
      })
    ).id;
    await submitCampRegistration(t, session, { playerFirstName: 'Unpaid' });
    await campCheckout(t, otherSession, { sync: true, overrides: { playerFirstName: 'Elsewhere' } });
    const tour = await createTournament(db, t.clock.now);
    ageRange = tour.ageRangeIds[0]!;
    const team = (await submitTeamRegistration(t, teamBody(ageRange))).json().id as number;
    await checkoutOf(t, 'team', team, accounts.parentA, { sync: true });
  });
  afterAll(() => t.close());

  it('lets only admins assign, by e-mail before the coach has ever signed in, and audits it', async () => {
    expect(
      (await assign({ email: coach.email, kind: 'session', itemId: session }, accounts.staff)).statusCode,
    ).toBe(403);
    // The coach has never called the API: the assignment waits for the address.
    const made = await assign({ email: 'Coach@Example.com', kind: 'session', itemId: session });
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    expect(made.json()).toMatchObject({ email: coach.email, kind: 'session', itemId: session, group: '' });
    expect((await assign({ email: coach.email, kind: 'session', itemId: session })).statusCode).toBe(409);
    const missing = await assign({ email: coach.email, kind: 'session', itemId: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ itemId: [coachingMessages.noSuchItem] });
    const bad = await assign({ email: 'not an address', kind: 'team', itemId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'itemId', 'kind']);
    expect((await assign({ email: coach.email, kind: 'ageGroup', itemId: ageRange })).statusCode).toBe(201);
    const audited = await auditEntries(t, 'coachAssignment', ['action', 'actor_email', 'details']);
    expect(audited.map((a) => [a.action, a.actor_email])).toEqual([
      ['coachAssigned', accounts.admin.email],
      ['coachAssigned', accounts.admin.email],
    ]);
    const list = await t.as(accounts.admin, { url: '/api/Admin/CoachAssignments' });
    expect(list.json()).toHaveLength(2);
    expect(list.json()[0].itemName).toContain('Test Camp');
  });

  it("shows the assigned coach the session's paid children, medical notes first, with no money and no other session", async () => {
    const mine = await t.as(coach, { url: '/api/Coach/Rosters' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((i: { kind: string; id: number }) => [i.kind, i.id])).toEqual([
      ['session', session],
      ['ageGroup', ageRange],
    ]);

    const res = await roster(coach);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Leo', 'Maya']);
    const mayaRow = body.children.find((c: { registrationId: number }) => c.registrationId === maya);
    expect(mayaRow).toMatchObject({
      medicalConditions: 'Asthma',
      medicalTreatment: 'Inhaler',
      medicalFromHousehold: false,
      tshirtSize: 'm',
      guardians: [{ name: 'Pat Parker', phone: '6155550100' }],
      emergencyContact: { name: 'Robin Parker', phone: '6155550199', relationship: 'Aunt' },
    });
    expect(typeof mayaRow.age).toBe('number');
    expect(body.days).toHaveLength(5);
    expect(body.day).toBe(body.days[0]);
    // No money, no address, no account anywhere in the answer.
    expect(
      keysOf(body).filter((k) => /cents|amount|price|promo|paid|stripe|address|owner|email|zip/i.test(k)),
    ).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('Unpaid');
    expect(JSON.stringify(body)).not.toContain('Elsewhere');

    // Another session, the staff report and the export of this very session: refused.
    expect((await roster(coach, otherSession)).statusCode).toBe(403);
    expect(
      (await t.as(coach, { url: `/api/Registration/GetSessionRegistrations/${session}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(coach, { url: `/api/Registration/GetSessionRegistrationsExcel/${session}` })).statusCode,
    ).toBe(403);
    // A family is no coach.
    expect((await t.as(accounts.parentA, { url: '/api/Coach/Rosters' })).statusCode).toBe(403);
    expect((await roster(accounts.parentA)).statusCode).toBe(403);
  });

  it("records each view of a child's medical notes: who, when, which child; admins read it in the audit log", async () => {
    const before = (await auditEntries(t, 'campRegistration', ['action'])).length;
    await roster(coach);
    await roster(coach);
    const views = (
      await auditEntries(t, 'campRegistration', ['action', 'actor_email', 'entity_id', 'created_at'])
    ).slice(before);
    // Two views, one row per child with notes (Leo has none) each time.
    expect(views).toEqual([
      expect.objectContaining({
        action: 'medicalNotesViewed',
        actor_email: coach.email,
        entity_id: String(maya),
      }),
      expect.objectContaining({
        action: 'medicalNotesViewed',
        actor_email: coach.email,
        entity_id: String(maya),
      }),
    ]);
    const log = await t.as(accounts.admin, { url: '/api/Admin/AuditLog/1/10' });
    expect(log.json().some((e: { action: string }) => e.action === 'medicalNotesViewed')).toBe(true);
    expect((await t.as(accounts.staff, { url: '/api/Admin/AuditLog/1/10' })).statusCode).toBe(403);
  });

  it("shows the household's current notes for a child the family keeps there", async () => {
    await t.as(accounts.parentA, {
      method: 'POST',
      url: '/api/Household/Players',
      payload: householdPlayerBody({
        medicalConditions: 'Peanut allergy',
        medicalTreatment: 'EpiPen in her bag',
      }),
    });
    const child = (await roster(coach))
      .json()
      .children.find((c: { registrationId: number }) => c.registrationId === maya);
    expect(child).toMatchObject({
      medicalConditions: 'Peanut allergy',
      medicalTreatment: 'EpiPen in her bag',
      medicalFromHousehold: true,
    });
  });

  it('picks the day: within the session only, 400 with the field otherwise', async () => {
    const { days } = (await roster(coach)).json();
    expect((await roster(coach, session, `?day=${days[2]}`)).json().day).toBe(days[2]);
    const outside = await roster(coach, session, '?day=2001-01-01');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ 'querystring.day': [coachingMessages.dayOutsideSession] });
    const nonsense = await roster(coach, session, '?day=tomorrow');
    expect(nonsense.statusCode).toBe(400);
    expect(Object.keys(nonsense.json().errors)).toEqual(['querystring.day']);
  });

  it("splits a session into groups set by staff; a group's coach sees only that group", async () => {
    const set = (id: number, group: string) =>
      t.as(accounts.staff, {
        method: 'PUT',
        url: `/api/Admin/CampRegistrations/${id}/group`,
        payload: { group },
      });
    expect((await set(maya, 'Red')).statusCode).toBe(200);
    expect((await set(leo, 'Blue')).statusCode).toBe(200);
    expect(
      (
        await t.as(coach, {
          method: 'PUT',
          url: `/api/Admin/CampRegistrations/${maya}/group`,
          payload: { group: 'Blue' },
        })
      ).statusCode,
    ).toBe(403);
    const groups = await t.as(accounts.staff, { url: `/api/Admin/CampSessions/${session}/groups` });
    expect(groups.json().registrations.map((r: { group: string }) => r.group)).toEqual(['Blue', 'Red']);
    expect(groups.json().coaches.map((c: { email: string }) => c.email)).toEqual([coach.email]);

    expect(
      (await assign({ email: otherCoach.email, kind: 'session', itemId: session, group: 'Blue' })).statusCode,
    ).toBe(201);
    const blue = (await roster(otherCoach)).json();
    expect(blue.children.map((c: { firstName: string; group: string }) => [c.firstName, c.group])).toEqual([
      ['Leo', 'Blue'],
    ]);
    expect(blue.session.group).toBe('Blue');
    // The whole session's coach still sees both.
    expect((await roster(coach)).json().children).toHaveLength(2);
    const tooLong = await set(maya, 'x'.repeat(41));
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['group']);
  });

  it("gives an age group's coach the paid teams with players and tap-to-call parents", async () => {
    const res = await t.as(coach, { url: `/api/Coach/AgeGroups/${ageRange}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().teams).toHaveLength(1);
    expect(res.json().teams[0].players.length).toBeGreaterThan(0);
    expect(keysOf(res.json()).filter((k) => /cents|amount|promo|email/i.test(k))).toEqual([]);
    expect((await t.as(otherCoach, { url: `/api/Coach/AgeGroups/${ageRange}` })).statusCode).toBe(403);
  });

  it('needs a verified address for assignments; a coach claim opens the pages but no unassigned roster', async () => {
    const unverified = await t.token(coach, { claims: { email_verified: false } });
    const asUnverified = (url: string) =>
      t.app.inject({ url, headers: { authorization: `Bearer ${unverified}` } });
    expect((await asUnverified(`/api/Coach/Sessions/${session}`)).statusCode).toBe(403);
    expect((await asUnverified('/api/Coach/Rosters')).statusCode).toBe(403);

    const claimed = {
      id: 'coach-3',
      email: 'claimed.coach@example.com',
      name: 'Kim Claim',
      roles: ['coach'],
    };
    const list = await t.as(claimed, { url: '/api/Coach/Rosters' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    expect((await roster(claimed)).statusCode).toBe(403);
    expect((await t.as(claimed, { url: '/api/Registration/GetSessionRegistrationSummary' })).statusCode).toBe(
      403,
    );
    // Assigned later, the claimed coach reads it on the next request.
    await assign({ email: claimed.email, kind: 'session', itemId: otherSession });
    expect((await roster(claimed, otherSession)).statusCode).toBe(200);
  });

  it('removes an assignment (audited); the roster closes at once', async () => {
    const list = (await t.as(accounts.admin, { url: '/api/Admin/CoachAssignments' })).json();
    const blue = list.find((a: { email: string }) => a.email === otherCoach.email);
    const removed = await t.as(accounts.admin, {
      method: 'DELETE',
      url: `/api/Admin/CoachAssignments/${blue.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await roster(otherCoach)).statusCode).toBe(403);
    expect(
      (await t.as(accounts.admin, { method: 'DELETE', url: `/api/Admin/CoachAssignments/${blue.id}` }))
        .statusCode,
    ).toBe(404);
    const audited = await auditEntries(t, 'coachAssignment', ['action']);
    expect(audited.at(-1)!.action).toBe('coachUnassigned');
  });
});

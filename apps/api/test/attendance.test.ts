import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  attendanceLimits,
  attendanceMessages,
  dailyTimes,
  zonedIsoDateTime,
} from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampSession, householdPlayerBody } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { assignCoachToSession, campCheckout } from './support/registrations.js';
import { sheetValues } from './support/spreadsheets.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';
import type { TestAccount } from './support/test-tokens.js';

const coach = accounts.coach;

interface Code {
  registrationId: number;
  day: string;
  code: string;
}

describe(`check-in and check-out (${testEngine})`, () => {
  let t: PaymentTestApp;
  let session = 0;
  let maya = 0;
  let days: string[] = [];
  let ana = '';
  let luis = '';
  let codes: Code[] = [];

  const tap = (body: Record<string, unknown>, account: TestAccount = coach, sessionId = session) =>
    t.as(account, {
      method: 'POST',
      url: apiPaths.coachAttendance(sessionId),
      payload: { eventId: randomUUID(), registrationId: maya, occurredAt: new Date().toISOString(), ...body },
    });
  const checkIn = (day: string, extra: Record<string, unknown> = {}, account?: TestAccount) =>
    tap({ action: 'checkIn', day, ...extra }, account);
  const codeOf = (day: string) => codes.find((c) => c.registrationId === maya && c.day === day)!.code;
  const wrongCodeOf = (day: string) => String((Number(codeOf(day)) + 1) % 10_000).padStart(4, '0');
  const rowsOf = (day: string) =>
    t.database.db
      .selectFrom('attendance_events')
      .selectAll()
      .where('registration_id', '=', maya)
      .where('day', '=', day)
      .orderBy('seq')
      .execute();
  const mayaOnRoster = async (day: string) =>
    (await t.as(coach, { url: `${apiPaths.coachSessionRoster(session)}?day=${day}` }))
      .json()
      .children.find((c: { registrationId: number }) => c.registrationId === maya);

  beforeAll(async () => {
    t = await createPaymentTestApp({ env: raceEnv });
    session = await createCampSession(t.database.db, t.clock.now, { startOffset: 1 });
    maya = (await campCheckout(t, session, { sync: true })).id;
    const player = (
      await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Household/Players',
        payload: householdPlayerBody(),
      })
    ).json().id;
    await assignCoachToSession(t, coach, session);
    days = (await t.as(coach, { url: apiPaths.coachSessionRoster(session) })).json().days;
    const add = async (payload: object) =>
      `pickup-${(await t.as(accounts.parentA, { method: 'POST', url: `/api/Household/Players/${player}/Pickups`, payload })).json().id}`;
    ana = await add({ name: 'Ana Parker', relation: 'Grandmother', phoneNumber: '615-555-0177' });
    luis = await add({ name: 'Luis Ortiz', relation: 'Neighbor', phoneNumber: '6155550188', date: days[1] });
    codes = (await t.as(accounts.parentA, { url: '/api/Household/PickupCodes' })).json();
  });
  afterAll(() => t.close());

  it('checks a child in, and a double tap or a replay of the same event records one event', async () => {
    const day = days[0]!;
    const body = { action: 'checkIn', day, eventId: randomUUID(), occurredAt: '2030-01-01T14:00:00.000Z' };
    const first = await tap(body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      replayed: false,
      event: {
        eventId: body.eventId,
        action: 'checkIn',
        recordedBy: coach.email,
        occurredAt: body.occurredAt,
      },
      attendance: { state: 'in', checkedInAt: body.occurredAt, lastEventId: body.eventId },
    });
    // The same tap at once from two queued requests, then again after reconnecting.
    const again = await Promise.all([tap(body), tap(body), tap(body)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(again.every((r) => r.json().replayed && r.json().event.eventId === body.eventId)).toBe(true);
    expect(await rowsOf(day)).toHaveLength(1);
    // The same id for another tap is refused; a second check-in (new id) too.
    const reused = await tap({ ...body, action: 'undo', undoes: body.eventId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(attendanceMessages.eventIdReused);
    const second = await checkIn(day);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(attendanceMessages.alreadyIn);
    expect(await rowsOf(day)).toHaveLength(1);
    expect((await mayaOnRoster(day)).attendance).toMatchObject({ state: 'in', overdue: false });
  });

  it('records a first tap once when the same new event arrives several times at once', async () => {
    const day = days[3]!;
    const body = { action: 'checkIn', day, eventId: randomUUID() };
    const burst = await Promise.all(Array.from({ length: 6 }, () => tap(body)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await rowsOf(day)).toHaveLength(1);
  });

  it('refuses a check-out before a check-in, and an adult not on the list', async () => {
    const day = days[0]!;
    const early = await tap({ action: 'checkOut', day: days[4], adultId: ana, confirmation: 'photoId' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(attendanceMessages.notIn);
    for (const adultId of ['pickup-999999', 'guardian-2', luis]) {
      const refused = await tap({ action: 'checkOut', day, adultId, confirmation: 'photoId' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ adultId: [attendanceMessages.adultNotListed] });
    }
    const missing = await tap({ action: 'checkOut', day, confirmation: 'code' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      adultId: [attendanceMessages.adultRequired],
      code: [attendanceMessages.codeRequired],
    });
    const nonsense = await tap({ action: 'sideways', day: '2030-02-30', eventId: 'x', occurredAt: 'soon' });
    expect(nonsense.statusCode).toBe(400);
    expect(Object.keys(nonsense.json().errors).sort()).toEqual(['action', 'day', 'eventId', 'occurredAt']);
    expect((await mayaOnRoster(day)).attendance.state).toBe('in');
  });

  it('checks a child out to a listed adult with the day code', async () => {
    const day = days[0]!;
    const out = await tap({ action: 'checkOut', day, adultId: ana, confirmation: 'code', code: codeOf(day) });
    expect(out.statusCode).toBe(201);
    expect(out.json()).toMatchObject({
      event: {
        action: 'checkOut',
        adultName: 'Ana Parker',
        adultRelation: 'Grandmother',
        confirmation: 'code',
      },
      attendance: { state: 'out', pickedUpBy: 'Ana Parker' },
    });
    expect((await mayaOnRoster(day)).attendance).toMatchObject({ state: 'out', pickedUpBy: 'Ana Parker' });
    // A parent on the registration may take the child too (photo ID), after a new check-in.
    expect((await checkIn(day)).statusCode).toBe(201);
    const parent = await tap({ action: 'checkOut', day, adultId: 'guardian-1', confirmation: 'photoId' });
    expect(parent.statusCode).toBe(201);
    expect(parent.json().attendance.pickedUpBy).toBe('Pat Parker');
  });

  it('lets a one-day pickup take the child on that day only', async () => {
    const day = days[1]!;
    expect((await checkIn(day)).statusCode).toBe(201);
    const out = await tap({
      action: 'checkOut',
      day,
      adultId: luis,
      confirmation: 'code',
      code: codeOf(day),
    });
    expect(out.statusCode).toBe(201);
    expect(out.json().event.adultName).toBe('Luis Ortiz');
  });

  it('limits wrong codes per child and day, with a clear message; a photo ID still works', async () => {
    const day = days[2]!;
    expect((await checkIn(day)).statusCode).toBe(201);
    const wrong = () =>
      tap({ action: 'checkOut', day, adultId: ana, confirmation: 'code', code: wrongCodeOf(day) });
    for (let i = 1; i < attendanceLimits.wrongCodes; i++) {
      const res = await wrong();
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ code: [attendanceMessages.wrongCode] });
    }
    const last = await wrong();
    expect(last.statusCode).toBe(409);
    expect(last.json().detail).toBe(attendanceMessages.tooManyWrongCodes);
    // Now even the right code is refused that day; the child stays in.
    const right = await tap({
      action: 'checkOut',
      day,
      adultId: ana,
      confirmation: 'code',
      code: codeOf(day),
    });
    expect(right.statusCode).toBe(409);
    expect((await mayaOnRoster(day)).attendance.state).toBe('in');
    // Another day is counted apart.
    const other = days[1]!;
    expect((await tap({ action: 'checkIn', day: other })).statusCode).toBe(201);
    const otherRight = await tap({
      action: 'checkOut',
      day: other,
      adultId: ana,
      confirmation: 'code',
      code: codeOf(other),
    });
    expect(otherRight.statusCode).toBe(201);
    const photo = await tap({ action: 'checkOut', day, adultId: ana, confirmation: 'photoId' });
    expect(photo.statusCode).toBe(201);
  });

  it('undoes only the last tap, and records who undid it', async () => {
    const day = days[4]!;
    const first = (await checkIn(day)).json().event.eventId;
    const out = await tap({ action: 'checkOut', day, adultId: ana, confirmation: 'photoId' });
    const outId = out.json().event.eventId;
    const early = await tap({ action: 'undo', day, undoes: first });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(attendanceMessages.onlyLastTap);
    const undo = await tap({ action: 'undo', day, undoes: outId });
    expect(undo.statusCode).toBe(201);
    expect(undo.json().attendance).toMatchObject({ state: 'in', lastEventId: first, pickedUpBy: '' });
    // Undo again (another id) is the check-in's turn; the check-out is gone for good.
    expect((await tap({ action: 'undo', day, undoes: outId })).statusCode).toBe(409);
    expect((await tap({ action: 'undo', day, undoes: first })).json().attendance.state).toBe('notIn');
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('action', '=', 'attendanceUndone')
      .execute();
    expect(audited).toEqual([
      { action: 'attendanceUndone', actor_email: coach.email },
      { action: 'attendanceUndone', actor_email: coach.email },
    ]);
  });

  it('lets only the assigned coach, staff and admins tap', async () => {
    const day = days[4]!;
    for (const account of [accounts.parentA, accounts.parentB]) {
      const res = await checkIn(day, {}, account);
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await t.as(null, { method: 'POST', url: apiPaths.coachAttendance(session), payload: {} })).statusCode,
    ).toBe(401);
    // Another session's coach: the child is not on its roster.
    const other = await createCampSession(t.database.db, t.clock.now, { startOffset: 1 });
    const elsewhere = await tap({ action: 'checkIn', day }, coach, other);
    expect(elsewhere.statusCode).toBe(403);
    const staff = await checkIn(day, {}, accounts.staff);
    expect(staff.statusCode).toBe(201);
    expect(staff.json().event.recordedBy).toBe(accounts.staff.email);
  });

  it('flags a child not collected 15 minutes after the end, and gives staff the report and export', async () => {
    const day = days[3]!;
    const report = async () =>
      (await t.as(accounts.staff, { url: `${apiPaths.attendanceReport(session)}?day=${day}` })).json();
    const before = await report();
    const row = before.children.find((c: { registrationId: number }) => c.registrationId === maya);
    expect(row).toMatchObject({ state: 'in', overdue: false, checkedInBy: coach.email });
    const end = new Date(zonedIsoDateTime(day, dailyTimes('9:00 AM - 12:00 PM')!.end, before.timeZone));
    t.clock.now = new Date(end.getTime() + (attendanceLimits.overdueMinutes + 1) * 60_000);
    try {
      expect((await mayaOnRoster(day)).attendance.overdue).toBe(true);
      expect((await report()).children[0].overdue).toBe(true);
      const file = await t.as(accounts.staff, { url: `${apiPaths.attendanceExport(session)}?day=${day}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(`ATTENDANCE_Test_Camp_${day}.xlsx`);
      const { rows } = await sheetValues(file.rawPayload);
      expect(rows[0]).toContain('Checked In At');
      expect(rows[1]!.slice(0, 4)).toEqual(['Parker', 'Maya', undefined, 'In']);
      expect(String(rows[1]![4])).toMatch(/(AM|PM) [A-Z]{2,5}$/);
      expect(rows[1]!.at(-1)).toBe('Yes');
    } finally {
      t.clock.now = new Date();
    }
    expect((await t.as(coach, { url: apiPaths.attendanceReport(session) })).statusCode).toBe(403);
    const outside = await t.as(accounts.staff, {
      url: `${apiPaths.attendanceReport(session)}?day=2001-01-01`,
    });
    expect(outside.statusCode).toBe(400);
  });

  it('mails the family on check-in and check-out only when it chose so, once a tap, in its language', async () => {
    const day = days[2]!;
    const outbox = () =>
      t.database.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text_body', 'dedupe_key'])
        .where('dedupe_key', 'like', 'attendance:%')
        .orderBy('id')
        .execute();
    const notices = () => t.as(accounts.parentA, { url: apiPaths.attendanceNotices });
    expect((await notices()).json()).toEqual({ mail: false, text: false, textPhone: null });
    // Off by default: the taps so far queued nothing.
    expect(await outbox()).toEqual([]);
    const bad = await t.as(accounts.parentA, {
      method: 'PUT',
      url: apiPaths.attendanceNotices,
      payload: { mail: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['mail']);
    const on = await t.as(accounts.parentA, {
      method: 'PUT',
      url: apiPaths.attendanceNotices,
      payload: { mail: true },
    });
    expect(on.json()).toEqual({ mail: true, text: false, textPhone: null });
    expect((await notices()).json()).toEqual({ mail: true, text: false, textPhone: null });
    expect((await notices()).headers['cache-control']).toBe('no-store');

    // Day 2 is out (photo ID earlier): in again, then out by the parent, each mailed once.
    const body = { action: 'checkIn', day, eventId: randomUUID(), occurredAt: '2030-06-10T14:05:00.000Z' };
    expect((await tap(body)).statusCode).toBe(201);
    expect((await tap(body)).statusCode).toBe(200);
    let mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: accounts.parentA.email, subject: 'Maya is checked in' });
    expect(mails[0]!.text_body).toMatch(
      /Maya was checked in at \d{1,2}:05 [AP]M [A-Z]{2,5} by the coach at Test Camp\./,
    );

    await t.as(accounts.parentA, { method: 'PUT', url: '/api/Account/Language', payload: { locale: 'es' } });
    expect(
      (await tap({ action: 'checkOut', day, adultId: 'guardian-1', confirmation: 'photoId' })).statusCode,
    ).toBe(201);
    mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Ya recogieron a Maya');
    expect(mails[1]!.text_body).toContain('Pat Parker recogió a Maya a las');
    await t.as(accounts.parentA, { method: 'PUT', url: '/api/Account/Language', payload: { locale: 'en' } });
    // An undo mails nothing.
    const last = (await mayaOnRoster(day)).attendance.lastEventId;
    expect((await tap({ action: 'undo', day, undoes: last })).statusCode).toBe(201);
    expect(await outbox()).toHaveLength(2);
    await t.as(accounts.parentA, {
      method: 'PUT',
      url: apiPaths.attendanceNotices,
      payload: { mail: false },
    });
  });
});

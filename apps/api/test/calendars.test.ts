import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailSender } from '../src/mail/mail-sender.js';
import { dailyTimesOf } from '../src/modules/calendars/calendar-file.js';
import { parseCalendar } from './support/calendars.js';
import { createCampSession, createTournament } from './support/factories.js';
import { createPaymentTestApp } from './support/payments.js';
import { until } from './support/reads.js';
import { campCheckout, teamCheckout } from './support/registrations.js';
import { accounts, saveLanguage } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

type PaymentApp = Awaited<ReturnType<typeof createPaymentTestApp>>;

/** Calendars (decision 0063): the payment mail's .ics, the owner's download, the private feed. */
describe(`calendars (${testEngine})`, () => {
  let t: PaymentApp;
  afterEach(() => t?.close());

  /** A paid camp registration of parent A in `session`; its id once the payment has settled. */
  const paidCamp = async (session: number, overrides: Record<string, unknown> = {}) => {
    const { id } = await campCheckout(t, session, { overrides, sync: true });
    await until(async () => (await registrationStatus(id)) === 'paid');
    return id;
  };
  const registrationStatus = async (id: number) =>
    (
      await t.database.db
        .selectFrom('camp_registrations')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.status;
  /** Sets a session's days and its facility's zone (a week that crosses a change of clocks). */
  const setSession = async (session: number, start: string, end: string, timeZone: string) => {
    const row = await t.database.db
      .updateTable('camp_sessions')
      .set({ start_date: start, end_date: end })
      .where('id', '=', session)
      .returning('facility_id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('facilities')
      .set({ time_zone: timeZone })
      .where('id', '=', row.facility_id)
      .execute();
  };
  const feedOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    return res;
  };

  it('the payment mail carries the camp days as an .ics in the facility zone, with the address and what to bring', async () => {
    t = await createPaymentTestApp();
    const session = await createCampSession(t.database.db, t.clock.now);
    const id = await paidCamp(session, { playerFirstName: 'Ava' });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `camp-paid:${id}`)
      .executeTakeFirstOrThrow();
    const [file, ...others] = JSON.parse(mail.attachments!) as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    expect(others).toEqual([]);
    expect(file!.filename).toBe(`calendar-camp-${id}.ics`);
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(mail.text_body).toContain(`calendar-camp-${id}.ics`);

    const { method, events } = parseCalendar(file!.content);
    expect(method).toBe('PUBLISH');
    const session_ = await t.database.db
      .selectFrom('camp_sessions')
      .select(['start_date', 'end_date'])
      .where('id', '=', session)
      .executeTakeFirstOrThrow();
    // Five days (the factory's session), each 9:00 AM to 12:00 PM Chicago time.
    expect(events).toHaveLength(5);
    expect(events[0]!.start).toBe(`${session_.start_date}T09:00:00`);
    expect(events[4]!.end).toBe(`${session_.end_date}T12:00:00`);
    for (const e of events) {
      expect(e).toMatchObject({
        timeZone: 'America/Chicago',
        allDay: false,
        summary: 'Test Camp (Ava)',
        location: 'Test Park, 1 Field Rd, Nashville, TN 37206',
      });
      expect(e.description).toContain('Daily times: 9:00 AM - 12:00 PM');
      expect(e.description).toContain('What to bring: Bring water');
      // No player's surname, birthdate or family data in a calendar.
      expect(e.description).not.toContain('Parker');
      expect(e.summary).not.toContain('Parker');
      const offset = (Date.parse(e.startsAt) - Date.parse(`${e.start}Z`)) / 3_600_000;
      expect([5, 6]).toContain(offset);
    }

    // The sender hands the file to SMTP as a text/calendar part of the message.
    const raw: string[] = [];
    const smtp = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sender = createMailSender({
      db: t.database.db,
      transport: {
        async sendMail(message) {
          const info = await smtp.sendMail(message);
          raw.push(String(info.message));
        },
      },
      from: 'office@example.com',
      log: pino({ level: 'silent' }),
      pollMs: 10,
    });
    await sender.deliverDue();
    const sent = raw.find((m) => m.includes(`calendar-camp-${id}.ics`));
    expect(sent).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;?\s+name=/);
    expect(sent).toContain(`Content-Disposition: attachment; filename=calendar-camp-${id}.ics`);
  });

  it("a team's payment mail, in the family's Spanish, carries the tournament as whole days", async () => {
    t = await createPaymentTestApp();
    await saveLanguage(t, accounts.parentA, 'es');
    const tour = await createTournament(t.database.db, t.clock.now);
    await t.database.db
      .updateTable('tournaments')
      .set({ tournament_name_es: 'Copa de Prueba' })
      .where('id', '=', tour.tournamentId)
      .execute();
    const team = await teamCheckout(t, tour.ageRangeIds[0]!, { sync: true });
    const paidMail = () =>
      t.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('dedupe_key', '=', `tournament-paid:${team.id}`)
        .executeTakeFirst();
    await until(async () => Boolean(await paidMail()));
    const mail = (await paidMail())!;
    const [file] = JSON.parse(mail.attachments!) as { filename: string; content: string }[];
    expect(file!.filename).toBe(`calendar-tournament-${team.id}.ics`);
    expect(mail.text_body).toContain(
      `Las fechas están en el archivo de calendario adjunto (calendar-tournament-${team.id}.ics)`,
    );
    const dates = await t.database.db
      .selectFrom('tournaments')
      .select(['start_date', 'end_date'])
      .where('id', '=', tour.tournamentId)
      .executeTakeFirstOrThrow();
    const { events } = parseCalendar(file!.content);
    expect(events).toHaveLength(1);
    const day = 86_400_000;
    expect(events[0]).toMatchObject({ allDay: true, timeZone: null, start: dates.start_date });
    expect(Date.parse(events[0]!.endsAt) - Date.parse(`${dates.end_date}T00:00:00Z`)).toBe(day);
    expect(events[0]!.summary).toMatch(/^Copa de Prueba \(.+\): /);
    expect(events[0]!.description).toContain('Sus inscripciones: ');
  });

  it('the owner downloads a week across the change of clocks: every day at 9:00 AM local, the UTC hour moving', async () => {
    t = await createPaymentTestApp();
    const session = await createCampSession(t.database.db, t.clock.now);
    await setSession(session, '2027-03-12', '2027-03-16', 'America/New_York');
    const id = await paidCamp(session);
    const res = await t.as(accounts.parentA, { method: 'GET', url: `/api/Calendar/Camp/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`calendar-camp-${id}.ics`);
    const { events } = parseCalendar(res.body);
    expect(events.map((e) => [e.start, e.end, e.timeZone])).toEqual(
      ['12', '13', '14', '15', '16'].map((d) => [
        `2027-03-${d}T09:00:00`,
        `2027-03-${d}T12:00:00`,
        'America/New_York',
      ]),
    );
    // Clocks go forward on Sunday 14 March 2027: 9:00 AM is 14:00 UTC before, 13:00 UTC after.
    expect(events.map((e) => e.startsAt)).toEqual([
      '2027-03-12T14:00:00.000Z',
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
      '2027-03-16T13:00:00.000Z',
    ]);
    // Spanish on the site: the file is in Spanish too.
    const es = await t.as(accounts.parentA, {
      method: 'GET',
      url: `/api/Calendar/Camp/${id}`,
      headers: { cookie: 'lang=es' },
    });
    expect(parseCalendar(es.body).events[0]!.description).toContain(
      'Horario de cada día: 9:00 AM - 12:00 PM',
    );
    // Nobody else's, and nothing for a registration that is not paid.
    expect(
      (await t.as(accounts.parentB, { method: 'GET', url: `/api/Calendar/Camp/${id}` })).statusCode,
    ).toBe(404);
    const unpaid = (await campCheckout(t, session)).id;
    expect(
      (await t.as(accounts.parentA, { method: 'GET', url: `/api/Calendar/Camp/${unpaid}` })).statusCode,
    ).toBe(404);
    expect((await t.as(accounts.parentA, { method: 'GET', url: '/api/Calendar/Camp/abc' })).statusCode).toBe(
      400,
    );
  });

  it('the feed lists paid camps and tournaments at each refresh: a move and a cancel show, a new link ends the old', async () => {
    t = await createPaymentTestApp();
    const week1 = await createCampSession(t.database.db, t.clock.now, { startOffset: 20 });
    const week2 = await createCampSession(t.database.db, t.clock.now, { startOffset: 40 });
    const camp = await paidCamp(week1, { playerFirstName: 'Ava' });
    const tour = await createTournament(t.database.db, t.clock.now);
    const team = await teamCheckout(t, tour.ageRangeIds[0]!, { sync: true });
    await until(async () => {
      const row = await t.database.db
        .selectFrom('tournament_registrations')
        .select('status')
        .where('id', '=', team.id)
        .executeTakeFirst();
      return row?.status === 'paid';
    });

    expect((await t.as(accounts.parentA, { method: 'GET', url: '/api/Calendar/Feed' })).json()).toEqual({
      url: null,
      httpsUrl: null,
      createdAt: null,
    });
    const made = await t.as(accounts.parentA, { method: 'POST', url: '/api/Calendar/Feed' });
    expect(made.statusCode).toBe(200);
    const link = made.json() as { url: string; httpsUrl: string; createdAt: string };
    expect(link.url).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/Calendar\/Feed\/[\w-]{43}$/);
    expect(link.httpsUrl.replace(/^http:/, 'webcal:')).toBe(link.url);
    // Only its hash is kept: the link is never shown again.
    const stored = await t.database.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(link.url.split('/').pop()!);
    expect((await t.as(accounts.parentA, { method: 'GET', url: '/api/Calendar/Feed' })).json()).toEqual({
      url: null,
      httpsUrl: null,
      createdAt: link.createdAt,
    });

    const first = await feedOf(link.httpsUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed1 = parseCalendar(first.body);
    expect(feed1.name).toBe('Touchline Soccer Academy: camps and tournaments');
    expect(first.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const campDays = (f: ReturnType<typeof parseCalendar>) =>
      f.events.filter((e) => e.uid.startsWith(`camp-${camp}-`)).map((e) => e.start.slice(0, 10));
    const days = async (session: number) => {
      const s = await t.database.db
        .selectFrom('camp_sessions')
        .select(['start_date', 'end_date'])
        .where('id', '=', session)
        .executeTakeFirstOrThrow();
      return [s.start_date, s.end_date];
    };
    const [start1, end1] = await days(week1);
    expect(campDays(feed1)).toHaveLength(5);
    expect(campDays(feed1)[0]).toBe(start1);
    expect(campDays(feed1)[4]).toBe(end1);
    const teamEvent = feed1.events.find((e) => e.uid.startsWith(`tournament-${team.id}@`))!;
    expect(teamEvent).toMatchObject({ allDay: true, timeZone: null });
    expect(teamEvent.summary).toContain(': ');
    const tourRow = await t.database.db
      .selectFrom('tournaments')
      .select(['start_date', 'end_date'])
      .where('id', '=', tour.tournamentId)
      .executeTakeFirstOrThrow();
    expect(teamEvent.start).toBe(tourRow.start_date);
    // A whole-day event ends the day after its last day.
    expect(teamEvent.endsAt.slice(0, 10) > tourRow.end_date).toBe(true);

    // Staff move the player to another week: the next refresh has the new days only.
    const moved = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${camp}/switch`,
      payload: { campSessionId: week2, reason: 'Family asked by phone' },
    });
    expect(moved.statusCode).toBe(200);
    const [start2] = await days(week2);
    const feed2 = parseCalendar((await feedOf(link.httpsUrl)).body);
    expect(campDays(feed2)).toHaveLength(5);
    expect(campDays(feed2)[0]).toBe(start2);

    // Cancelled: gone from the feed; the team stays.
    const cancelled = await t.as(accounts.staff, {
      method: 'POST',
      url: `/api/Admin/CampRegistrations/${camp}/cancel`,
      payload: { reason: 'Injury', refund: 'none' },
    });
    expect(cancelled.statusCode).toBe(200);
    const feed3 = parseCalendar((await feedOf(link.httpsUrl)).body);
    expect(campDays(feed3)).toEqual([]);
    expect(feed3.events.map((e) => e.uid)).toEqual([`tournament-${team.id}@127.0.0.1`]);

    // Another account's feed is its own.
    const other = (await t.as(accounts.parentB, { method: 'POST', url: '/api/Calendar/Feed' })).json();
    expect(parseCalendar((await feedOf(other.httpsUrl)).body).events).toEqual([]);
    // Erasing the account's personal data ends its feed too.
    expect(
      (await t.as(accounts.parentB, { method: 'POST', url: '/api/Account/EraseMyData' })).statusCode,
    ).toBe(200);
    expect((await feedOf(other.httpsUrl)).statusCode).toBe(404);

    // A new link ends the old one; revoking ends the new one.
    const renewed = (await t.as(accounts.parentA, { method: 'POST', url: '/api/Calendar/Feed' })).json();
    expect(renewed.url).not.toBe(link.url);
    expect((await feedOf(link.httpsUrl)).statusCode).toBe(404);
    expect((await feedOf(renewed.httpsUrl)).statusCode).toBe(200);
    expect((await t.as(accounts.parentA, { method: 'DELETE', url: '/api/Calendar/Feed' })).statusCode).toBe(
      204,
    );
    expect((await feedOf(renewed.httpsUrl)).statusCode).toBe(404);
    expect((await feedOf(`${t.config.APP_URL}/api/Calendar/Feed/short`)).statusCode).toBe(404);
  });
  it('limits how often one client may read feeds, like the other public paths', async () => {
    t = await createPaymentTestApp();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push(
        (await t.app.inject({ method: 'GET', url: `/api/Calendar/Feed/${'x'.repeat(43)}` })).statusCode,
      );
    expect(codes).toEqual([...Array(60).fill(404), 429]);
  });
});

describe('a time block as daily times', () => {
  it.each([
    ['9:00 AM - 12:00 PM', [9, 0, 12, 0]],
    ['9am–3pm', [9, 0, 15, 0]],
    ['8:30 - 11:30 AM', [8, 30, 11, 30]],
    ['10 - 2 PM', [10, 0, 14, 0]],
    ['12:30 PM - 4:00 PM', [12, 30, 16, 0]],
    ['09:00-15:00', [9, 0, 15, 0]],
    ['9:00 a. m. a 12:00 p. m.', [9, 0, 12, 0]],
  ] as const)('%s', (block, [h1, m1, h2, m2]) => {
    expect(dailyTimesOf(block)).toEqual({ start: { hour: h1, minute: m1 }, end: { hour: h2, minute: m2 } });
  });

  it.each(['Mornings', '3 PM - 9 AM', '13 PM - 2 PM', '25:00 - 26:00', ''])('%s names no times', (block) => {
    expect(dailyTimesOf(block)).toBeNull();
  });
});

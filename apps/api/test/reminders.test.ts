import { afterEach, describe, expect, it } from 'vitest';
import { appUrl } from '../src/config.js';
import { campRegistrationBody, createCampSession } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { campCheckout, submitCampRegistration } from './support/registrations.js';
import { campSessionRow, reminderHourBefore } from './support/reminders.js';
import { accounts, createTestApp, saveLanguage, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * Reminders (decision 0062): each sent once, to the family, in its language and the facility's
 * time zone; none for what a registration no longer has.
 */
describe(`reminders (${testEngine})`, () => {
  let t: TestApp | PaymentTestApp;
  afterEach(() => t?.close());

  const reminderMails = (kind: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'like', `reminder:${kind}:%`)
      .orderBy('id')
      .execute();
  const sessionRow = (id: number) => campSessionRow(t, id);
  /** Moves the clock to `days` before the session's first day, `minutes` past the reminders' hour there. */
  const daysBefore = async (sessionId: number, days: number, minutes = 30) => {
    t.clock.now = await reminderHourBefore(t, sessionId, days, minutes);
  };
  const sendDue = () => t.app.reminders.sendDue();
  const staffCall = (url: string, payload: object) => t.as(accounts.staff, { method: 'POST', url, payload });

  describe('before the start', () => {
    it('goes 7 and 1 days before, once each, with the time, the place and its map, what to bring and the weather', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { startOffset: 10 });
      const paid = await campCheckout(t as PaymentTestApp, sessionId, { sync: true });

      await daysBefore(sessionId, 8);
      expect((await sendDue())['before-start']).toBe(0);
      await daysBefore(sessionId, 7, -5);
      expect((await sendDue())['before-start']).toBe(0);
      await daysBefore(sessionId, 7);
      expect((await sendDue())['before-start']).toBe(1);
      expect((await sendDue())['before-start']).toBe(0);
      await daysBefore(sessionId, 1, 120);
      expect((await sendDue())['before-start']).toBe(1);
      expect((await sendDue())['before-start']).toBe(0);

      const mails = await reminderMails('before-start');
      expect(mails.map((m) => m.subject)).toEqual(['In 7 days: Test Camp', 'Tomorrow: Test Camp']);
      expect(mails.map((m) => m.dedupe_key)).toEqual([
        `reminder:before-start:camp:${paid.id}:${sessionId}:7`,
        `reminder:before-start:camp:${paid.id}:${sessionId}:1`,
      ]);
      const [week] = mails;
      expect(week!.to_address).toBe(campRegistrationBody(sessionId).pog1Email);
      const { start_date } = await sessionRow(sessionId);
      const [y, m, d] = start_date.split('-').map(Number);
      expect(week!.text_body).toContain(`Maya starts Test Camp in 7 days, on ${m}/${d}/${y}.`);
      expect(week!.text_body).toContain('Each day: 9:00 AM - 12:00 PM');
      expect(week!.text_body).toContain('Where: Test Park, 1 Field Rd, Nashville, TN 37206');
      expect(week!.text_body).toContain(
        'Map: https://www.google.com/maps/search/?api=1&query=Test%20Park%2C%201%20Field%20Rd%2C%20Nashville%2C%20TN%2037206',
      );
      expect(week!.text_body).toContain('What to bring: Bring water');
      expect(week!.text_body).toMatch(/Weather: if lightning or extreme heat makes play unsafe/);
      expect(mails[1]!.text_body).toContain('Maya starts Test Camp tomorrow,');
      // The HTML part: the site's mail layout, each address a link.
      expect(week!.html_body).toContain(
        '<h1 style="font-size:20px;margin:0 0 16px">In 7 days: Test Camp</h1>',
      );
      expect(week!.html_body).toContain(
        'Map: <a href="https://www.google.com/maps/search/?api=1&amp;query=Test%20Park%2C%201%20Field%20Rd%2C%20Nashville%2C%20TN%2037206"',
      );
    });

    it('follows the days staff chose for the session, else the camp', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { startOffset: 12 });
      await campCheckout(t as PaymentTestApp, sessionId, { sync: true });
      const { camp_spec_id } = await sessionRow(sessionId);
      await t.database.db
        .updateTable('camp_specs')
        .set({ reminder_days: '[10,2]' })
        .where('id', '=', camp_spec_id)
        .execute();
      await daysBefore(sessionId, 10);
      expect((await sendDue())['before-start']).toBe(1);
      await daysBefore(sessionId, 7);
      expect((await sendDue())['before-start']).toBe(0);

      await t.database.db
        .updateTable('camp_sessions')
        .set({ reminder_days: '[3]' })
        .where('id', '=', sessionId)
        .execute();
      await daysBefore(sessionId, 3);
      expect((await sendDue())['before-start']).toBe(1);
      await daysBefore(sessionId, 2);
      expect((await sendDue())['before-start']).toBe(0);
      expect((await reminderMails('before-start')).map((m) => m.subject)).toEqual([
        'In 10 days: Test Camp',
        'In 3 days: Test Camp',
      ]);
    });

    it('none after a cancel; a move aims them at the new session', async () => {
      t = await createPaymentTestApp();
      const first = await createCampSession(t.database.db, t.clock.now, { startOffset: 10 });
      const other = await createCampSession(t.database.db, t.clock.now, { startOffset: 20 });
      const cancelled = await campCheckout(t as PaymentTestApp, first, { sync: true });
      const moved = await campCheckout(t as PaymentTestApp, first, {
        sync: true,
        overrides: { playerFirstName: 'Jordan' },
      });
      const cancel = await staffCall(`/api/Admin/CampRegistrations/${cancelled.id}/cancel`, {
        reason: 'Family asked by phone',
      });
      expect(cancel.statusCode).toBe(200);
      const move = await staffCall(`/api/Admin/CampRegistrations/${moved.id}/switch`, {
        campSessionId: other,
        reason: 'Family asked by phone',
      });
      expect(move.statusCode).toBe(200);

      await daysBefore(first, 7);
      expect((await sendDue())['before-start']).toBe(0);
      await daysBefore(other, 7);
      expect((await sendDue())['before-start']).toBe(1);
      const mails = await reminderMails('before-start');
      expect(mails.map((m) => m.dedupe_key)).toEqual([`reminder:before-start:camp:${moved.id}:${other}:7`]);
      expect(mails[0]!.text_body).toContain('Jordan starts Test Camp in 7 days');
    });

    it("is written in the family's saved language, with what to bring as staff wrote it in Spanish", async () => {
      t = await createPaymentTestApp();
      const saved = await saveLanguage(t, accounts.parentA, 'es');
      expect(saved.statusCode).toBe(200);
      const sessionId = await createCampSession(t.database.db, t.clock.now, { startOffset: 10 });
      const { camp_spec_id } = await sessionRow(sessionId);
      await t.database.db
        .updateTable('camp_specs')
        .set({ camp_name_es: 'Escuela de Delanteros', attendee_notes_es: 'Traiga agua y espinilleras.' })
        .where('id', '=', camp_spec_id)
        .execute();
      await campCheckout(t as PaymentTestApp, sessionId, { sync: true });
      await daysBefore(sessionId, 1);
      expect((await sendDue())['before-start']).toBe(1);
      const [mail] = await reminderMails('before-start');
      expect(mail!.subject).toBe('Mañana: Escuela de Delanteros');
      expect(mail!.text_body).toMatch(/^Hola, Pat:\n/);
      expect(mail!.text_body).toMatch(/Maya empieza Escuela de Delanteros mañana, \d{1,2} \w{3}\.? \d{4}\./);
      expect(mail!.text_body).toContain('Horario de cada día: 9:00 AM - 12:00 PM');
      expect(mail!.text_body).toContain('Dónde: Test Park, 1 Field Rd, Nashville, TN 37206');
      expect(mail!.text_body).toContain('Qué traer: Traiga agua y espinilleras.');
      expect(mail!.text_body).toMatch(/Clima: si hay rayos o un calor extremo/);
      expect(mail!.html_body).toContain('<html lang="es">');
    });
  });

  describe('an unpaid hold', () => {
    it('is reminded once shortly before it lapses, with its time in the facility zone and the link to pay', async () => {
      t = await createTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now);
      const { id } = (await submitCampRegistration(t, sessionId)).json();
      expect((await sendDue())['hold-ending']).toBe(0);
      t.clock.now = new Date(
        t.clock.now.getTime() +
          (t.config.HOLD_BEFORE_CHECKOUT_MINUTES - t.config.REMINDER_HOLD_MINUTES + 1) * 60_000,
      );
      expect((await sendDue())['hold-ending']).toBe(1);
      expect((await sendDue())['hold-ending']).toBe(0);

      const [mail] = await reminderMails('hold-ending');
      const { hold_expires_at } = await t.database.db
        .selectFrom('camp_registrations')
        .select('hold_expires_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { time_zone } = await sessionRow(sessionId);
      const time = new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: time_zone,
        timeZoneName: 'short',
      })
        .format(new Date(hold_expires_at!))
        .replace(/\u202f/g, ' ');
      expect(time).toMatch(/^\d{1,2}:\d{2} [AP]M C[SD]T$/);
      expect(mail!.subject).toBe(`Your seat is held until ${time} — pay now`);
      expect(mail!.text_body).toContain(`The seat of Maya in Test Camp,`);
      expect(mail!.text_body).toContain(`Pay now: ${appUrl(t.config)}/Checkout/${id}`);
    });

    it('in Spanish, at the hour as Spanish says it: hasta la 1:15, hasta las 10:40', async () => {
      t = await createTestApp();
      expect((await saveLanguage(t, accounts.parentA, 'es')).statusCode).toBe(200);
      const subjects: string[] = [];
      for (const at of ['2026-06-01T18:00:00Z', '2026-06-02T03:25:00Z']) {
        t.clock.now = new Date(at);
        const sessionId = await createCampSession(t.database.db, t.clock.now);
        const { time_zone } = await sessionRow(sessionId);
        expect(time_zone).toBe('America/Chicago');
        expect((await submitCampRegistration(t, sessionId)).statusCode).toBe(200);
        t.clock.now = new Date(Date.parse(at) + 10 * 60_000);
        expect((await sendDue())['hold-ending']).toBe(1);
      }
      for (const mail of await reminderMails('hold-ending')) subjects.push(mail.subject);
      expect(subjects).toEqual([
        'Su lugar está reservado hasta la 1:15 p.m. CDT: pague ahora',
        'Su lugar está reservado hasta las 10:40 p.m. CDT: pague ahora',
      ]);
      const [first] = await reminderMails('hold-ending');
      expect(first!.text_body).toMatch(/^Hola, Pat:\n/);
      expect(first!.text_body).toMatch(
        /El lugar de Maya en Test Camp, .* está reservado para usted hasta la 1:15 p\.m\. CDT\./,
      );
      expect(first!.text_body).toContain(
        'Si no se paga antes de esa hora, quedará libre para otras familias.',
      );
    });

    it('once lapsed, offers to register again while seats remain, once, and not to a family that did', async () => {
      t = await createTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 5 });
      const lapsed = (await submitCampRegistration(t, sessionId)).json().id as number;
      const again = (await submitCampRegistration(t, sessionId, { playerFirstName: 'Jordan' })).json()
        .id as number;
      t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
      expect(await t.app.payments.sweepLapsedHolds()).toBe(2);
      // Jordan's family registered again already.
      expect((await submitCampRegistration(t, sessionId, { playerFirstName: 'Jordan' })).statusCode).toBe(
        200,
      );

      expect((await sendDue())['hold-lapsed']).toBe(1);
      expect((await sendDue())['hold-lapsed']).toBe(0);
      const mails = await reminderMails('hold-lapsed');
      expect(mails.map((m) => m.dedupe_key)).toEqual([`reminder:hold-lapsed:camp:${lapsed}:lapsed`]);
      expect(mails[0]!.subject).toBe('Your seat hold ended: register again for Test Camp');
      expect(mails[0]!.text_body).toContain(`${appUrl(t.config)}/Register/${sessionId}`);
      expect(again).not.toBe(lapsed);
    });

    it("an order's holds are one mail for its players, a sentence and a link for each session", async () => {
      t = await createTestApp();
      const week1 = await createCampSession(t.database.db, t.clock.now, { startOffset: 20 });
      const week2 = await createCampSession(t.database.db, t.clock.now, { startOffset: 27 });
      const ordered = await t.as(accounts.parentA, {
        method: 'POST',
        url: '/api/Registration/SubmitCampOrder',
        payload: {
          registrations: [
            campRegistrationBody(week1, { playerFirstName: 'Ava' }),
            campRegistrationBody(week1, { playerFirstName: 'Ben' }),
            campRegistrationBody(week2, { playerFirstName: 'Cal' }),
          ],
        },
      });
      expect(ordered.statusCode).toBe(200);
      const { orderId } = ordered.json();
      const start = t.clock.now.getTime();
      t.clock.now = new Date(start + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES - 5) * 60_000);
      expect((await sendDue())['hold-ending']).toBe(1);
      const [ending] = await reminderMails('hold-ending');
      expect(ending!.dedupe_key).toBe(`reminder:hold-ending:order:${orderId}:hold`);
      expect(ending!.text_body).toMatch(/The seat of Ava and Ben in Test Camp, .* is held for you until/);
      expect(ending!.text_body).toMatch(/The seat of Cal in Test Camp, .* is held for you until/);
      expect(ending!.text_body).toContain(`Pay now: ${appUrl(t.config)}/MyRegistrations`);

      t.clock.now = new Date(start + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
      expect(await t.app.payments.sweepLapsedHolds()).toBeGreaterThan(0);
      expect((await sendDue())['hold-lapsed']).toBe(1);
      const [lapsed] = await reminderMails('hold-lapsed');
      expect(lapsed!.text_body).toContain(`${appUrl(t.config)}/Register/${week1}`);
      expect(lapsed!.text_body).toContain(`${appUrl(t.config)}/Register/${week2}`);
      expect(lapsed!.text_body).toMatch(/The hold on the seat of Ava and Ben in Test Camp/);
    });

    it('says nothing about a lapsed hold once the session is full', async () => {
      t = await createTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
      await submitCampRegistration(t, sessionId);
      t.clock.now = new Date(t.clock.now.getTime() + (t.config.HOLD_BEFORE_CHECKOUT_MINUTES + 1) * 60_000);
      expect(await t.app.payments.sweepLapsedHolds()).toBe(1);
      expect((await submitCampRegistration(t, sessionId, {}, accounts.parentB)).statusCode).toBe(200);
      expect((await sendDue())['hold-lapsed']).toBe(0);
    });
  });

  it('a waitlist offer is reminded once before it runs out', async () => {
    t = await createTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 1 });
    const hold = (await submitCampRegistration(t, sessionId)).json().id as number;
    const joined = await t.as(accounts.parentB, {
      method: 'POST',
      url: '/api/Waitlist/JoinCamp',
      payload: campRegistrationBody(sessionId, { playerFirstName: 'Riley' }),
    });
    expect(joined.statusCode).toBe(200);
    expect(
      (await t.as(accounts.staff, { method: 'POST', url: `/api/Admin/CampRegistrations/${hold}/release` }))
        .statusCode,
    ).toBe(200);
    const entry = await t.database.db
      .selectFrom('waitlist_entries')
      .select(['id', 'state', 'offer_expires_at'])
      .executeTakeFirstOrThrow();
    expect(entry.state).toBe('offered');

    const deadline = Date.parse(entry.offer_expires_at!);
    t.clock.now = new Date(deadline - (t.config.REMINDER_OFFER_HOURS + 1) * 3_600_000);
    expect((await sendDue())['offer-ending']).toBe(0);
    t.clock.now = new Date(deadline - (t.config.REMINDER_OFFER_HOURS - 1) * 3_600_000);
    expect((await sendDue())['offer-ending']).toBe(1);
    expect((await sendDue())['offer-ending']).toBe(0);
    const [mail] = await reminderMails('offer-ending');
    expect(mail!.subject).toBe('Your offer ends soon: Test Camp');
    expect(mail!.text_body).toMatch(
      /A reminder: the seat in Test Camp, .* for Riley .* is held for you until .* C[SD]T\./,
    );
    expect(mail!.text_body).toContain(`${appUrl(t.config)}/MyRegistrations`);
  });
});

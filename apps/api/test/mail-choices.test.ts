import { afterEach, describe, expect, it } from 'vitest';
import { appUrl } from '../src/config.js';
import { addDays, zonedHour } from '../src/lib/dates.js';
import { signUnsubscribe } from '../src/modules/mail-choices/unsubscribe-token.js';
import { createCampSession, createTournament } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { deliveredMails } from './support/reads.js';
import { campCheckout, submitCampRegistration, teamCheckout } from './support/registrations.js';
import { reminderHourBefore } from './support/reminders.js';
import { accounts, createTestApp, saveLanguage, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * A family's mail choices and the one-click unsubscribe (decision 0069): the choices are the
 * account's own; a reminder goes only to accounts that get its kind and carries RFC 8058's
 * headers and a footer; the link works without signing in, stops only what it names, and a
 * forged or altered one is a 400 page. Tournament start reminders go once to a paid team's coach.
 */
describe(`mail choices (${testEngine})`, () => {
  let t: TestApp | PaymentTestApp;
  afterEach(() => t?.close());

  const choicesOf = (account = accounts.parentA) =>
    t.as(account, { method: 'GET', url: '/api/Account/MailChoices' });
  const saveChoices = (payload: unknown, account = accounts.parentA) =>
    t.as(account, { method: 'PUT', url: '/api/Account/MailChoices', payload: payload as object });
  const mails = (prefix: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();
  const tokenFor = (kind: 'startReminders' | 'seatReminders' | 'officeNews', account = accounts.parentA) =>
    signUnsubscribe(t.config.UNSUBSCRIBE_SECRET, account.id, kind);
  const unsubscribeUrl = (token: string, lang = 'en') =>
    `/api/MailChoices/Unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}`;
  /** A one-click POST as a mail program sends it: no sign-in, no cookie, the RFC 8058 form body. */
  const oneClick = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  describe('the preferences', () => {
    it('are all on until the family chooses, saved per account, and only its own', async () => {
      t = await createTestApp();
      expect((await choicesOf()).json()).toEqual({
        startReminders: true,
        seatReminders: true,
        officeNews: true,
      });
      const saved = await saveChoices({ startReminders: false, seatReminders: true, officeNews: false });
      expect(saved.statusCode).toBe(200);
      expect((await choicesOf()).json()).toEqual({
        startReminders: false,
        seatReminders: true,
        officeNews: false,
      });
      // Another account's are untouched.
      expect((await choicesOf(accounts.parentB)).json()).toEqual({
        startReminders: true,
        seatReminders: true,
        officeNews: true,
      });
      // On again.
      await saveChoices({ startReminders: true, seatReminders: true, officeNews: false });
      expect((await choicesOf()).json()).toEqual({
        startReminders: true,
        seatReminders: true,
        officeNews: false,
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/Account/MailChoices' })).statusCode).toBe(401);
    });

    it('refuse a body without every kind, with other keys or other values: 400 with field messages', async () => {
      t = await createTestApp();
      const missing = await saveChoices({ startReminders: false });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('seatReminders');
      const wrong = await saveChoices({ startReminders: 'no', seatReminders: true, officeNews: true });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.startReminders).toEqual(['Choose on or off.']);
      const extra = await saveChoices({
        startReminders: true,
        seatReminders: true,
        officeNews: true,
        payments: false,
      });
      expect(extra.statusCode).toBe(400);
      expect((await choicesOf()).json().startReminders).toBe(true);
    });
  });

  describe('the unsubscribe link', () => {
    it('a GET only shows the page, in the mail language, with a button that posts and a link to the preferences', async () => {
      t = await createTestApp();
      const url = unsubscribeUrl(tokenFor('startReminders'), 'es');
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain(
        '¿Desea dejar de recibir los recordatorios antes de que empiece un campamento',
      );
      expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`);
      expect(page.body).toContain(`href="${appUrl(t.config)}/MailChoices"`);
      // Opening it (as a link scanner does) changes nothing.
      expect((await choicesOf()).json().startReminders).toBe(true);
    });

    it('a one-click POST without signing in stops only the kind it names, for its account only', async () => {
      t = await createTestApp();
      const done = await oneClick(unsubscribeUrl(tokenFor('seatReminders')));
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain(
        'You will no longer get reminders about an unpaid seat or a waitlist offer.',
      );
      expect((await choicesOf()).json()).toEqual({
        startReminders: true,
        seatReminders: false,
        officeNews: true,
      });
      expect((await choicesOf(accounts.parentB)).json().seatReminders).toBe(true);
      // Again: still off, still 200.
      expect((await oneClick(unsubscribeUrl(tokenFor('seatReminders')))).statusCode).toBe(200);
    });

    it('a forged, altered or cut token is a clear 400 page, never a 500, and changes nothing', async () => {
      t = await createTestApp();
      const good = tokenFor('officeNews');
      const [account, , signature] = good.split('.');
      const forged = [
        signUnsubscribe('another-secret-of-32-characters!!', accounts.parentA.id, 'officeNews'),
        `${account}.startReminders.${signature}`,
        `${Buffer.from(accounts.parentB.id).toString('base64url')}.officeNews.${signature}`,
        `${account}.officeNews.${signature!.slice(0, -2)}`,
        `${account}.payments.${signature}`,
        'x',
        '',
        '%00.%ff.%',
        `${'a'.repeat(5000)}.officeNews.${signature}`,
      ];
      for (const token of forged) {
        for (const res of [
          await t.app.inject({ method: 'GET', url: unsubscribeUrl(token) }),
          await oneClick(unsubscribeUrl(token)),
        ]) {
          expect(res.statusCode, token.slice(0, 40)).toBe(400);
          expect(res.body).toContain('This unsubscribe link is not valid.');
        }
      }
      const none = await t.app.inject({ method: 'POST', url: '/api/MailChoices/Unsubscribe' });
      expect(none.statusCode).toBe(400);
      for (const account of [accounts.parentA, accounts.parentB])
        expect((await choicesOf(account)).json()).toEqual({
          startReminders: true,
          seatReminders: true,
          officeNews: true,
        });
    });
  });

  describe('reminders', () => {
    it('carry the one-click headers and footer; payment mails carry neither', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, { startOffset: 10 });
      await campCheckout(t as PaymentTestApp, sessionId, { sync: true });
      t.clock.now = await reminderHourBefore(t, sessionId, 7, 30);
      expect((await t.app.reminders.sendDue())['before-start']).toBe(1);

      const [reminder] = await mails('reminder:before-start:');
      const headers = JSON.parse(reminder!.headers!) as Record<string, string>;
      const link = `${appUrl(t.config)}${unsubscribeUrl(tokenFor('startReminders'))}`;
      expect(headers).toEqual({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(reminder!.text_body).toContain(
        `You get this mail because your account gets reminders before a camp or tournament starts. Unsubscribe with one click: ${link}`,
      );
      expect(reminder!.text_body).toContain(`Choose which mails you get: ${appUrl(t.config)}/MailChoices`);
      expect(reminder!.html_body).toMatch(
        new RegExp(`<a href="${link.replace(/&/g, '&amp;').replace(/[.?+]/g, '\\$&')}"[^>]*>Unsubscribe</a>`),
      );

      // The sender hands the headers to SMTP with the mail; the payment mail goes without them
      // (every mail again, whatever the app's own sender took already).
      await t.database.db
        .updateTable('mail_outbox')
        .set({ status: 'pending', locked_until: null, next_attempt_at: '2000-01-01T00:00:00.000Z' })
        .execute();
      const delivered = await deliveredMails(t);
      expect(delivered.find((m) => m.subject === reminder!.subject)?.headers).toEqual(headers);
      expect(delivered.filter((m) => !m.headers).length).toBeGreaterThan(0);

      const others = (await t.database.db.selectFrom('mail_outbox').selectAll().execute()).filter(
        (m) => !m.dedupe_key.startsWith('reminder:'),
      );
      expect(others.length).toBeGreaterThan(0);
      for (const mail of others) {
        expect(mail.headers, mail.dedupe_key).toBeNull();
        expect(mail.text_body).not.toContain('/api/MailChoices/Unsubscribe');
      }
    });

    it('go only to accounts that get their kind; the link from a reminder stops that kind and no other', async () => {
      t = await createPaymentTestApp();
      const sessionId = await createCampSession(t.database.db, t.clock.now, {
        startOffset: 10,
        capacity: 10,
      });
      await campCheckout(t as PaymentTestApp, sessionId, { sync: true });
      await campCheckout(t as PaymentTestApp, sessionId, { sync: true, account: accounts.parentB });
      t.clock.now = await reminderHourBefore(t, sessionId, 7, 30);
      expect((await t.app.reminders.sendDue())['before-start']).toBe(2);

      // Parent A unsubscribes from the week-before reminder's own link, signed out.
      const [ofA] = (await mails('reminder:before-start:')).filter((m) => m.to_address !== '');
      const link = /<(.+)>/.exec(JSON.parse(ofA!.headers!)['List-Unsubscribe'])![1]!;
      const owner = (
        await t.database.db
          .selectFrom('camp_registrations')
          .select(['owner_account_id'])
          .where('pog1_email', '=', ofA!.to_address)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).owner_account_id;
      const res = await oneClick(link.replace(appUrl(t.config), ''));
      expect(res.statusCode).toBe(200);
      const unsubscribed = owner === accounts.parentA.id ? accounts.parentA : accounts.parentB;
      const still = unsubscribed === accounts.parentA ? accounts.parentB : accounts.parentA;
      expect((await choicesOf(unsubscribed)).json()).toEqual({
        startReminders: false,
        seatReminders: true,
        officeNews: true,
      });

      t.clock.now = await reminderHourBefore(t, sessionId, 1, 30);
      expect((await t.app.reminders.sendDue())['before-start']).toBe(1);
      const tomorrow = (await mails('reminder:before-start:')).filter((m) => m.dedupe_key.endsWith(':1'));
      expect(tomorrow).toHaveLength(1);
      const registrationOfStill = await t.database.db
        .selectFrom('camp_registrations')
        .select('id')
        .where('owner_account_id', '=', still.id)
        .executeTakeFirstOrThrow();
      expect(tomorrow[0]!.dedupe_key).toContain(`:camp:${registrationOfStill.id}:`);

      // Seat reminders (another kind) still go to the one who unsubscribed from start reminders.
      const other = await createCampSession(t.database.db, t.clock.now, { startOffset: 20 });
      expect((await submitCampRegistration(t, other, {}, unsubscribed)).statusCode).toBe(200);
      t.clock.now = new Date(
        t.clock.now.getTime() +
          (t.config.HOLD_BEFORE_CHECKOUT_MINUTES - t.config.REMINDER_HOLD_MINUTES + 1) * 60_000,
      );
      expect((await t.app.reminders.sendDue())['hold-ending']).toBe(1);
      const [hold] = await mails('reminder:hold-ending:');
      expect(JSON.parse(hold!.headers!)['List-Unsubscribe']).toContain('.seatReminders.');
    });
  });

  describe('tournament start reminders', () => {
    /** `minutes` past the reminders' hour, `days` before the tournament's first day, in its zone. */
    const tournamentHourBefore = async (tournamentId: number, days: number, minutes = 30) => {
      const row = await t.database.db
        .selectFrom('tournaments as t')
        .innerJoin('facilities as f', 'f.id', 't.facility_id')
        .select(['t.start_date', 'f.time_zone'])
        .where('t.id', '=', tournamentId)
        .executeTakeFirstOrThrow();
      const at = zonedHour(addDays(row.start_date, -days), t.config.REMINDER_LOCAL_HOUR, row.time_zone);
      return new Date(at.getTime() + minutes * 60_000);
    };

    it('go 7 and 1 days before to a paid team’s coach, once each, with the dates and the place', async () => {
      t = await createPaymentTestApp();
      const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
        startOffset: 10,
      });
      const paid = await teamCheckout(t as PaymentTestApp, ageRangeIds[0]!, { sync: true });
      // An unpaid team gets none.
      await teamCheckout(t as PaymentTestApp, ageRangeIds[0]!, { account: accounts.parentB });

      t.clock.now = await tournamentHourBefore(tournamentId, 8);
      expect((await t.app.reminders.sendDue())['tournament-start']).toBe(0);
      t.clock.now = await tournamentHourBefore(tournamentId, 7);
      expect((await t.app.reminders.sendDue())['tournament-start']).toBe(1);
      expect((await t.app.reminders.sendDue())['tournament-start']).toBe(0);
      t.clock.now = await tournamentHourBefore(tournamentId, 1, 60);
      expect((await t.app.reminders.sendDue())['tournament-start']).toBe(1);
      expect((await t.app.reminders.sendDue())['tournament-start']).toBe(0);

      const sent = await mails('reminder:tournament-start:');
      expect(sent.map((m) => m.dedupe_key)).toEqual([
        `reminder:tournament-start:team:${paid.id}:${tournamentId}:7`,
        `reminder:tournament-start:team:${paid.id}:${tournamentId}:1`,
      ]);
      const [week] = sent;
      expect(week!.to_address).toBe('coach@example.com');
      expect(week!.subject).toMatch(/^In 7 days: Test Cup, /);
      expect(week!.text_body).toMatch(/^Hi Casey Coach,\n/);
      expect(week!.text_body).toMatch(
        /Rockets plays in Test Cup, .* in 7 days, on \d{1,2}\/\d{1,2}\/\d{4}\./,
      );
      expect(week!.text_body).toContain('Where: Cup Park, 5 Goal Ln, Dallas, TX 75254');
      expect(week!.text_body).toContain('Map: https://www.google.com/maps/search/?api=1&query=Cup%20Park');
      expect(JSON.parse(week!.headers!)['List-Unsubscribe']).toContain('.startReminders.');
      expect(sent[1]!.subject).toMatch(/^Tomorrow: Test Cup/);
    });

    it('follow the days staff chose, in the coach’s language, and none to a coach who turned them off', async () => {
      t = await createPaymentTestApp();
      const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
        startOffset: 12,
      });
      await t.database.db
        .updateTable('tournaments')
        .set({ reminder_days: '[10]' })
        .where('id', '=', tournamentId)
        .execute();
      expect((await saveLanguage(t, accounts.parentA, 'es')).statusCode).toBe(200);
      await teamCheckout(t as PaymentTestApp, ageRangeIds[0]!, { sync: true });
      await teamCheckout(t as PaymentTestApp, ageRangeIds[0]!, { sync: true, account: accounts.parentB });
      await saveChoices({ startReminders: false, seatReminders: true, officeNews: true }, accounts.parentB);

      t.clock.now = await tournamentHourBefore(tournamentId, 7);
      expect((await t.app.reminders.sendDue())['tournament-start']).toBe(0);
      t.clock.now = await tournamentHourBefore(tournamentId, 10);
      expect((await t.app.reminders.sendDue())['tournament-start']).toBe(1);
      const [mail] = await mails('reminder:tournament-start:');
      expect(mail!.subject).toMatch(/^En 10 días: Test Cup/);
      expect(mail!.text_body).toMatch(/^Hola, Casey Coach:\n/);
      expect(mail!.text_body).toContain('Dónde: Cup Park, 5 Goal Ln, Dallas, TX 75254');
      expect(mail!.text_body).toContain('Para dejar de recibirlos con un clic:');
      expect(JSON.parse(mail!.headers!)['List-Unsubscribe']).toContain('&lang=es>');
    });

    it('staff set the days in the catalogue; a bad value is a 400 with the field message', async () => {
      t = await createTestApp();
      const { tournamentId } = await createTournament(t.database.db, t.clock.now, { startOffset: 30 });
      const catalog = await t.as(accounts.staff, { method: 'GET', url: '/api/Admin/Catalog' });
      expect(catalog.statusCode).toBe(200);
      const row = catalog.json().tournaments.find((x: { id: number }) => x.id === tournamentId);
      expect(row.reminderDays).toBeNull();
      const put = (reminderDays: unknown) =>
        t.as(accounts.staff, {
          method: 'PUT',
          url: `/api/Admin/Tournaments/${tournamentId}`,
          payload: { ...row, reminderDays },
        });
      const bad = await put('0, 99');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.reminderDays).toEqual([
        'Use up to 4 whole numbers of days from 1 to 60, separated by commas.',
      ]);
      expect((await put('3, 14')).statusCode).toBe(200);
      const { reminder_days } = await t.database.db
        .selectFrom('tournaments')
        .select('reminder_days')
        .where('id', '=', tournamentId)
        .executeTakeFirstOrThrow();
      expect(reminder_days).toBe('[14,3]');
    });
  });
});

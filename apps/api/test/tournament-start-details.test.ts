import { apiPaths, publicListPaths, type TournamentDetailsInput } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCancellationPolicy } from '../src/config.js';
import { addDays, zonedHour } from '../src/lib/dates.js';
import { createTournament } from './support/factories.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { teamCheckout } from './support/registrations.js';
import { accounts, saveLanguage } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * A tournament's details (decisions 0065, 0077) reach families: the public list carries them for
 * the tournament's page, and the start reminder to a paid team's coach says what to bring and the
 * venue notes, in the coach's language where staff wrote it, else in English.
 */
describe(`tournament details for families (${testEngine})`, () => {
  let t: PaymentTestApp;
  afterEach(() => t?.close());

  const details: TournamentDetailsInput = {
    attendeeNotes: 'Shin guards, two jerseys (light and dark) and water.',
    venueNotes: 'Park in lot B; fields 3 to 6 are behind the clubhouse.',
    es: { attendeeNotes: 'Espinilleras, dos camisetas (clara y oscura) y agua.', venueNotes: '' },
    questions: [
      {
        question: 'Is there shade?',
        answer: 'Bring a tent: the fields have none.',
        es: { question: '¿Hay sombra?', answer: 'Traiga una carpa: las canchas no tienen.' },
      },
    ],
  };
  const saveDetails = (tournamentId: number, body: TournamentDetailsInput) =>
    t.as(accounts.staff, {
      method: 'PUT',
      url: apiPaths.adminTournamentDetails(tournamentId),
      payload: body,
    });

  /** `minutes` past the reminders' hour, `days` before the tournament's first day, in its zone. */
  const hourBefore = async (tournamentId: number, days: number, minutes = 30) => {
    const row = await t.database.db
      .selectFrom('tournaments as t')
      .innerJoin('facilities as f', 'f.id', 't.facility_id')
      .select(['t.start_date', 'f.time_zone'])
      .where('t.id', '=', tournamentId)
      .executeTakeFirstOrThrow();
    const at = zonedHour(addDays(row.start_date, -days), t.config.REMINDER_LOCAL_HOUR, row.time_zone);
    return new Date(at.getTime() + minutes * 60_000);
  };
  const startMails = () =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'like', 'reminder:tournament-start:%')
      .orderBy('id')
      .execute();

  it('the public list carries each age group’s tournament details, both languages', async () => {
    t = await createPaymentTestApp();
    const { tournamentId } = await createTournament(t.database.db, t.clock.now, { startOffset: 20 });
    expect((await saveDetails(tournamentId, details)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: publicListPaths.allTournaments });
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((x: { id: number }) => x.id === tournamentId);
    expect(entry.details.attendeeNotes).toBe(details.attendeeNotes);
    expect(entry.details.venueNotes).toBe(details.venueNotes);
    expect(entry.details.es.attendeeNotes).toBe(details.es?.attendeeNotes);
    expect(entry.details.questions[0].es.question).toBe('¿Hay sombra?');
    expect(entry.details.photos).toEqual([]);
  });

  it('the public list carries the cancellation policy in force: the tournament’s own, else the default', async () => {
    t = await createPaymentTestApp();
    const plain = await createTournament(t.database.db, t.clock.now, { startOffset: 20 });
    const own = await createTournament(t.database.db, t.clock.now, { startOffset: 25 });
    const policy = { fullRefundDays: 30, feeDays: 10, fee: { kind: 'amount', cents: 5_000 } };
    await t.database.db
      .updateTable('tournaments')
      .set({ cancellation_policy: JSON.stringify(policy) })
      .where('id', '=', own.tournamentId)
      .execute();
    const list = (await t.app.inject({ method: 'GET', url: publicListPaths.allTournaments })).json();
    const policyOf = (id: number) => list.find((x: { id: number }) => x.id === id).cancellationPolicy;
    expect(policyOf(plain.tournamentId)).toEqual(defaultCancellationPolicy(t.config));
    expect(policyOf(own.tournamentId)).toEqual(policy);
  });

  it('the start reminder says what to bring and the venue notes, with the address and its map', async () => {
    t = await createPaymentTestApp();
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      startOffset: 10,
    });
    expect((await saveDetails(tournamentId, details)).statusCode).toBe(200);
    await teamCheckout(t, ageRangeIds[0]!, { sync: true });

    t.clock.now = await hourBefore(tournamentId, 7);
    expect((await t.app.reminders.sendDue())['tournament-start']).toBe(1);
    const [mail] = await startMails();
    const text = mail!.text_body;
    expect(text).toContain('Where: Cup Park, 5 Goal Ln, Dallas, TX 75254');
    expect(text).toContain('Map: https://www.google.com/maps/search/?api=1&query=Cup%20Park');
    expect(text).toContain(`Venue notes: ${details.venueNotes}`);
    expect(text).toContain(`What to bring: ${details.attendeeNotes}`);
    expect(mail!.html_body).toContain('What to bring: Shin guards, two jerseys (light and dark) and water.');
    // The lines come in the order the family reads them: the place, its notes, what to bring, the weather.
    expect(text.indexOf('Venue notes:')).toBeGreaterThan(text.indexOf('Map: '));
    expect(text.indexOf('What to bring:')).toBeLessThan(text.indexOf('Weather:'));
  });

  it('in Spanish: the Spanish what to bring, the English venue notes where no Spanish was written', async () => {
    t = await createPaymentTestApp();
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      startOffset: 10,
    });
    expect((await saveDetails(tournamentId, details)).statusCode).toBe(200);
    expect((await saveLanguage(t, accounts.parentA, 'es')).statusCode).toBe(200);
    await teamCheckout(t, ageRangeIds[0]!, { sync: true });

    t.clock.now = await hourBefore(tournamentId, 7);
    expect((await t.app.reminders.sendDue())['tournament-start']).toBe(1);
    const [mail] = await startMails();
    expect(mail!.subject).toMatch(/^En 7 días: Test Cup/);
    expect(mail!.text_body).toContain('Dónde: Cup Park, 5 Goal Ln, Dallas, TX 75254');
    expect(mail!.text_body).toContain('Mapa: https://www.google.com/maps/search/?api=1&query=Cup%20Park');
    expect(mail!.text_body).toContain(`Qué traer: ${details.es?.attendeeNotes}`);
    expect(mail!.text_body).toContain(`Indicaciones sobre el lugar: ${details.venueNotes}`);
    expect(mail!.text_body).not.toContain(details.attendeeNotes);
  });

  it('a tournament without details has no such lines', async () => {
    t = await createPaymentTestApp();
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      startOffset: 10,
    });
    await teamCheckout(t, ageRangeIds[0]!, { sync: true });
    t.clock.now = await hourBefore(tournamentId, 7);
    expect((await t.app.reminders.sendDue())['tournament-start']).toBe(1);
    const [mail] = await startMails();
    expect(mail!.text_body).toContain('Where: Cup Park');
    expect(mail!.text_body).not.toContain('Venue notes:');
    expect(mail!.text_body).not.toContain('What to bring:');
  });
});

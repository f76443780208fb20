import { officeMessageTexts } from '@soccer/contracts';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { createCampSession, createTournament } from './support/factories.js';
import { insertPaidFamilies, recordingTextClient } from './support/office-messages.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** Paid teams of an age group, written straight to the table: coach<n>@example.com, one account each. */
async function insertPaidTeams(
  db: Kysely<Database>,
  tournamentId: number,
  ageRangeId: number,
  teams: number,
  at: Date,
) {
  await db
    .insertInto('tournament_registrations')
    .values(
      Array.from({ length: teams }, (_, i) => ({
        owner_account_id: `coach-${i}`,
        owner_email: `coach${i}@example.com`,
        tournament_id: tournamentId,
        age_range_id: ageRangeId,
        contact_name: `Coach ${i}`,
        contact_email: `coach${i}@example.com`,
        contact_phone: '615-555-0100',
        team_name: `Team ${i}`,
        promo_code: '',
        promo_discount_cents: 0,
        amount_cents: 30000,
        status: 'paid',
        stripe_session_id: null,
        cancel_reason: null,
        paid_at: at.toISOString(),
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })),
    )
    .execute();
}

/**
 * Messages from the office (decisions 0067, 0078): the reach staff see is who gets it, a
 * tournament age group's history with each coach's delivery, and cancelling a scheduled message
 * (once, audited, never half: a message the sender has taken is not cancelled, a cancelled one
 * never goes).
 */
describe(`office messages: reach, tournaments, cancelling (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const start = async () => {
    t = await createTestApp({}, { textClient: recordingTextClient().client });
    return t.database.db;
  };
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.as(accounts.staff, { method, url, ...(payload ? { payload } : {}) });
  const send = (body: object) => staff('POST', '/api/Admin/OfficeMessages', body);
  const cancel = (id: number | string) => staff('POST', `/api/Admin/OfficeMessages/${id}/cancel`);
  const mailsOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('dedupe_key', 'like', `office-message:${id}:%`)
        .orderBy('to_address')
        .execute()
    ).map((m) => m.to_address);
  const statusOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('office_messages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const later = () => new Date(t.clock.now.getTime() + 3_600_000).toISOString();

  it('counts for mail only the families that will get it: office news turned off is counted apart, an urgent message reaches all', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    await insertPaidFamilies(db, sessionId, { accounts: 3 });
    await db
      .insertInto('mail_choices_off')
      .values({ owner_account_id: 'family-2', kind: 'officeNews', updated_at: t.clock.now.toISOString() })
      .execute();
    await db
      .insertInto('text_numbers')
      .values({
        owner_account_id: 'family-0',
        phone: '+16155550100',
        consent_at: t.clock.now.toISOString(),
        opted_out_at: null,
        updated_at: t.clock.now.toISOString(),
      })
      .execute();
    const audience = { kind: 'session', sessionId };
    const reach = async (urgent?: boolean) =>
      (
        await staff('POST', '/api/Admin/OfficeMessages/audience', {
          audience,
          ...(urgent === undefined ? {} : { urgent }),
        })
      ).json();
    expect(await reach()).toEqual({ people: 2, newsOff: 1, texts: 0 });
    expect(await reach(false)).toEqual({ people: 2, newsOff: 1, texts: 0 });
    expect(await reach(true)).toEqual({ people: 3, newsOff: 0, texts: 1 });

    // The count is who gets it.
    const news = (await send({ audience, subject: 'News', body: 'Hi {firstName}' })).json().id as number;
    expect(await mailsOf(news)).toEqual(['family0@example.com', 'family1@example.com']);
    const safety = (await send({ audience, subject: 'Storm', body: 'Stay in', urgent: true })).json()
      .id as number;
    expect(await mailsOf(safety)).toHaveLength(3);

    const wrong = await staff('POST', '/api/Admin/OfficeMessages/audience', { audience, urgent: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['urgent']);
  });

  it('writes to a tournament age group: its coaches, once each, in the tournament’s history with each delivery state', async () => {
    const db = await start();
    const tour = await createTournament(db, t.clock.now);
    const [groupA, groupB] = tour.ageRangeIds as [number, number];
    await insertPaidTeams(db, tour.tournamentId, groupA, 2, t.clock.now);
    const audience = { kind: 'ageGroup', tournamentId: tour.tournamentId, ageRangeId: groupA };
    expect((await staff('POST', '/api/Admin/OfficeMessages/audience', { audience })).json()).toEqual({
      people: 2,
      newsOff: 0,
      texts: 0,
    });
    const created = await send({ audience, subject: 'Schedule for {camp}', body: 'Hi {firstName}' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await mailsOf(id)).toEqual(['coach0@example.com', 'coach1@example.com']);

    // Another age group of the same tournament that does not exist is refused on the audience.
    const other = await send({
      audience: { kind: 'ageGroup', tournamentId: tour.tournamentId, ageRangeId: groupB + 1000 },
      subject: 'x',
      body: 'y',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ audience: [officeMessageTexts.audienceNotFound] });

    const history = (
      await staff('GET', `/api/Admin/OfficeMessages?tournamentId=${tour.tournamentId}`)
    ).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id,
      audience,
      status: 'sent',
      recipients: 2,
      mail: { queued: 2, sent: 0, failed: 0, bounced: 0 },
    });
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent' })
      .where('to_address', '=', 'coach0@example.com')
      .execute();
    const detail = (await staff('GET', `/api/Admin/OfficeMessages/${id}`)).json();
    expect(
      detail.recipientList.map((r: { email: string; mail: string; text: string | null }) => [
        r.email,
        r.mail,
        r.text,
      ]),
    ).toEqual([
      ['coach0@example.com', 'sent', null],
      ['coach1@example.com', 'queued', null],
    ]);
    // A session's history does not show it.
    expect((await staff('GET', '/api/Admin/OfficeMessages?sessionId=1')).json()).toEqual([]);
  });

  it('cancels a scheduled message once, audited; its time then comes and nothing goes', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    await insertPaidFamilies(db, sessionId, { accounts: 2 });
    const { id } = (
      await send({ audience: { kind: 'session', sessionId }, subject: 'Later', body: 'x', sendAt: later() })
    ).json();

    const done = await cancel(id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ id, status: 'cancelled' });
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(officeMessageTexts.alreadyCancelled);

    const entries = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'cancelMessage')
      .execute();
    expect(entries.map((e) => [e.actor_email, e.entity, e.entity_id])).toEqual([
      [accounts.staff.email, 'officeMessage', String(id)],
    ]);
    expect(JSON.parse(entries[0]!.details)).toMatchObject({ subject: 'Later' });

    // Its job still runs at its time (here: at once) and finds it cancelled.
    expect(await t.app.messages.deliver(id)).toBe(0);
    await t.app.jobs.start();
    try {
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await t.app.jobs.stop({ timeoutMs: 500 });
    }
    expect(await mailsOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe('cancelled');
    const [summary] = (await staff('GET', `/api/Admin/OfficeMessages?sessionId=${sessionId}`)).json();
    expect(summary).toMatchObject({ id, status: 'cancelled', recipients: 0 });
  });

  it('refuses to cancel a message that has gone, one that does not exist, and an id that is not one', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    await insertPaidFamilies(db, sessionId, { accounts: 2 });
    const { id } = (
      await send({ audience: { kind: 'session', sessionId }, subject: 'Now', body: 'x' })
    ).json();
    const gone = await cancel(id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().detail).toBe(officeMessageTexts.alreadySent);
    expect(await statusOf(id)).toBe('sent');
    expect(await mailsOf(id)).toHaveLength(2);

    const missing = await cancel(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(officeMessageTexts.messageNotFound);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const answer = await cancel(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().errors).toBeDefined();
    }
    expect(
      await db.selectFrom('audit_log').select('id').where('action', '=', 'cancelMessage').execute(),
    ).toEqual([]);
  });

  it('cancel against the sender taking it: one of them wins, never half', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now, { capacity: 100 });
    await insertPaidFamilies(db, sessionId, { accounts: 40 });
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const { id } = (
        await send({
          audience: { kind: 'session', sessionId },
          subject: `R${round}`,
          body: 'x',
          sendAt: later(),
        })
      ).json();
      // Alternate which starts first, so both orders are tried.
      const racers =
        round % 2 ? [cancel(id), t.app.messages.deliver(id)] : [t.app.messages.deliver(id), cancel(id)];
      const settled = await Promise.all(racers);
      const answer = settled.find((x) => typeof x === 'object') as Awaited<ReturnType<typeof cancel>>;
      const mails = await mailsOf(id);
      const status = await statusOf(id);
      if (answer.statusCode === 200) {
        // Cancelled before its one batch (nobody) or between that batch and the end (all 40,
        // counted in its history): never part of a batch (decision 0088).
        expect(status).toBe('cancelled');
        expect([0, 40]).toContain(mails.length);
        expect((await staff('GET', `/api/Admin/OfficeMessages/${id}`)).json().recipients).toBe(mails.length);
        outcomes.add('cancelled');
      } else {
        expect(answer.statusCode).toBe(409);
        expect(status).toBe('sent');
        expect(mails).toHaveLength(40);
        outcomes.add('sent');
      }
      // Whatever won, a later run of its job changes nothing.
      expect(await t.app.messages.deliver(id)).toBe(0);
      expect(await mailsOf(id)).toHaveLength(mails.length);
    }
    // Each round ends in one of the two whole outcomes (which one depends on timing).
    expect([...outcomes].every((o) => o === 'cancelled' || o === 'sent')).toBe(true);
  });
});

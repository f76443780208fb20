import { randomUUID } from 'node:crypto';
import { apiPaths, attendanceMessages } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { raceEnv } from './support/load-env.js';
import { recordingTextClient, twilioPost } from './support/office-messages.js';
import { createPaymentTestApp, type PaymentTestApp } from './support/payments.js';
import { assignCoachToSession, campCheckout } from './support/registrations.js';
import { accounts } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const coach = accounts.coach;
const phone = '+16155550142';

/**
 * A text on each check-in and check-out, by the family's choice (decision 0115): queued in the
 * tap's transaction, once a tap however often the phone sends it, only to a number that opted in
 * and has not sent STOP, through the one text sender.
 */
describe(`check-in and check-out texts (${testEngine})`, () => {
  let t: PaymentTestApp;
  let texts: ReturnType<typeof recordingTextClient>;
  let session = 0;
  let maya = 0;
  let days: string[] = [];

  const tap = (body: Record<string, unknown>) =>
    t.as(coach, {
      method: 'POST',
      url: apiPaths.coachAttendance(session),
      payload: { eventId: randomUUID(), registrationId: maya, occurredAt: new Date().toISOString(), ...body },
    });
  const choose = (payload: object) =>
    t.as(accounts.parentA, { method: 'PUT', url: apiPaths.attendanceNotices, payload });
  const queued = () =>
    t.database.db
      .selectFrom('attendance_texts')
      .select(['event_id', 'phone', 'text_body', 'text_status', 'text_sid', 'text_error'])
      .orderBy('id')
      .execute();
  beforeAll(async () => {
    texts = recordingTextClient();
    t = await createPaymentTestApp({ env: raceEnv, textClient: texts.client });
    session = await createCampSession(t.database.db, t.clock.now, { startOffset: 1 });
    maya = (await campCheckout(t, session, { sync: true })).id;
    await assignCoachToSession(t, coach, session);
    days = (await t.as(coach, { url: apiPaths.coachSessionRoster(session) })).json().days;
  });
  afterAll(() => t.close());

  it('takes a text only with a number that opted in, and texts nothing until chosen', async () => {
    const refused = await choose({ mail: false, text: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ text: [attendanceMessages.textNeedsNumber] });
    expect((await tap({ action: 'checkIn', day: days[0] })).statusCode).toBe(201);

    const consent = await t.as(accounts.parentA, {
      method: 'PUT',
      url: apiPaths.householdTexts,
      payload: { phone: '615-555-0142', consent: true },
    });
    expect(consent.statusCode).toBe(200);
    // A number alone is not the choice: still nothing.
    expect(
      (await tap({ action: 'checkOut', day: days[0], adultId: 'guardian-1', confirmation: 'photoId' }))
        .statusCode,
    ).toBe(201);
    expect(await queued()).toEqual([]);

    const on = await choose({ mail: false, text: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ mail: false, text: true, textPhone: phone });
    // A page that sends only the mail leaves the text as it was.
    expect((await choose({ mail: false })).json()).toEqual({ mail: false, text: true, textPhone: phone });
  });

  it('queues one text a tap, however often the phone sends it, and sends it once', async () => {
    const day = days[1]!;
    const body = { action: 'checkIn', day, eventId: randomUUID(), occurredAt: '2030-06-10T13:05:00.000Z' };
    const burst = await Promise.all([tap(body), tap(body), tap(body)]);
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await tap(body)).json().replayed).toBe(true);
    const rows = await queued();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_id: body.eventId, phone, text_status: expect.any(String) });
    expect(rows[0]!.text_body).toMatch(
      /^Test Camp: Maya was checked in at \d{1,2}:05 [AP]M [A-Z]{2,5}\. Reply STOP/,
    );

    // The tap asked the job to send it; running the job again sends nothing more.
    await t.app.attendance.sendTexts();
    await t.app.attendance.sendTexts();
    expect(texts.sent.map((s) => s.to)).toEqual([phone]);
    expect(texts.sent[0]!.body).toBe(rows[0]!.text_body);
    const [sent] = await queued();
    expect(sent).toMatchObject({ text_status: 'sent', text_sid: texts.sent[0]!.sid });

    // The provider's reports reach a tap's text as they reach an office message's.
    expect(
      (await twilioPost(t, '/api/Texts/status', { MessageSid: sent!.text_sid!, MessageStatus: 'delivered' }))
        .statusCode,
    ).toBe(204);
    expect((await queued())[0]!.text_status).toBe('delivered');
  });

  it('names the adult on a check-out, in the family’s language, and an undo texts nothing', async () => {
    const day = days[1]!;
    await t.as(accounts.parentA, { method: 'PUT', url: '/api/Account/Language', payload: { locale: 'es' } });
    const out = await tap({ action: 'checkOut', day, adultId: 'guardian-1', confirmation: 'photoId' });
    expect(out.statusCode).toBe(201);
    await t.as(accounts.parentA, { method: 'PUT', url: '/api/Account/Language', payload: { locale: 'en' } });
    const rows = await queued();
    expect(rows).toHaveLength(2);
    expect(rows[1]!.text_body).toMatch(/^Test Camp: Pat Parker recogió a Maya a las .+\. Responda STOP/);
    // Never the day's pickup code.
    const codes: { day: string; code: string }[] = (
      await t.as(accounts.parentA, { url: '/api/Household/PickupCodes' })
    ).json();
    expect(rows[1]!.text_body).not.toContain(codes.find((c) => c.day === day)!.code);
    expect((await tap({ action: 'undo', day, undoes: out.json().event.eventId })).statusCode).toBe(201);
    expect(await queued()).toHaveLength(2);
    await t.app.attendance.sendTexts();
    expect(texts.sent).toHaveLength(2);
  });

  it('sends nothing after STOP: neither a text queued before it nor a tap after it', async () => {
    const day = days[2]!;
    // Queued, then STOP before the job runs.
    const inTap = await tap({ action: 'checkIn', day });
    expect(inTap.statusCode).toBe(201);
    expect((await twilioPost(t, '/api/Texts/inbound', { From: phone, Body: 'STOP' })).statusCode).toBe(200);
    await t.app.attendance.sendTexts();
    const rows = await queued();
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ text_status: 'failed', text_error: 'opted out (STOP)' });
    // After STOP, a tap queues no text, and the page says no number takes texts.
    expect(
      (await tap({ action: 'checkOut', day, adultId: 'guardian-1', confirmation: 'photoId' })).statusCode,
    ).toBe(201);
    expect(await queued()).toHaveLength(3);
    expect(texts.sent).toHaveLength(2);
    expect((await t.as(accounts.parentA, { url: apiPaths.attendanceNotices })).json()).toEqual({
      mail: false,
      text: true,
      textPhone: null,
    });
  });
});

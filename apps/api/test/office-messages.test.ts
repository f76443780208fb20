import { officeMessageTexts } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, knownTextPlaceholders, loadConfig } from '../src/config.js';
import { twilioSignature } from '../src/modules/messages/text-client.js';
import { createCampSession, createTournament } from './support/factories.js';
import { businessEnv } from './support/load-env.js';
import { insertPaidFamilies, recordingTextClient, twilioPost } from './support/office-messages.js';
import { until } from './support/reads.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/**
 * Messages from the office (decision 0067) and their texts (0068): who a message reaches, its
 * time, its placeholders in each reader's language, once only, and what became of each mail and
 * text.
 */
describe(`messages from the office (${testEngine})`, () => {
  let t: TestApp;
  let texts: ReturnType<typeof recordingTextClient>;
  afterEach(() => t?.close());

  const start = async () => {
    texts = recordingTextClient();
    t = await createTestApp({}, { textClient: texts.client });
    return t.database.db;
  };
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.as(accounts.staff, { method, url, ...(payload ? { payload } : {}) });
  const count = (audience: object, urgent = true) =>
    staff('POST', '/api/Admin/OfficeMessages/audience', { audience, urgent });
  const send = (body: object) => staff('POST', '/api/Admin/OfficeMessages', body);
  const messageBody = (sessionId: number, extra: object = {}) => ({
    audience: { kind: 'session', sessionId },
    subject: 'Rain update for {camp}',
    body: 'Hi, {firstName} starts {start}.\nBring a raincoat.',
    ...extra,
  });
  const officeMails = () =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', 'like', 'office-message:%')
      .orderBy('id')
      .execute();
  const optIn = (accountId: string, phone: string) =>
    t.database.db
      .insertInto('text_numbers')
      .values({
        owner_account_id: accountId,
        phone,
        consent_at: new Date().toISOString(),
        opted_out_at: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
  it('takes Twilio settings from TWILIO_* or SMS_*; production refuses the stand-in’s values and texts nothing without any', () => {
    const production = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: `sk_live_${'a'.repeat(40)}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${'b'.repeat(32)}`,
      UNSUBSCRIBE_SECRET: 'c'.repeat(40),
      ...businessEnv,
    };
    expect(loadConfig(production).texts).toBeNull();
    expect(() =>
      loadConfig({
        ...production,
        TWILIO_ACCOUNT_SID: knownTextPlaceholders.accountSid,
        TWILIO_AUTH_TOKEN: knownTextPlaceholders.authToken,
      }),
    ).toThrow(
      /TWILIO_AUTH_TOKEN: is a published placeholder.*TWILIO_ACCOUNT_SID: is a published placeholder/,
    );
    const sid = `AC${'1'.repeat(32)}`;
    expect(() => loadConfig({ ...production, SMS_ACCOUNT_SID: sid })).toThrow(/set both or neither/);
    expect(
      loadConfig({
        ...production,
        SMS_ACCOUNT_SID: sid,
        SMS_AUTH_TOKEN: 'f'.repeat(32),
        SMS_FROM: '+16155550000',
      }).texts,
    ).toEqual({
      accountSid: sid,
      authToken: 'f'.repeat(32),
      from: '+16155550000',
      apiBase: 'https://api.twilio.com',
    });
    expect(loadConfig({ NODE_ENV: 'development' }).texts?.authToken).toBe(knownTextPlaceholders.authToken);
  });

  it('counts distinct accounts for each audience, and for an urgent one those of them with a number that takes texts', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now, { capacity: 100 });
    await insertPaidFamilies(db, sessionId, { accounts: 3, players: 2 });
    await insertPaidFamilies(db, sessionId, { accounts: 2, prefix: 'unpaid', status: 'registered' });
    await optIn('family-0', '+16155550100');
    await optIn('family-1', '+16155550101');
    await t.database.db
      .updateTable('text_numbers')
      .set({ opted_out_at: new Date().toISOString() })
      .where('owner_account_id', '=', 'family-1')
      .execute();

    const session = await count({ kind: 'session', sessionId });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ people: 3, newsOff: 0, texts: 1 });
    // Not urgent: mail only, so no texts.
    expect((await count({ kind: 'session', sessionId }, false)).json()).toEqual({
      people: 3,
      newsOff: 0,
      texts: 0,
    });

    const { start_date } = await db
      .selectFrom('camp_sessions')
      .select('start_date')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect((await count({ kind: 'dateRange', from: start_date, to: start_date })).json()).toEqual({
      people: 3,
      newsOff: 0,
      texts: 1,
    });
    expect((await count({ kind: 'dateRange', from: '2001-01-01', to: '2001-01-02' })).json()).toEqual({
      people: 0,
      newsOff: 0,
      texts: 0,
    });

    await db
      .insertInto('waitlist_entries')
      .values({
        kind: 'camp',
        item_id: sessionId,
        owner_account_id: 'waiting-1',
        owner_email: 'waiting1@example.com',
        player_name: 'Lu Wait',
        form_json: '{}',
        state: 'waiting',
        queued_at: t.clock.now.toISOString(),
        offered_at: null,
        offer_expires_at: null,
        registration_id: null,
        reason: null,
        created_at: t.clock.now.toISOString(),
        updated_at: t.clock.now.toISOString(),
      })
      .execute();
    expect((await count({ kind: 'waitlist', sessionId })).json()).toEqual({
      people: 1,
      newsOff: 0,
      texts: 0,
    });

    const tour = await createTournament(db, t.clock.now);
    expect(
      (
        await count({ kind: 'ageGroup', tournamentId: tour.tournamentId, ageRangeId: tour.ageRangeIds[0] })
      ).json(),
    ).toEqual({ people: 0, newsOff: 0, texts: 0 });

    const missing = await count({ kind: 'session', sessionId: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ audience: [officeMessageTexts.audienceNotFound] });
    const backwards = await count({ kind: 'dateRange', from: '2030-02-01', to: '2030-01-01' });
    expect(backwards.statusCode).toBe(400);
  });

  it('refuses an unknown placeholder with a field message, and a time in the past', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    const bad = await send(messageBody(sessionId, { body: 'Hi {firstname}' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ body: [officeMessageTexts.unknownPlaceholder('firstname')] });
    const badEs = await send(messageBody(sessionId, { subjectEs: 'Hola {nombre}' }));
    expect(badEs.json().errors).toEqual({ subjectEs: [officeMessageTexts.unknownPlaceholder('nombre')] });
    const past = await send(
      messageBody(sessionId, { sendAt: new Date(t.clock.now.getTime() - 3_600_000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ sendAt: [officeMessageTexts.sendAtPast] });
    expect(await db.selectFrom('office_messages').select('id').execute()).toEqual([]);
  });

  it('renders the placeholders per family in its saved language, one mail each, and only once', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    await db.updateTable('camp_specs').set({ camp_name_es: 'Campamento de prueba' }).execute();
    await insertPaidFamilies(db, sessionId, { accounts: 2, players: 2 });
    await db
      .insertInto('account_languages')
      .values({ owner_account_id: 'family-1', locale: 'es', updated_at: t.clock.now.toISOString() })
      .execute();
    const created = await send(
      messageBody(sessionId, {
        subjectEs: 'Lluvia en {camp}',
        bodyEs: 'Hola, {firstName} empieza el {start}.',
      }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const [a, b] = await Promise.all([t.app.messages.deliver(id), t.app.messages.deliver(id)]);
    expect([a, b]).toEqual([0, 0]);
    expect(await t.app.messages.deliver(id)).toBe(0);
    const mails = await officeMails();
    expect(mails).toHaveLength(2);
    const [en, es] = mails;
    const { start_date } = await db
      .selectFrom('camp_sessions')
      .select('start_date')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const [y, m, d] = start_date.split('-').map(Number);
    expect(en!.to_address).toBe('family0@example.com');
    expect(en!.subject).toBe('Rain update for Test Camp');
    // News: the body, then the unsubscribe footer (decision 0069).
    const [enBody, enFooter] = en!.text_body.split('\n\n--\n');
    expect(enFooter).toContain('news from the office');
    expect(enBody).toBe(
      `Hi, Player0 and Sibling0 starts ${new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}, 9:00 AM CDT.\nBring a raincoat.`.replace(
        'CDT',
        enBody!.includes('CST') ? 'CST' : 'CDT',
      ),
    );
    expect(es!.subject).toBe('Lluvia en Campamento de prueba');
    expect(es!.text_body.split('\n\n--\n')[0]).toMatch(
      /^Hola, Player1 y Sibling1 empieza el \d{1,2} \S+ \d{4}, 9:00 a\.\s?m\. C[DS]T\.$/,
    );
    expect(es!.html_body).toContain('lang="es"');

    const detail = (await staff('GET', `/api/Admin/OfficeMessages/${id}`)).json();
    expect(detail.status).toBe('sent');
    expect(detail.mail).toEqual({ queued: 2, sent: 0, failed: 0, bounced: 0 });
    expect(detail.recipientList.map((r: { email: string; locale: string }) => [r.email, r.locale])).toEqual([
      ['family0@example.com', 'en'],
      ['family1@example.com', 'es'],
    ]);
  });

  it('news skips a family that turned it off and carries one-click unsubscribe; a safety message reaches everyone', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    await insertPaidFamilies(db, sessionId, { accounts: 2, players: 1 });
    await db
      .insertInto('mail_choices_off')
      .values({ owner_account_id: 'family-1', kind: 'officeNews', updated_at: t.clock.now.toISOString() })
      .execute();
    const news = (await send(messageBody(sessionId))).json().id as number;
    await t.app.messages.deliver(news);
    const newsMails = (await officeMails()).filter((m) => m.dedupe_key.startsWith(`office-message:${news}:`));
    expect(newsMails.map((m) => m.to_address)).toEqual(['family0@example.com']);
    const headers = JSON.parse(newsMails[0]!.headers!) as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/MailChoices\/Unsubscribe\?token=.+>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const safety = (await send(messageBody(sessionId, { urgent: true }))).json().id as number;
    await t.app.messages.deliver(safety);
    const safetyMails = (await officeMails()).filter((m) =>
      m.dedupe_key.startsWith(`office-message:${safety}:`),
    );
    expect(safetyMails.map((m) => m.to_address).sort()).toEqual([
      'family0@example.com',
      'family1@example.com',
    ]);
    for (const mail of safetyMails) {
      expect(mail.headers).toBeNull();
      expect(mail.text_body).not.toContain('/api/MailChoices/Unsubscribe');
    }
  });

  it('waits for its time on the job queue, then goes once', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    await insertPaidFamilies(db, sessionId, { accounts: 3 });
    const later = await send(
      messageBody(sessionId, { sendAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const soon = await send(messageBody(sessionId, { subject: 'Now' }));
    expect([later.statusCode, soon.statusCode]).toEqual([201, 201]);
    await t.app.jobs.start();
    try {
      await until(async () => (await officeMails()).length === 3, 15_000);
    } finally {
      await t.app.jobs.stop({ timeoutMs: 500 });
    }
    const history = (await staff('GET', `/api/Admin/OfficeMessages?sessionId=${sessionId}`)).json();
    expect(
      history.map((m: { subject: string; status: string; recipients: number }) => [
        m.subject,
        m.status,
        m.recipients,
      ]),
    ).toEqual([
      ['Now', 'sent', 3],
      ['Rain update for {camp}', 'scheduled', 0],
    ]);
    expect((await officeMails()).every((m) => m.subject === 'Now')).toBe(true);
  });

  it('texts an urgent message to the numbers that opted in, tracks its states, and STOP and START', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now);
    await insertPaidFamilies(db, sessionId, { accounts: 3 });
    const saved = await t.as(accounts.parentA, {
      method: 'PUT',
      url: '/api/Household/Texts',
      payload: { phone: '(615) 555-0110', consent: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+16155550110', optedOutAt: null });
    // parentA's number moves to a family of the session, the others as they are.
    await db.updateTable('text_numbers').set({ owner_account_id: 'family-0' }).execute();
    await optIn('family-1', '+16155550666');

    const unticked = await t.as(accounts.parentB, {
      method: 'PUT',
      url: '/api/Household/Texts',
      payload: { phone: '615-555-0120', consent: false },
    });
    expect(unticked.statusCode).toBe(400);

    const created = await send(messageBody(sessionId, { urgent: true, text: 'Field 2 today, {firstName}.' }));
    const { id } = created.json();
    await t.app.messages.deliver(id);
    expect(await t.app.messages.sendTexts(id)).toBe(1);
    expect(await t.app.messages.sendTexts(id)).toBe(0);
    expect(texts.sent.map((s) => [s.to, s.body])).toEqual([['+16155550110', 'Field 2 today, Player0.']]);
    expect(texts.sent[0]!.statusCallback).toBe(`${appUrl(t.config)}/api/Texts/status`);
    expect((await officeMails())[0]!.subject).toBe('Urgent: Rain update for Test Camp');

    const states = async () => (await staff('GET', `/api/Admin/OfficeMessages/${id}`)).json().texts;
    expect(await states()).toEqual({ queued: 0, sent: 1, delivered: 0, failed: 1 });
    const sid = texts.sent[0]!.sid;
    expect(
      (await twilioPost(t, '/api/Texts/status', { MessageSid: sid, MessageStatus: 'delivered' }, false))
        .statusCode,
    ).toBe(403);
    expect(await states()).toEqual({ queued: 0, sent: 1, delivered: 0, failed: 1 });
    expect(
      (await twilioPost(t, '/api/Texts/status', { MessageSid: sid, MessageStatus: 'delivered' })).statusCode,
    ).toBe(204);
    // A late "sent" never takes a delivered text back.
    await twilioPost(t, '/api/Texts/status', { MessageSid: sid, MessageStatus: 'sent' });
    expect(await states()).toEqual({ queued: 0, sent: 0, delivered: 1, failed: 1 });

    const tampered = { From: '+16155550110', Body: 'STOP' };
    const badSignature = await t.app.inject({
      method: 'POST',
      url: '/api/Texts/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          t.config.texts!.authToken,
          `${appUrl(t.config)}/api/Texts/inbound`,
          { ...tampered, Body: 'HELLO' },
        ),
      },
      payload: new URLSearchParams(tampered).toString(),
    });
    expect(badSignature.statusCode).toBe(403);
    expect((await count({ kind: 'session', sessionId })).json().texts).toBe(2);

    expect(
      (await twilioPost(t, '/api/Texts/inbound', { From: '+16155550110', Body: ' stop ' })).statusCode,
    ).toBe(200);
    expect((await count({ kind: 'session', sessionId })).json().texts).toBe(1);
    const second = (await send(messageBody(sessionId, { urgent: true, subject: 'Second' }))).json().id;
    await t.app.messages.deliver(second);
    await t.app.messages.sendTexts(second);
    expect(texts.sent).toHaveLength(1);

    await twilioPost(t, '/api/Texts/inbound', { From: '+16155550110', Body: 'START' });
    expect((await count({ kind: 'session', sessionId })).json().texts).toBe(2);
  });

  it('accepts a message to 5,000 families with its recipients and mails queued, in batches', async () => {
    const db = await start();
    const sessionId = await createCampSession(db, t.clock.now, { capacity: 6000 });
    await insertPaidFamilies(db, sessionId, { accounts: 5000 });
    const started = performance.now();
    const { id } = (await send(messageBody(sessionId))).json();
    const took = performance.now() - started;
    // Queued by the answer: the job (or another server) finds nothing left to do.
    expect(await t.app.messages.deliver(id)).toBe(0);
    const rows = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dedupe_key', 'like', `office-message:${id}:%`)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(5000);
    // A figure, not a timed test: printed for the record (the bench measures it).
    console.info(
      `office message to 5,000 families accepted and queued in ${Math.round(took)} ms (${testEngine})`,
    );
  });
});

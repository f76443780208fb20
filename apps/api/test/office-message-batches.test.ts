import { officeMessageLimits, officeMessageTexts } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampSession } from './support/factories.js';
import { insertPaidFamilies } from './support/office-messages.js';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

const families = 1000;
/** One turn of the event loop (SQLite answers without one), so the delivery moves on meanwhile. */
const aTurn = () => new Promise((r) => setImmediate(r));
const batch = officeMessageLimits.sendBatch;

/**
 * A message from the office goes out in short batches (decision 0088): each batch of recipients
 * and their mails is a transaction of its own, the message is `sending` until the last, a delivery
 * that stopped between two batches is taken over once its hold runs out, and a cancel while it
 * goes out falls between two batches and is shown as it happened.
 */
describe(`office messages written in batches (${testEngine})`, () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.as(accounts.staff, { method, url, ...(payload ? { payload } : {}) });

  /** A session with `families` paid families and a message to them for an hour from now. */
  async function stage() {
    t = await createTestApp();
    const db = t.database.db;
    const sessionId = await createCampSession(db, t.clock.now, { capacity: families });
    await insertPaidFamilies(db, sessionId, { accounts: families });
    const res = await staff('POST', '/api/Admin/OfficeMessages', {
      audience: { kind: 'session', sessionId },
      subject: 'Field change',
      body: 'Hi! {firstName} plays on field 2.',
      sendAt: new Date(t.clock.now.getTime() + 3_600_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    return { sessionId, id: (res.json() as { id: number }).id };
  }

  /** The message's state as another connection sees it, in one statement: its status, families and mails written. */
  const snapshot = async (id: number) => {
    const row = await t.database.db
      .selectFrom('office_messages as m')
      .select((eb) => [
        'm.status',
        'm.sent_at',
        'm.sender',
        'm.sending_until',
        eb
          .selectFrom('office_message_recipients as r')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('r.message_id', '=', 'm.id')
          .as('recipients'),
        eb
          .selectFrom('mail_outbox as o')
          .select(eb.fn.countAll<number>().as('n'))
          .where('o.dedupe_key', 'like', `office-message:${id}:%`)
          .as('mails'),
      ])
      .where('m.id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...row, recipients: Number(row.recipients), mails: Number(row.mails) };
  };
  const mailsOf = (id: number) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['dedupe_key', 'to_address'])
      .where('dedupe_key', 'like', `office-message:${id}:%`)
      .execute();

  /** Waits while `deliver` runs until `ready` holds for a snapshot; answers it. */
  async function whenDuring(id: number, ready: (s: Awaited<ReturnType<typeof snapshot>>) => boolean) {
    for (let i = 0; i < 10_000; i++) {
      const s = await snapshot(id);
      if (ready(s)) return s;
      await aTurn();
    }
    throw new Error('the delivery never reached that point');
  }

  const everyFamilyOnce = (mails: { dedupe_key: string; to_address: string }[]) => {
    expect(mails).toHaveLength(families);
    expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(families);
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(families);
  };

  it('writes its recipients and mails in batches, each committed on its own, `sending` until the last', {
    timeout: 60_000,
  }, async () => {
    const { id, sessionId } = await stage();
    const delivery = t.app.messages.deliver(id);
    const seen: Awaited<ReturnType<typeof snapshot>>[] = [];
    let done = false;
    void delivery.finally(() => {
      done = true;
    });
    while (!done) {
      const s = await snapshot(id);
      seen.push(s);
      await aTurn();
    }
    expect(await delivery).toBe(families);

    // Other connections saw the batches land one by one: whole batches, mails with their rows.
    const midway = seen.filter((s) => s.status === 'sending');
    expect(midway.some((s) => s.recipients > 0 && s.recipients < families)).toBe(true);
    for (const s of midway) {
      expect(s.recipients % batch).toBe(0);
      expect(s.mails).toBe(s.recipients);
    }
    const after = await snapshot(id);
    expect(after).toMatchObject({ status: 'sent', recipients: families, sender: null, sending_until: null });
    expect(after.sent_at).toBe(t.clock.now.toISOString());
    everyFamilyOnce(await mailsOf(id));
    const [summary] = (await staff('GET', `/api/Admin/OfficeMessages?sessionId=${sessionId}`)).json();
    expect(summary).toMatchObject({ id, status: 'sent', recipients: families });
    // Its job, when it comes, finds it sent.
    expect(await t.app.messages.deliver(id)).toBe(0);
    expect((await snapshot(id)).mails).toBe(families);
  });

  it('a delivery that stopped between two batches is taken over when its hold runs out: every family once', {
    timeout: 60_000,
  }, async () => {
    const { id } = await stage();
    const delivery = t.app.messages.deliver(id);
    // Two batches in, the delivery is gone as a killed server's would be: another holder's id
    // is on the message, so it writes no further batch.
    await whenDuring(id, (s) => s.recipients >= 2 * batch);
    await t.database.db
      .updateTable('office_messages')
      .set({ sender: 'killed' })
      .where('id', '=', id)
      .execute();
    const wrote = await delivery;
    expect(wrote).toBeGreaterThanOrEqual(2 * batch);
    expect(wrote).toBeLessThan(families);
    const stopped = await snapshot(id);
    expect(stopped).toMatchObject({ status: 'sending', recipients: wrote });
    expect(stopped.mails).toBe(wrote);
    const firstSentAt = stopped.sent_at;

    // While its hold lasts, the message's job leaves it (the holder may be alive and writing).
    expect(await t.app.messages.deliver(id)).toBe(0);
    expect((await snapshot(id)).recipients).toBe(wrote);

    // Once it has run out, the job writes the families not yet written, and only those.
    t.clock.now = new Date(Date.parse(stopped.sending_until!) + 1000);
    expect(await t.app.messages.deliver(id)).toBe(families - wrote);
    const after = await snapshot(id);
    expect(after).toMatchObject({ status: 'sent', recipients: families, sent_at: firstSentAt });
    everyFamilyOnce(await mailsOf(id));
    expect(await t.app.messages.deliver(id)).toBe(0);
  });

  it('a cancel while it goes out stops it between two batches; its history says whom it reached', {
    timeout: 60_000,
  }, async () => {
    const { id, sessionId } = await stage();
    const delivery = t.app.messages.deliver(id);
    await whenDuring(id, (s) => s.recipients >= batch);
    const cancelled = await staff('POST', `/api/Admin/OfficeMessages/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ id, status: 'cancelled' });
    const wrote = await delivery;

    // Whole batches before the cancel, nothing after; each of those families has its one mail.
    const after = await snapshot(id);
    expect(after.status).toBe('cancelled');
    expect(after.recipients).toBe(wrote);
    expect(wrote % batch).toBe(0);
    expect(wrote).toBeGreaterThanOrEqual(batch);
    expect(wrote).toBeLessThan(families);
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(wrote);
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(wrote);

    // The history shows it cancelled, when it had started to go out, and to how many it went.
    const [summary] = (await staff('GET', `/api/Admin/OfficeMessages?sessionId=${sessionId}`)).json();
    expect(summary).toMatchObject({
      id,
      status: 'cancelled',
      recipients: wrote,
      sentAt: t.clock.now.toISOString(),
    });
    expect(summary.mail.queued).toBe(wrote);
    const [entry] = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'cancelMessage')
      .execute();
    expect(JSON.parse(entry!.details)).toMatchObject({ subject: 'Field change', reached: wrote });

    // Nothing takes it up again, however long it waits; a second cancel says it is cancelled.
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    expect(await t.app.messages.deliver(id)).toBe(0);
    expect((await snapshot(id)).recipients).toBe(wrote);
    const again = await staff('POST', `/api/Admin/OfficeMessages/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(officeMessageTexts.alreadyCancelled);
  });
});

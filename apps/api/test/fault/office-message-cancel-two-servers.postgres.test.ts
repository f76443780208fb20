import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnotherServer, anotherServer } from '../support/another-server.js';
import { createCampSession } from '../support/factories.js';
import { insertPaidFamilies } from '../support/office-messages.js';
import { accounts, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Two servers on one PostgreSQL database: staff cancel a scheduled message on one while the
 * other's sender takes it (decisions 0078, 0088). Each time one wins, whole batches: cancelled
 * before the message's batch (no recipient, no mail) or after it (every recipient with one
 * mail), or sent to everyone with the cancel refused (409).
 */
describe('cancelling a message while another server sends it (postgres)', () => {
  let t: TestApp;
  const servers: AnotherServer[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i++) servers.push(await anotherServer(t));
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await t.close();
  });

  const rowsOf = async (id: number) => {
    const [mails, recipients, message] = await Promise.all([
      t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('dedupe_key', 'like', `office-message:${id}:%`)
        .execute(),
      t.database.db
        .selectFrom('office_message_recipients')
        .select('id')
        .where('message_id', '=', id)
        .execute(),
      t.database.db
        .selectFrom('office_messages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    return { mails: mails.length, recipients: recipients.length, status: message.status };
  };

  it('cancel on one server against delivery on the other: one of them, whole, every time', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = servers as [AnotherServer, AnotherServer];
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 500 });
    await insertPaidFamilies(t.database.db, sessionId, { accounts: 150, prefix: 'race' });
    const sendAt = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const seen = { cancelled: 0, sent: 0 };
    for (let round = 0; round < 10; round++) {
      const { id } = (
        await t.as(accounts.staff, {
          method: 'POST',
          url: '/api/Admin/OfficeMessages',
          payload: { audience: { kind: 'session', sessionId }, subject: `R${round}`, body: 'x', sendAt },
        })
      ).json();
      const cancelOn = round % 2 ? a : b;
      const deliverOn = round % 2 ? b : a;
      const [answer] = await Promise.all([
        cancelOn.as(accounts.staff, { method: 'POST', url: `/api/Admin/OfficeMessages/${id}/cancel` }),
        deliverOn.app.messages.deliver(id),
        // The same message's job, repeated on the first server, changes nothing either way.
        a.app.messages.deliver(id),
      ]);
      const after = await rowsOf(id);
      if (answer.statusCode === 200) {
        // Before the message's one batch (nobody) or after it (all 150), never part of it (0088).
        expect([
          { mails: 0, recipients: 0, status: 'cancelled' },
          { mails: 150, recipients: 150, status: 'cancelled' },
        ]).toContainEqual(after);
        seen.cancelled++;
      } else {
        expect(answer.statusCode).toBe(409);
        expect(after).toEqual({ mails: 150, recipients: 150, status: 'sent' });
        seen.sent++;
      }
    }
    expect(seen.cancelled + seen.sent).toBe(10);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'cancelMessage')
      .execute();
    expect(audits).toHaveLength(seen.cancelled);
  });
});

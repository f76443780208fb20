import { randomBytes } from 'node:crypto';
import { officeMessageSchema } from '@soccer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnotherServer, anotherServer } from '../support/another-server.js';
import { createCampSession } from '../support/factories.js';
import { insertPaidFamilies, recordingTextClient } from '../support/office-messages.js';
import { until } from '../support/reads.js';
import { accounts, createTestApp, type TestApp } from '../support/test-app.js';
import { withSchemaChangeLock } from '../support/test-database.js';

/**
 * Two servers on one PostgreSQL database with their job queues (pg-boss): a message from the
 * office is queued once, its mails once each, and each text sent once, whichever server runs it.
 */
describe('office messages on two servers (postgres)', () => {
  let t: TestApp;
  const jobsSchema = `jobs_${randomBytes(5).toString('hex')}`;
  const texts = recordingTextClient();
  const servers: AnotherServer[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i++)
      servers.push(
        await anotherServer(t, {
          config: { DATABASE_URL: t.database.url!, JOBS_SCHEMA: jobsSchema, JOBS_POLL_MS: 500 },
          textClient: texts.client,
        }),
      );
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await withSchemaChangeLock((admin) => admin.query(`drop schema if exists ${jobsSchema} cascade`));
    await t.close();
  });

  const count = async (table: 'mail_outbox' | 'office_message_recipients', messageId: number) => {
    const rows =
      table === 'mail_outbox'
        ? await t.database.db
            .selectFrom('mail_outbox')
            .select('id')
            .where('dedupe_key', 'like', `office-message:${messageId}:%`)
            .execute()
        : await t.database.db
            .selectFrom('office_message_recipients')
            .select('id')
            .where('message_id', '=', messageId)
            .execute();
    return rows.length;
  };

  it('both servers deliver the same message at once: it goes once', async () => {
    const [a, b] = servers.map((s) => s.app);
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 500 });
    await insertPaidFamilies(t.database.db, sessionId, { accounts: 200, prefix: 'twin' });
    const { id } = (
      await t.as(accounts.staff, {
        method: 'POST',
        url: '/api/Admin/OfficeMessages',
        payload: { audience: { kind: 'session', sessionId }, subject: 'Hi', body: 'Hi {firstName}' },
      })
    ).json();
    await Promise.all([a!.messages.deliver(id), b!.messages.deliver(id), a!.messages.deliver(id)]);
    expect(await count('mail_outbox', id)).toBe(200);
    expect(await count('office_message_recipients', id)).toBe(200);
  });

  it('the queues of both servers take a message and its texts, each once', { timeout: 60_000 }, async () => {
    const [a, b] = servers.map((s) => s.app);
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 500 });
    await insertPaidFamilies(t.database.db, sessionId, { accounts: 50, prefix: 'queue' });
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('text_numbers')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          owner_account_id: `queue-${i}`,
          phone: `+1615555${String(1000 + i)}`,
          consent_at: now,
          opted_out_at: null,
          updated_at: now,
        })),
      )
      .execute();
    await Promise.all([a!.jobs.start(), b!.jobs.start()]);
    // Made on one server: its job, in the servers' queue, may run on either.
    const { id } = await b!.messages.create(
      accounts.staff,
      officeMessageSchema.parse({
        audience: { kind: 'session', sessionId },
        subject: 'Storm',
        body: 'Stay in',
        urgent: true,
      }),
    );
    await until(async () => texts.sent.length >= 20 && (await count('mail_outbox', id)) === 50, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await count('mail_outbox', id)).toBe(50);
    expect(texts.sent.map((s) => s.to).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `+1615555${String(1000 + i)}`).sort(),
    );
  });
});

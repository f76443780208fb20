import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createCampSession } from '../support/factories.js';
import { submitCampRegistration } from '../support/registrations.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A reminder pass that fails between recording a reminder and queueing its mail (the outbox
 * refuses the row, as a crash there would leave it) records nothing: the next pass sends it, once.
 */
describe('a reminder pass stopped mid-send (sqlite)', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('leaves no record of what it did not queue, and the next pass sends it once', async () => {
    t = await createTestApp();
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    for (const name of ['Ana', 'Ben']) await submitCampRegistration(t, sessionId, { playerFirstName: name });
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    await sql`create trigger outbox_down before insert on mail_outbox begin select raise(abort, 'outbox down'); end`.execute(
      t.database.db,
    );
    // Each reminder fails on its own; the pass goes on and answers none sent.
    expect((await t.app.reminders.sendDue())['hold-ending']).toBe(0);
    expect(await t.database.db.selectFrom('reminder_sends').selectAll().execute()).toEqual([]);

    await sql`drop trigger outbox_down`.execute(t.database.db);
    expect((await t.app.reminders.sendDue())['hold-ending']).toBe(2);
    expect((await t.app.reminders.sendDue())['hold-ending']).toBe(0);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('dedupe_key')
      .where('dedupe_key', 'like', 'reminder:hold-ending:%')
      .execute();
    expect(mails).toHaveLength(2);
  });
});

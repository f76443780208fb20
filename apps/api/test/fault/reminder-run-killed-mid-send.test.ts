import { afterEach, describe, expect, it } from 'vitest';
import { addDays, zonedHour } from '../../src/lib/dates.js';
import { type MidSendStage, midSendStage } from '../support/mid-send.js';
import { until } from '../support/reads.js';
import { testEngine } from '../support/test-database.js';

const families = 1000;
/** The factories' facility zone and the reminders' hour (config REMINDER_LOCAL_HOUR). */
const zone = 'America/Chicago';
const reminderHour = 9;

/**
 * The first day of a session whose day-before reminder is due now (its 9:00 in the facility's
 * zone has passed, less than a day ago), and that reminder's time.
 */
function sessionWithDayBeforeReminderDue(now: Date) {
  const today = now.toISOString().slice(0, 10);
  for (const offset of [0, 1, 2]) {
    const startDate = addDays(today, offset);
    const dueAt = zonedHour(addDays(startDate, -1), reminderHour, zone);
    if (dueAt <= now && now.getTime() - dueAt.getTime() < 86_400_000) return { startDate, dueAt };
  }
  throw new Error('no start day has its reminder due now');
}

/**
 * A reminder run (the day-before reminder to 1,000 families) on a real server process, killed
 * with SIGKILL halfway through; another server's run sends the rest (decisions 0062, 0079).
 */
describe(`a reminder run whose server is killed mid-run (${testEngine})`, () => {
  let stage: MidSendStage | undefined;
  afterEach(async () => {
    await stage?.close();
    stage = undefined;
  });

  it('every family gets the reminder exactly once', { timeout: 240_000 }, async () => {
    const { startDate, dueAt } = sessionWithDayBeforeReminderDue(new Date());
    stage = await midSendStage({ families, startDate, paidAt: new Date(dueAt.getTime() - 3_600_000) });
    const db = stage.database.db;
    const recorded = async () =>
      (await db.selectFrom('reminder_sends').select('id').where('kind', '=', 'before-start').execute())
        .length;
    // The SMTP server answers no mail of the first server: what is tried here is the run.
    stage.smtp.hold();
    const first = await stage.startServer();
    await stage.queueJob('reminders-due');
    await until(async () => (await recorded()) > 0, 60_000);
    await first.kill('SIGKILL');

    // What the killed run recorded, it had queued in the same transaction; nothing more.
    const halfway = await recorded();
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(families);
    expect(await stage.outbox('reminder:before-start:')).toHaveLength(halfway);
    expect(stage.smtp.accepted).toHaveLength(0);
    await stage.claimsOfTheKilled('reminder:before-start:');
    stage.smtp.release();

    await stage.startServer();
    await stage.queueJob('reminders-due');
    await stage.allDelivered('reminder:before-start:', 120_000);
    expect(await recorded()).toBe(families);
    const mails = await stage.outbox('reminder:before-start:');
    expect(mails).toHaveLength(families);
    expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(families);
    const copies = stage.smtp.copiesByRecipient();
    expect([...copies.keys()].sort()).toEqual([...stage.addresses].sort());
    expect([...copies.values()].every((c) => c.length === 1)).toBe(true);
  });
});

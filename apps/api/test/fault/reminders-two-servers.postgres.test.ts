import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedHour } from '../../src/lib/dates.js';
import { type AnotherServer, anotherServer } from '../support/another-server.js';
import { createCampSession, createTournament, teamBody } from '../support/factories.js';
import { raceEnv } from '../support/load-env.js';
import { until } from '../support/reads.js';
import { submitCampRegistration, submitTeamRegistration } from '../support/registrations.js';
import { reminderHourBefore } from '../support/reminders.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { withSchemaChangeLock } from '../support/test-database.js';

/**
 * Two servers on one PostgreSQL database send reminders at the same moment, directly and through
 * their job queues (pg-boss): every reminder goes once.
 */
describe('reminders on two servers (postgres)', () => {
  let t: TestApp;
  const jobsSchema = `jobs_${randomBytes(5).toString('hex')}`;
  const servers: AnotherServer[] = [];

  beforeAll(async () => {
    t = await createTestApp(raceEnv);
    for (let i = 0; i < 2; i++)
      servers.push(
        await anotherServer(t, {
          config: { DATABASE_URL: t.database.url!, JOBS_SCHEMA: jobsSchema, JOBS_POLL_MS: 500 },
        }),
      );
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await withSchemaChangeLock((admin) => admin.query(`drop schema if exists ${jobsSchema} cascade`));
    await t.close();
  });

  /** Marks the registrations paid, as a finished checkout would. */
  const paid = (ids: number[]) =>
    t.database.db
      .updateTable('camp_registrations')
      .set({ status: 'paid', paid_at: t.clock.now.toISOString(), hold_expires_at: null })
      .where('id', 'in', ids)
      .execute();
  const mailsOf = async (kind: string) =>
    (
      await t.database.db
        .selectFrom('mail_outbox')
        .select('dedupe_key')
        .where('dedupe_key', 'like', `reminder:${kind}:%`)
        .execute()
    ).map((m) => m.dedupe_key);

  it('each reminder goes once, whichever server finds it first', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 100, startOffset: 10 });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push((await submitCampRegistration(t, sessionId, { playerFirstName: `P${i}` })).json().id);

    // Holds lapsing soon.
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    const [a, b] = servers.map((s) => s.app);
    const passes = await Promise.all([
      a!.reminders.sendDue(),
      b!.reminders.sendDue(),
      a!.reminders.sendDue(),
    ]);
    expect(passes.reduce((n, p) => n + p['hold-ending'], 0)).toBe(20);
    expect(new Set(await mailsOf('hold-ending')).size).toBe(20);
    expect(await mailsOf('hold-ending')).toHaveLength(20);

    // The same registrations paid: the week-before reminder.
    await paid(ids);
    t.clock.now = await reminderHourBefore(t, sessionId, 7, 1);
    const week = await Promise.all([a!.reminders.sendDue(), b!.reminders.sendDue()]);
    expect(week.reduce((n, p) => n + p['before-start'], 0)).toBe(20);
    expect(await mailsOf('before-start')).toHaveLength(20);
  });

  it('a tournament start reminder goes once to each paid team, whichever server finds it first', async () => {
    const [a, b] = servers.map((s) => s.app);
    const { tournamentId, ageRangeIds } = await createTournament(t.database.db, t.clock.now, {
      startOffset: 20,
    });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(
        (await submitTeamRegistration(t, teamBody(ageRangeIds[0]!, { teamName: `Team ${i}` }))).json().id,
      );
    await t.database.db
      .updateTable('tournament_registrations')
      .set({ status: 'paid', paid_at: t.clock.now.toISOString() })
      .where('id', 'in', ids)
      .execute();
    const row = await t.database.db
      .selectFrom('tournaments as t')
      .innerJoin('facilities as f', 'f.id', 't.facility_id')
      .select(['t.start_date', 'f.time_zone'])
      .where('t.id', '=', tournamentId)
      .executeTakeFirstOrThrow();
    t.clock.now = new Date(
      zonedHour(addDays(row.start_date, -7), t.config.REMINDER_LOCAL_HOUR, row.time_zone).getTime() + 60_000,
    );
    const passes = await Promise.all([
      a!.reminders.sendDue(),
      b!.reminders.sendDue(),
      a!.reminders.sendDue(),
    ]);
    expect(passes.reduce((n, p) => n + p['tournament-start'], 0)).toBe(8);
    const sent = await mailsOf('tournament-start');
    expect(sent).toHaveLength(8);
    expect(new Set(sent).size).toBe(8);
  });

  it('the job queues of both servers run the reminders job, and each reminder goes once', async () => {
    const [a, b] = servers.map((s) => s.app);
    const sessionId = await createCampSession(t.database.db, t.clock.now, { capacity: 100, startOffset: 30 });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++)
      ids.push((await submitCampRegistration(t, sessionId, { playerFirstName: `Q${i}` })).json().id);
    await paid(ids);
    t.clock.now = await reminderHourBefore(t, sessionId, 1, 1);
    const tomorrow = async () => (await mailsOf('before-start')).filter((k) => k.endsWith(`:${sessionId}:1`));

    await Promise.all([a!.jobs.start(), b!.jobs.start()]);
    await Promise.all([a!.jobs.enqueue('reminders-due'), b!.jobs.enqueue('reminders-due')]);
    await until(async () => (await tomorrow()).length === 10, 15_000);
    await a!.jobs.enqueue('reminders-due');
    await new Promise((r) => setTimeout(r, 2000));
    expect(await tomorrow()).toHaveLength(10);
  });
});

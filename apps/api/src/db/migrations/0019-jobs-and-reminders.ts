import { type Kysely, sql } from 'kysely';
import { index } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * The job queue and the reminders (decision 0062).
 * - `jobs`: the queue of the in-process runner on SQLite (on PostgreSQL pg-boss keeps its own
 *   tables in its own schema; the table is made on both engines so they keep one schema). A job
 *   waits in `queued` until `run_at`, is claimed into `running` with a lease (`locked_until`),
 *   and ends `done` or `failed`. At most one job of a name waits with a given `singleton_key`.
 * - `reminder_sends`: one row per reminder sent, unique per (subject, its id, kind, occasion),
 *   written in the transaction that queues the mail, so a reminder goes once.
 * - `reminder_days` on camps and sessions: the days before the start a reminder goes, as a JSON
 *   array of whole days; null on a session takes its camp's, null on a camp the default (7 and 1).
 */
export function jobsAndReminders({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .$call(withId)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('singleton_key', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await index(db, 'jobs_due', 'jobs', ['state', 'run_at']).execute();
      await index(db, 'jobs_waiting_singleton', 'jobs', ['name', 'singleton_key'])
        .unique()
        .where(sql.ref('state'), '=', 'queued')
        .execute();

      await db.schema
        .createTable('reminder_sends')
        .$call(withId)
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('occasion', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'reminder_sends_once', 'reminder_sends', ['subject', 'subject_id', 'kind', 'occasion'])
        .unique()
        .execute();

      for (const table of ['camp_specs', 'camp_sessions'])
        await db.schema.alterTable(table).addColumn('reminder_days', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['camp_specs', 'camp_sessions'])
        await db.schema.alterTable(table).dropColumn('reminder_days').execute();
      await db.schema.dropTable('reminder_sends').execute();
      await db.schema.dropTable('jobs').execute();
    },
  };
}

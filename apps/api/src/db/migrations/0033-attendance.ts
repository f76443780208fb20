import type { Kysely } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Check-in and check-out (decision 0098). `attendance_events`: one row per tap on a coach's
 * roster, never changed: `event_id` the phone's UUID (unique: a double tap or a replay records
 * one row), the registration and camp day, `action` (contracts `attendanceActions`), `seq` the
 * tap's place in the child's day (unique with the registration and day: two taps at once
 * cannot both follow the same state), the phone's `occurred_at` and the server's `recorded_at`,
 * who tapped, and for a check-out the adult as listed then and how it was confirmed; an undo
 * names the event it takes back (`undoes`). `pickup_code_failures`: wrong pickup codes per
 * registration and day. `attendance_notices`: an account that chose a mail on each check-in and
 * check-out of its children (decision 0099; no row: none).
 */
export function attendance({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('attendance_events')
        .$call(withId(engine))
        .$call(required('event_id text', 'registration_id integer', 'session_id integer', 'day text'))
        .$call(required('action text', 'seq integer', 'occurred_at text', 'recorded_at text'))
        .$call(required('recorded_by text', 'adult_name text', 'adult_relation text'))
        .$call(required('confirmation text', 'undoes text'))
        .execute();
      await index(db, 'attendance_events_event_id', 'attendance_events', ['event_id']).unique().execute();
      await index(db, 'attendance_events_child_day', 'attendance_events', ['registration_id', 'day', 'seq'])
        .unique()
        .execute();
      await index(db, 'attendance_events_session_day', 'attendance_events', ['session_id', 'day']).execute();
      await db.schema
        .createTable('pickup_code_failures')
        .$call(required('registration_id integer', 'day text', 'failures integer', 'updated_at text'))
        .addPrimaryKeyConstraint('pickup_code_failures_pk', ['registration_id', 'day'])
        .execute();
      await db.schema
        .createTable('attendance_notices')
        .addColumn('owner_account_id', 'text', (c) => c.primaryKey())
        .$call(required('by_mail integer', 'updated_at text'))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('attendance_notices').execute();
      await db.schema.dropTable('pickup_code_failures').execute();
      await db.schema.dropTable('attendance_events').execute();
    },
  };
}

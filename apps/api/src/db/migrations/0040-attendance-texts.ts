import type { Kysely } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Texts on check-in and check-out (decision 0115). `attendance_notices.by_text`: the account
 * chose a text as well as, or instead of, the mail (0: no). `attendance_texts`: one text per tap
 * (`event_id` unique, so a replayed tap queues nothing more), written in the tap's transaction
 * with the number that took texts then; sent by the one text sender, which moves `text_status`
 * queued → sending → sent (→ delivered | failed) as it does an office message's text.
 */
export function attendanceTexts({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('attendance_notices')
        .addColumn('by_text', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('attendance_texts')
        .$call(withId(engine))
        .$call(
          required('event_id text', 'account_id text', 'phone text', 'text_body text', 'text_status text'),
        )
        .addColumn('text_sid', 'text')
        .addColumn('text_error', 'text')
        .$call(required('created_at text', 'text_updated_at text'))
        .execute();
      await index(db, 'attendance_texts_event_id', 'attendance_texts', ['event_id']).unique().execute();
      await index(db, 'attendance_texts_status', 'attendance_texts', ['text_status']).execute();
      await index(db, 'attendance_texts_sid', 'attendance_texts', ['text_sid']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('attendance_texts').execute();
      await db.schema.alterTable('attendance_notices').dropColumn('by_text').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Messages from the office and text messages (decisions 0067, 0068).
 * - `office_messages`: what staff wrote (English and Spanish), to whom (`audience` as JSON, with
 *   the session or tournament it names for its history), urgent or not, when it goes, and
 *   `status` scheduled → sent (a conditional UPDATE, so it is chosen and queued once).
 * - `office_message_recipients`: one row per account reached, unique per message; its mail is the
 *   outbox row with `mail_key`; its text (urgent only, to a number that opted in) carries its own
 *   state: queued → sending → sent → delivered | failed, with the provider's id.
 * - `text_numbers`: an account's mobile number (E.164), when it agreed to texts, and when it
 *   replied STOP (null: it takes texts).
 */
export function officeMessages({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('office_messages')
        .$call(withId)
        .$call(
          required(
            'audience_kind text',
            'audience text',
            'subject text',
            'body text',
            'subject_es text',
            'body_es text',
            'text_body text',
            'text_body_es text',
            'urgent integer',
            'status text',
            'send_at text',
            'created_by text',
            'created_at text',
          ),
        )
        .addColumn('session_id', 'integer')
        .addColumn('tournament_id', 'integer')
        .addColumn('sent_at', 'text')
        .execute();
      await index(db, 'office_messages_session', 'office_messages', ['session_id']).execute();
      await index(db, 'office_messages_tournament', 'office_messages', ['tournament_id']).execute();

      await db.schema
        .createTable('office_message_recipients')
        .$call(withId)
        .$call(
          required('message_id integer', 'account_id text', 'email text', 'locale text', 'mail_key text'),
        )
        .addColumn('phone', 'text')
        .addColumn('text_body', 'text')
        .addColumn('text_status', 'text')
        .addColumn('text_sid', 'text')
        .addColumn('text_error', 'text')
        .addColumn('text_updated_at', 'text')
        .execute();
      await index(db, 'office_message_recipients_once', 'office_message_recipients', [
        'message_id',
        'account_id',
      ])
        .unique()
        .execute();
      await index(db, 'office_message_recipients_sid', 'office_message_recipients', ['text_sid']).execute();

      await db.schema
        .createTable('text_numbers')
        .addColumn('owner_account_id', 'text', (c) => c.primaryKey())
        .$call(required('phone text', 'consent_at text', 'updated_at text'))
        .addColumn('opted_out_at', 'text')
        .execute();
      await index(db, 'text_numbers_phone', 'text_numbers', ['phone']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('text_numbers').execute();
      await db.schema.dropTable('office_message_recipients').execute();
      await db.schema.dropTable('office_messages').execute();
    },
  };
}

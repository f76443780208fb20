import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Calendars (decision 0063). An account's private calendar feed: one row per account, holding the
 * SHA-256 of the feed's token (never the token), so a copy of the database opens no feed; a new
 * link replaces the row, which is how the old URL stops working. And a mail's attachments (the
 * payment mail's .ics), kept with the mail in the outbox as JSON until it is sent.
 */
export function calendarFeeds(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('owner_account_id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
      await db.schema.dropTable('calendar_feeds').execute();
    },
  };
}

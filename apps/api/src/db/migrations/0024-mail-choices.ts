import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Mail choices (decision 0069).
 * - `mail_choices_off`: one row per account and kind of mail it does not want (contracts
 *   `mailChoiceKinds`); no row: the kind goes (an account that never chose gets every kind).
 * - `headers` on `mail_outbox`: JSON of extra mail headers (the one-click unsubscribe of a
 *   non-essential mail); null when the mail has none.
 * - `reminder_days` on tournaments: the days before the start a paid team's coach is reminded,
 *   a JSON array of whole days like a camp's; null: the default (7 and 1).
 */
export function mailChoices({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_choices_off')
        .$call(withId)
        .addColumn('owner_account_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('mail_choices_off_account_kind', ['owner_account_id', 'kind'])
        .execute();
      await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
      await db.schema.alterTable('tournaments').addColumn('reminder_days', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('tournaments').dropColumn('reminder_days').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
      await db.schema.dropTable('mail_choices_off').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * The language an account chose on the site (contracts `locales`), one row per account's subject:
 * what the server writes to the family (mails) is written in it. No row: none saved (English).
 */
export function accountLanguages(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_languages')
        .addColumn('owner_account_id', 'text', (c) => c.primaryKey())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_languages').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * The language a contact message or a party inquiry was sent in (contracts `locales`): the site's
 * language on the request that sent it. Its acknowledgement is written in it, and the office knows
 * which language to answer in. Rows from before are English.
 */
const tables = ['contact_messages', 'field_rental_inquiries'] as const;

export function inboxLanguages(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of tables)
        await db.schema
          .alterTable(table)
          .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
          .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of tables) await db.schema.alterTable(table).dropColumn('locale').execute();
    },
  };
}

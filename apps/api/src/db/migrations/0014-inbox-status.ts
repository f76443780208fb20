import type { Kysely } from 'kysely';
import { index } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Where each contact message and field rental inquiry stands for staff: new (every row so far),
 * replied or closed. The lists filter on it and show the newest first.
 */
export function inboxStatus(_context: MigrationContext) {
  const tables = ['contact_messages', 'field_rental_inquiries'] as const;
  return {
    async up(db: Kysely<unknown>) {
      for (const table of tables) {
        await db.schema
          .alterTable(table)
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
          .execute();
        await index(db, `${table}_status_created`, table, ['status', 'created_at']).execute();
      }
    },

    async down(db: Kysely<unknown>) {
      for (const table of tables) {
        await db.schema.dropIndex(`${table}_status_created`).execute();
        await db.schema.alterTable(table).dropColumn('status').execute();
      }
    },
  };
}

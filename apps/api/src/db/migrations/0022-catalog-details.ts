import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * What a camp is (decision 0065): a camp's, a session's and a tournament's details (times, venue
 * notes, photos, coaches, questions) as JSON of their contracts schema, null until staff write
 * them; and the images they show, stored in the database (so every server serves them), one row
 * per size, named by the hash of their bytes.
 */
const detailTables = ['camp_specs', 'camp_sessions', 'tournaments'] as const;

export function catalogDetails({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of detailTables)
        await db.schema.alterTable(table).addColumn('details', 'text').execute();
      await db.schema
        .createTable('catalog_images')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('catalog_images').execute();
      for (const table of detailTables) await db.schema.alterTable(table).dropColumn('details').execute();
    },
  };
}

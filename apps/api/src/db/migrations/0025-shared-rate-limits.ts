import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Per-minute limits shared by every server on one PostgreSQL (decision 0073): one row per limit
 * and key, counting the requests of its current window, which starts at the first request. The key is a SHA-256 of what it limits (an
 * account or an address), never the value itself; rows of past windows are deleted as it goes.
 * SQLite keeps its limits in the one server's memory and leaves the table empty.
 */
export function sharedRateLimits({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('bucket', 'text', (c) => c.primaryKey())
        .addColumn('window_start', engine === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_hits_window')
        .on('rate_limit_hits')
        .column('window_start')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limit_hits').execute();
    },
  };
}

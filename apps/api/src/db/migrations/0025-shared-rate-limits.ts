import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Per-minute limits shared by every server on one PostgreSQL (decision 0073): one row per limit,
 * key and fixed window, counting the requests in it. The key is a SHA-256 of what it limits (an
 * account or an address), never the value itself; rows of past windows are deleted as it goes.
 * SQLite keeps its limits in the one server's memory and leaves the table empty.
 */
export function sharedRateLimits({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('window_start', engine === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'window_start'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limit_hits').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { index } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * A tournament's roster deadline: the last day (UTC) paid teams may change their players. Null
 * takes the registration deadline, so existing tournaments keep today's rule. The audit log is
 * read by record for the staff report's roster changes, hence its index.
 */
export function rosterDeadline(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tournaments').addColumn('roster_deadline', 'text').execute();
      await index(db, 'audit_log_entity', 'audit_log', ['entity', 'entity_id', 'action']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('audit_log_entity').execute();
      await db.schema.alterTable('tournaments').dropColumn('roster_deadline').execute();
    },
  };
}

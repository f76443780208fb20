import type { Kysely } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Childcare statements mailed in January (decision 0084): one row per family and year, written
 * in the transaction that queues the family's mail, so a second server, a repeated job or a run
 * restarted after a kill finds the row and sends nothing again (the unique index decides).
 */
export function statementMailings({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('statement_mailings')
        .$call(withId(engine))
        .$call(required('year integer', 'owner_account_id text', 'sent_at text'))
        .execute();
      await index(db, 'statement_mailings_once', 'statement_mailings', ['year', 'owner_account_id'])
        .unique()
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('statement_mailings').execute();
    },
  };
}

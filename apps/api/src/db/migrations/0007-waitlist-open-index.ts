import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Every successful write asks whether any waitlist entry is waiting or holds an offer past its
 * deadline (waitlist-ledger itemsToOffer); this index answers that with a probe, however many
 * closed entries the table keeps.
 */
export function waitlistOpenIndex(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('waitlist_entries_state')
        .on('waitlist_entries')
        .columns(['state', 'offer_expires_at'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('waitlist_entries_state').execute();
    },
  };
}

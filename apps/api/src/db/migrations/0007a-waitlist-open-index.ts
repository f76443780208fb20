import type { Kysely } from 'kysely';
import { index } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Every successful write asks whether any waitlist entry is waiting or holds an offer past its
 * deadline (waitlist-ledger itemsToOffer); this index answers that with a probe, however many
 * closed entries the table keeps.
 */
export function waitlistOpenIndex(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await index(db, 'waitlist_entries_state', 'waitlist_entries', ['state', 'offer_expires_at']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('waitlist_entries_state').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * The item's price a registration was priced at, before its discounts (decision 0116):
 * `priced_cost_cents` on camp and tournament (team) registrations, written when the price is taken (a new
 * registration, an accepted waitlist offer, a move to another session), so the price a family was
 * quoted never changes when staff later edit the item's price or its windows. Null on rows from
 * before: they keep being read from the item's price at `priced_at` (decision 0102). A move keeps
 * the target's price on its `session_switches` row until it completes (null on older moves).
 */
export function pricedCost(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['camp_registrations', 'tournament_registrations', 'session_switches'])
        await db.schema.alterTable(table).addColumn('priced_cost_cents', 'integer').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['camp_registrations', 'tournament_registrations', 'session_switches'])
        await db.schema.alterTable(table).dropColumn('priced_cost_cents').execute();
    },
  };
}

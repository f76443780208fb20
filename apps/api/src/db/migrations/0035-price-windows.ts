import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Early-bird and late prices (decision 0102): a session's or tournament's price windows, JSON of
 * contracts `PriceWindow` in cents (`[{ "until": "2027-03-01", "cost": 24500 }]`), ascending; null
 * is none (its `cost_cents` only). A registration keeps the amount it was priced at, and
 * `priced_at`, the instant whose window priced it (null on rows from before: their `created_at`).
 */
const tables = ['camp_sessions', 'tournaments'] as const;
const registrations = ['camp_registrations', 'tournament_registrations'] as const;

export function priceWindows(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of tables)
        await db.schema.alterTable(table).addColumn('price_windows', 'text').execute();
      for (const table of registrations)
        await db.schema.alterTable(table).addColumn('priced_at', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of registrations) await db.schema.alterTable(table).dropColumn('priced_at').execute();
      for (const table of tables) await db.schema.alterTable(table).dropColumn('price_windows').execute();
    },
  };
}

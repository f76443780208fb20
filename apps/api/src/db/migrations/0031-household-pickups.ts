import type { Kysely } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Authorized pickup (decision 0094). `household_pickups`: an adult the account named who may pick
 * one of its saved players up (`player_id`, a `household_players` row of the same owner): name,
 * relation, phone; `pickup_date` is '' for every day, or the one day (YYYY-MM-DD) of a one-day
 * pickup. No photo. Deleted with the player and with the household on erasure.
 */
export function householdPickups({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('household_pickups')
        .$call(withId(engine))
        .$call(required('owner_account_id text', 'player_id integer', 'name text', 'relation text'))
        .$call(required('phone text', 'pickup_date text', 'created_at text'))
        .execute();
      await index(db, 'household_pickups_owner', 'household_pickups', [
        'owner_account_id',
        'player_id',
      ]).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('household_pickups').execute();
    },
  };
}

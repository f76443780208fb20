import type { Kysely } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Waitlists of full camp sessions and full tournament age groups. An age group may cap its
 * teams (`max_teams`, null: no limit). An entry keeps the registration form it was joined with
 * (`form_json`, children's data: read by its owner and staff only) so that an accepted offer
 * needs no retyping. An `offered` entry reserves a seat in its session (counted with the
 * registrations' seats) until `offer_expires_at`.
 */
export function waitlists({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('waitlist_entries'))
        .$call(
          required(
            // 'camp' (item: camp session) or 'tournament' (item: tournament age group).
            'kind text',
            'item_id integer',
            'owner_account_id text',
            'owner_email text',
            'player_name text',
            'form_json text',
            // waiting | offered | accepted | declined | lapsed | left | removed
            'state text',
          ),
        )
        // Queue order: higher priority first (staff 'offer next'), then the earliest queued.
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(required('queued_at text'))
        .addColumn('offered_at', 'text')
        .addColumn('offer_expires_at', 'text')
        .addColumn('registration_id', 'integer')
        .addColumn('reason', 'text')
        .$call(required('created_at text', 'updated_at text'))
        .execute();
      await index(db, 'waitlist_entries_item', 'waitlist_entries', ['kind', 'item_id', 'state']).execute();
      await index(db, 'waitlist_entries_owner', 'waitlist_entries', ['owner_account_id']).execute();
      await db.schema.alterTable('tournament_age_ranges').addColumn('max_teams', 'integer').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('tournament_age_ranges').dropColumn('max_teams').execute();
      await db.schema.dropTable('waitlist_entries').execute();
    },
  };
}

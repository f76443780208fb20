import type { Kysely } from 'kysely';
import { withId as idColumn } from './id-column.js';
import type { MigrationContext } from './index.js';

/**
 * Waitlists of full camp sessions and full tournament age groups. An age group may cap its
 * teams (`max_teams`, null: no limit). An entry keeps the registration form it was joined with
 * (`form_json`, children's data: read by its owner and staff only) so that an accepted offer
 * needs no retyping. An `offered` entry reserves a seat in its session (counted with the
 * registrations' seats) until `offer_expires_at`.
 */
export function waitlists({ engine }: MigrationContext) {
  const withId = idColumn(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('waitlist_entries'))
        // 'camp' (item: camp session) or 'tournament' (item: tournament age group).
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('owner_account_id', 'text', (c) => c.notNull())
        .addColumn('owner_email', 'text', (c) => c.notNull())
        .addColumn('player_name', 'text', (c) => c.notNull())
        .addColumn('form_json', 'text', (c) => c.notNull())
        // waiting | offered | accepted | declined | lapsed | left | removed
        .addColumn('state', 'text', (c) => c.notNull())
        // Queue order: higher priority first (staff 'offer next'), then the earliest queued.
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('queued_at', 'text', (c) => c.notNull())
        .addColumn('offered_at', 'text')
        .addColumn('offer_expires_at', 'text')
        .addColumn('registration_id', 'integer')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('waitlist_entries_item')
        .on('waitlist_entries')
        .columns(['kind', 'item_id', 'state'])
        .execute();
      await db.schema
        .createIndex('waitlist_entries_owner')
        .on('waitlist_entries')
        .column('owner_account_id')
        .execute();
      await db.schema.alterTable('tournament_age_ranges').addColumn('max_teams', 'integer').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('tournament_age_ranges').dropColumn('max_teams').execute();
      await db.schema.dropTable('waitlist_entries').execute();
    },
  };
}

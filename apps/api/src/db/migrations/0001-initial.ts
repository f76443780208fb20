import { type Kysely, sql } from 'kysely';
import { guardianColumns, index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/** All entities of spec §3 plus the outbox, captcha replay guard and payment event log. */
export function initial({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('facilities'))
        .$call(
          required('facility_name text', 'address_line1 text', 'city text', 'state text', 'zip_code text'),
        )
        .addColumn('archived_at', 'text')
        .execute();

      await withId(db.schema.createTable('camp_specs'))
        .$call(required('camp_name text', 'catalog_description text', 'attendee_notes text'))
        .addColumn('archived_at', 'text')
        .execute();

      await withId(db.schema.createTable('camp_sessions'))
        .addColumn('camp_spec_id', 'integer', (c) => c.notNull().references('camp_specs.id'))
        .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
        .$call(required('start_date text', 'end_date text', 'time_block text', 'age_range text'))
        .addColumn('cost_cents', 'integer', (c) => c.notNull().check(sqlNonNegative('cost_cents')))
        .$call(required('attendee_capacity integer'))
        .addColumn('promo_code', 'text')
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('archived_at', 'text')
        .$call(required('created_at text'))
        .execute();
      await index(db, 'camp_sessions_end_date', 'camp_sessions', ['end_date']).execute();

      await withId(db.schema.createTable('camp_registrations'))
        .$call(required('owner_account_id text', 'owner_email text'))
        .addColumn('camp_session_id', 'integer', (c) => c.notNull().references('camp_sessions.id'))
        .$call(required('status text'))
        .addColumn('stripe_session_id', 'text', (c) => c.unique())
        .addColumn('promo_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(required('amount_cents integer'))
        .addColumn('hold_expires_at', 'text')
        .$call(
          required(
            'player_first_name text',
            'player_last_name text',
            'player_birthdate text',
            'tshirt_size text',
            'player_address_line1 text',
            'player_address_line2 text',
            'player_city text',
            'player_state text',
            'player_zip_code text',
            ...guardianColumns,
            'medical_conditions text',
            'medical_treatment text',
          ),
        )
        .addColumn('cancel_reason', 'text')
        .addColumn('paid_at', 'text')
        .$call(required('created_at text', 'updated_at text'))
        .execute();
      await index(db, 'camp_registrations_session_status', 'camp_registrations', [
        'camp_session_id',
        'status',
      ]).execute();
      await index(db, 'camp_registrations_owner', 'camp_registrations', ['owner_account_id']).execute();

      await withId(db.schema.createTable('tournaments'))
        .$call(
          required(
            'tournament_name text',
            'tournament_description text',
            'start_date text',
            'end_date text',
            'last_date_to_register text',
            'min_games integer',
            'max_players integer',
          ),
        )
        .addColumn('cost_cents', 'integer', (c) => c.notNull().check(sqlNonNegative('cost_cents')))
        .addColumn('promo_code', 'text')
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('supports_tshirt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
        .addColumn('archived_at', 'text')
        .$call(required('created_at text'))
        .execute();

      await withId(db.schema.createTable('tournament_age_ranges'))
        .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
        .$call(required('age_range_description text'))
        .addColumn('archived_at', 'text')
        .execute();

      await withId(db.schema.createTable('tournament_registrations'))
        .$call(required('owner_account_id text', 'owner_email text'))
        .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
        .addColumn('age_range_id', 'integer', (c) => c.notNull().references('tournament_age_ranges.id'))
        .$call(required('contact_name text', 'contact_email text', 'contact_phone text', 'team_name text'))
        .addColumn('promo_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(required('amount_cents integer', 'status text'))
        .addColumn('stripe_session_id', 'text', (c) => c.unique())
        .addColumn('cancel_reason', 'text')
        .addColumn('paid_at', 'text')
        .$call(required('created_at text', 'updated_at text'))
        .execute();
      await index(db, 'tournament_registrations_owner', 'tournament_registrations', [
        'owner_account_id',
      ]).execute();
      await index(db, 'tournament_registrations_age_range', 'tournament_registrations', [
        'tournament_id',
        'age_range_id',
      ]).execute();

      await withId(db.schema.createTable('team_members'))
        .addColumn('tournament_registration_id', 'integer', (c) =>
          c.notNull().references('tournament_registrations.id').onDelete('cascade'),
        )
        .$call(
          required(
            'position integer',
            'player_full_name text',
            'player_email text',
            'player_date_of_birth text',
            'tshirt_size text',
            'player_gender text',
            'parent_full_name text',
            'parent_phone text',
          ),
        )
        .execute();
      await index(db, 'team_members_registration', 'team_members', ['tournament_registration_id']).execute();

      await withId(db.schema.createTable('contact_messages'))
        .$call(
          required(
            'first_name text',
            'last_name text',
            'email text',
            'telephone text',
            'subject text',
            'message text',
            'created_at text',
          ),
        )
        .execute();
      await index(db, 'contact_messages_created', 'contact_messages', ['created_at']).execute();

      await withId(db.schema.createTable('field_rental_inquiries'))
        .$call(
          required(
            'full_name text',
            'street_address1 text',
            'street_address2 text',
            'city text',
            'state text',
            'zip_code text',
            'email text',
            'telephone text',
            'date_preferred text',
            'time_preferred text',
            'number_of_hours text',
            'number_of_fields text',
            'message text',
          ),
        )
        .addColumn('operation_id', 'text')
        .$call(required('created_at text'))
        .execute();

      await withId(db.schema.createTable('mail_outbox'))
        .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
        .$call(required('to_address text', 'subject text', 'text_body text', 'html_body text', 'status text'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(required('next_attempt_at text'))
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .$call(required('created_at text'))
        .addColumn('sent_at', 'text')
        .execute();
      await index(db, 'mail_outbox_due', 'mail_outbox', ['status', 'next_attempt_at']).execute();

      await db.schema
        .createTable('captcha_uses')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .$call(required('expires_at text'))
        .execute();

      await db.schema
        .createTable('payment_events')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .$call(required('event_type text', 'received_at text'))
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .$call(
          required(
            'actor_account_id text',
            'actor_email text',
            'action text',
            'entity text',
            'entity_id text',
            'details text',
            'created_at text',
          ),
        )
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'audit_log',
        'payment_events',
        'captcha_uses',
        'mail_outbox',
        'field_rental_inquiries',
        'contact_messages',
        'team_members',
        'tournament_registrations',
        'tournament_age_ranges',
        'tournaments',
        'camp_registrations',
        'camp_sessions',
        'camp_specs',
        'facilities',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

function sqlNonNegative(column: string) {
  return sql.raw(`${column} >= 0`);
}

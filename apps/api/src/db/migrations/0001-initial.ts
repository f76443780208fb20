import { type Kysely, sql } from 'kysely';
import { withId as idColumn } from './id-column.js';
import type { MigrationContext } from './index.js';

/** All entities of spec §3 plus the outbox, captcha replay guard and payment event log. */
export function initial({ engine }: MigrationContext) {
  const withId = idColumn(engine);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('facilities'))
        .addColumn('facility_name', 'text', (c) => c.notNull())
        .addColumn('address_line1', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('zip_code', 'text', (c) => c.notNull())
        .addColumn('archived_at', 'text')
        .execute();

      await withId(db.schema.createTable('camp_specs'))
        .addColumn('camp_name', 'text', (c) => c.notNull())
        .addColumn('catalog_description', 'text', (c) => c.notNull())
        .addColumn('attendee_notes', 'text', (c) => c.notNull())
        .addColumn('archived_at', 'text')
        .execute();

      await withId(db.schema.createTable('camp_sessions'))
        .addColumn('camp_spec_id', 'integer', (c) => c.notNull().references('camp_specs.id'))
        .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('time_block', 'text', (c) => c.notNull())
        .addColumn('age_range', 'text', (c) => c.notNull())
        .addColumn('cost_cents', 'integer', (c) => c.notNull().check(sqlNonNegative('cost_cents')))
        .addColumn('attendee_capacity', 'integer', (c) => c.notNull())
        .addColumn('promo_code', 'text')
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('archived_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('camp_sessions_end_date').on('camp_sessions').column('end_date').execute();

      await withId(db.schema.createTable('camp_registrations'))
        .addColumn('owner_account_id', 'text', (c) => c.notNull())
        .addColumn('owner_email', 'text', (c) => c.notNull())
        .addColumn('camp_session_id', 'integer', (c) => c.notNull().references('camp_sessions.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('stripe_session_id', 'text', (c) => c.unique())
        .addColumn('promo_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('hold_expires_at', 'text')
        .addColumn('player_first_name', 'text', (c) => c.notNull())
        .addColumn('player_last_name', 'text', (c) => c.notNull())
        .addColumn('player_birthdate', 'text', (c) => c.notNull())
        .addColumn('tshirt_size', 'text', (c) => c.notNull())
        .addColumn('player_address_line1', 'text', (c) => c.notNull())
        .addColumn('player_address_line2', 'text', (c) => c.notNull())
        .addColumn('player_city', 'text', (c) => c.notNull())
        .addColumn('player_state', 'text', (c) => c.notNull())
        .addColumn('player_zip_code', 'text', (c) => c.notNull())
        .addColumn('pog1_first_name', 'text', (c) => c.notNull())
        .addColumn('pog1_last_name', 'text', (c) => c.notNull())
        .addColumn('pog1_email', 'text', (c) => c.notNull())
        .addColumn('pog1_phone', 'text', (c) => c.notNull())
        .addColumn('pog2_first_name', 'text', (c) => c.notNull())
        .addColumn('pog2_last_name', 'text', (c) => c.notNull())
        .addColumn('pog2_email', 'text', (c) => c.notNull())
        .addColumn('pog2_phone', 'text', (c) => c.notNull())
        .addColumn('emergency_contact_first_name', 'text', (c) => c.notNull())
        .addColumn('emergency_contact_last_name', 'text', (c) => c.notNull())
        .addColumn('emergency_contact_phone', 'text', (c) => c.notNull())
        .addColumn('emergency_contact_relationship', 'text', (c) => c.notNull())
        .addColumn('medical_conditions', 'text', (c) => c.notNull())
        .addColumn('medical_treatment', 'text', (c) => c.notNull())
        .addColumn('cancel_reason', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('camp_registrations_session_status')
        .on('camp_registrations')
        .columns(['camp_session_id', 'status'])
        .execute();
      await db.schema
        .createIndex('camp_registrations_owner')
        .on('camp_registrations')
        .column('owner_account_id')
        .execute();

      await withId(db.schema.createTable('tournaments'))
        .addColumn('tournament_name', 'text', (c) => c.notNull())
        .addColumn('tournament_description', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('last_date_to_register', 'text', (c) => c.notNull())
        .addColumn('min_games', 'integer', (c) => c.notNull())
        .addColumn('max_players', 'integer', (c) => c.notNull())
        .addColumn('cost_cents', 'integer', (c) => c.notNull().check(sqlNonNegative('cost_cents')))
        .addColumn('promo_code', 'text')
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('supports_tshirt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
        .addColumn('archived_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('tournament_age_ranges'))
        .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
        .addColumn('age_range_description', 'text', (c) => c.notNull())
        .addColumn('archived_at', 'text')
        .execute();

      await withId(db.schema.createTable('tournament_registrations'))
        .addColumn('owner_account_id', 'text', (c) => c.notNull())
        .addColumn('owner_email', 'text', (c) => c.notNull())
        .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
        .addColumn('age_range_id', 'integer', (c) => c.notNull().references('tournament_age_ranges.id'))
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('contact_email', 'text', (c) => c.notNull())
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('team_name', 'text', (c) => c.notNull())
        .addColumn('promo_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('promo_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('stripe_session_id', 'text', (c) => c.unique())
        .addColumn('cancel_reason', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tournament_registrations_owner')
        .on('tournament_registrations')
        .column('owner_account_id')
        .execute();
      await db.schema
        .createIndex('tournament_registrations_age_range')
        .on('tournament_registrations')
        .columns(['tournament_id', 'age_range_id'])
        .execute();

      await withId(db.schema.createTable('team_members'))
        .addColumn('tournament_registration_id', 'integer', (c) =>
          c.notNull().references('tournament_registrations.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('player_full_name', 'text', (c) => c.notNull())
        .addColumn('player_email', 'text', (c) => c.notNull())
        .addColumn('player_date_of_birth', 'text', (c) => c.notNull())
        .addColumn('tshirt_size', 'text', (c) => c.notNull())
        .addColumn('player_gender', 'text', (c) => c.notNull())
        .addColumn('parent_full_name', 'text', (c) => c.notNull())
        .addColumn('parent_phone', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('team_members_registration')
        .on('team_members')
        .column('tournament_registration_id')
        .execute();

      await withId(db.schema.createTable('contact_messages'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('telephone', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contact_messages_created')
        .on('contact_messages')
        .column('created_at')
        .execute();

      await withId(db.schema.createTable('field_rental_inquiries'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('street_address1', 'text', (c) => c.notNull())
        .addColumn('street_address2', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('zip_code', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('telephone', 'text', (c) => c.notNull())
        .addColumn('date_preferred', 'text', (c) => c.notNull())
        .addColumn('time_preferred', 'text', (c) => c.notNull())
        .addColumn('number_of_hours', 'text', (c) => c.notNull())
        .addColumn('number_of_fields', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('operation_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('mail_outbox'))
        .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('captcha_uses')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('payment_events')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('actor_account_id', 'text', (c) => c.notNull())
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
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

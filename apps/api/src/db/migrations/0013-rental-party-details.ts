import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * What a birthday-party inquiry now also asks, all optional: the location (the chosen facility's
 * name and city as the family saw them, so a later rename or archive does not change the
 * inquiry), how many children come and the birthday child's age.
 */
export function rentalPartyDetails(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('field_rental_inquiries').addColumn('location', 'text').execute();
      await db.schema
        .alterTable('field_rental_inquiries')
        .addColumn('number_of_children', 'integer')
        .execute();
      await db.schema.alterTable('field_rental_inquiries').addColumn('child_age', 'integer').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('field_rental_inquiries').dropColumn('child_age').execute();
      await db.schema.alterTable('field_rental_inquiries').dropColumn('number_of_children').execute();
      await db.schema.alterTable('field_rental_inquiries').dropColumn('location').execute();
    },
  };
}

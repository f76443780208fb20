import type { Kysely } from 'kysely';
import { withId as idColumn } from './id-column.js';
import type { MigrationContext } from './index.js';

/**
 * The household profile: one row of contacts per account (the guardians and the emergency
 * contact, as the camp form names them) and the players the family saved. Both are owned by the
 * account's subject (`owner_account_id`) and read only by it; children's data, like a
 * registration's.
 */
export function household({ engine }: MigrationContext) {
  const withId = idColumn(engine);
  return {
    async up(db: Kysely<unknown>) {
      let contacts = db.schema
        .createTable('household_contacts')
        .addColumn('owner_account_id', 'text', (c) => c.primaryKey());
      for (const column of householdContactColumns)
        contacts = contacts.addColumn(column, 'text', (c) => c.notNull());
      await contacts.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

      await withId(db.schema.createTable('household_players'))
        .addColumn('owner_account_id', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('birth_date', 'text', (c) => c.notNull())
        // '' (not given), 'M' or 'F'
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('tshirt_size', 'text', (c) => c.notNull())
        .addColumn('address_line1', 'text', (c) => c.notNull())
        .addColumn('address_line2', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('zip_code', 'text', (c) => c.notNull())
        .addColumn('medical_conditions', 'text', (c) => c.notNull())
        .addColumn('medical_treatment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('household_players_owner')
        .on('household_players')
        .column('owner_account_id')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('household_players').execute();
      await db.schema.dropTable('household_contacts').execute();
    },
  };
}

/** The contact columns, as the camp registration's columns of the same meaning are named. */
const householdContactColumns = [
  'pog1_first_name',
  'pog1_last_name',
  'pog1_email',
  'pog1_phone',
  'pog2_first_name',
  'pog2_last_name',
  'pog2_email',
  'pog2_phone',
  'emergency_contact_first_name',
  'emergency_contact_last_name',
  'emergency_contact_phone',
  'emergency_contact_relationship',
] as const;

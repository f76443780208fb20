import type { Kysely } from 'kysely';
import { guardianColumns, index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * The household profile: one row of contacts per account (the guardians and the emergency
 * contact, as the camp form names them) and the players the family saved. Both are owned by the
 * account's subject (`owner_account_id`) and read only by it; children's data, like a
 * registration's.
 */
export function household({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('household_contacts')
        .addColumn('owner_account_id', 'text', (c) => c.primaryKey())
        .$call(required(...guardianColumns, 'updated_at text'))
        .execute();

      await withId(db.schema.createTable('household_players'))
        .$call(
          required(
            'owner_account_id text',
            'first_name text',
            'last_name text',
            'birth_date text',
            // '' (not given), 'M' or 'F'
            'gender text',
            'tshirt_size text',
            'address_line1 text',
            'address_line2 text',
            'city text',
            'state text',
            'zip_code text',
            'medical_conditions text',
            'medical_treatment text',
            'created_at text',
            'updated_at text',
          ),
        )
        .execute();
      await index(db, 'household_players_owner', 'household_players', ['owner_account_id']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('household_players').execute();
      await db.schema.dropTable('household_contacts').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/** States wholly on Eastern time; a facility in one of them starts on America/New_York. */
const easternStates = [
  'CT',
  'DC',
  'DE',
  'GA',
  'MA',
  'MD',
  'ME',
  'NC',
  'NH',
  'NJ',
  'NY',
  'OH',
  'PA',
  'RI',
  'SC',
  'VA',
  'VT',
  'WV',
];

/**
 * Every facility gets its clock, an IANA time zone: mails and exports write its instants in it.
 * Existing facilities start on Central time (Nashville, Dallas), or Eastern in a wholly Eastern
 * state (Stratham, NH); staff correct any other in the catalogue.
 */
export function facilityTimeZones(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('facilities')
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Chicago'))
        .execute();
      await (db as Kysely<{ facilities: { time_zone: string; state: string } }>)
        .updateTable('facilities')
        .set({ time_zone: 'America/New_York' })
        .where('state', 'in', easternStates)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('facilities').dropColumn('time_zone').execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Who may attend: a camp session's youngest and oldest age on its first day, a tournament age
 * group's birth-date range and gender (boys, girls, coed). Null accepts everyone, so existing
 * sessions and age groups keep taking every player until staff set their limits.
 */
export function eligibility(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('camp_sessions').addColumn('min_age', 'integer').execute();
      await db.schema.alterTable('camp_sessions').addColumn('max_age', 'integer').execute();
      await db.schema.alterTable('tournament_age_ranges').addColumn('birth_date_from', 'text').execute();
      await db.schema.alterTable('tournament_age_ranges').addColumn('birth_date_to', 'text').execute();
      await db.schema.alterTable('tournament_age_ranges').addColumn('gender', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const column of ['gender', 'birth_date_to', 'birth_date_from'])
        await db.schema.alterTable('tournament_age_ranges').dropColumn(column).execute();
      for (const column of ['max_age', 'min_age'])
        await db.schema.alterTable('camp_sessions').dropColumn(column).execute();
    },
  };
}

import type { Kysely } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Coaches (decision 0089). `coach_assignments`: an admin gave the coach with this e-mail (lower
 * case; the account may not exist yet) a camp session, or one named group of it, or a tournament
 * age group (`kind` contracts `coachAssignmentKinds`, `item_id` the session or age group).
 * `coach_groups`: the group staff put a camp registration in (no row: none). The medical notes a
 * coach reads are recorded in `audit_log`.
 */
export function coaches({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('coach_assignments')
        .$call(withId(engine))
        .$call(required('coach_email text', 'kind text', 'item_id integer', 'group_name text'))
        .$call(required('assigned_by text', 'created_at text'))
        .execute();
      await index(db, 'coach_assignments_unique', 'coach_assignments', [
        'coach_email',
        'kind',
        'item_id',
        'group_name',
      ])
        .unique()
        .execute();
      await index(db, 'coach_assignments_item', 'coach_assignments', ['kind', 'item_id']).execute();
      await db.schema
        .createTable('coach_groups')
        .addColumn('registration_id', 'integer', (c) => c.primaryKey())
        .$call(required('group_name text', 'updated_by text', 'updated_at text'))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('coach_groups').execute();
      await db.schema.dropTable('coach_assignments').execute();
    },
  };
}

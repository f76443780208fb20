import type { Kysely } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Tournament rosters completed by guardians (decision 0100). `team_roster_invites`: a player the
 * team's coach listed by name and a guardian's e-mail (lower case); `status` 'invited' until the
 * guardian completes the player's details through the mailed link, then 'complete' with the
 * `team_members` row it wrote (`team_member_id`); `locale` the mail's language; `last_sent_at` the
 * last mail (the first, or a reminder). `team_check_ins`: a team checked in on a tournament day by
 * staff or the age group's coach (decision 0101), one row per team and day.
 */
export function teamRosterInvites({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('team_roster_invites')
        .$call(withId(engine))
        .$call(required('tournament_registration_id integer', 'player_full_name text', 'guardian_email text'))
        .$call(required('status text', 'locale text', 'created_at text', 'last_sent_at text'))
        .addColumn('team_member_id', 'integer')
        .addColumn('completed_at', 'text')
        .execute();
      await index(db, 'team_roster_invites_team', 'team_roster_invites', [
        'tournament_registration_id',
      ]).execute();
      await db.schema
        .createTable('team_check_ins')
        .$call(withId(engine))
        .$call(required('tournament_registration_id integer', 'day text', 'checked_in_at text'))
        .$call(required('checked_in_by text'))
        .execute();
      await index(db, 'team_check_ins_team_day', 'team_check_ins', ['tournament_registration_id', 'day'])
        .unique()
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('team_check_ins').execute();
      await db.schema.dropTable('team_roster_invites').execute();
    },
  };
}

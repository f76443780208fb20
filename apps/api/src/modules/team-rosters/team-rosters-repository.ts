import type { Executor } from '../../db/database.js';
import type { TeamRosterInviteRow } from '../../db/schema.js';
import { groupBy } from '../../lib/collections.js';
import type { MemberValues } from '../tournament-registrations/tournament-registrations-repository.js';

/** Team roster invitations and team check-ins (decisions 0100, 0101). */

export async function insertInvites(
  db: Executor,
  rows: Omit<TeamRosterInviteRow, 'id' | 'team_member_id' | 'completed_at'>[],
) {
  if (rows.length === 0) return [];
  return db.insertInto('team_roster_invites').values(rows).returningAll().execute();
}

export const findInvite = (db: Executor, id: number) =>
  db.selectFrom('team_roster_invites').selectAll().where('id', '=', id).executeTakeFirst();

/** The invitations of many teams in one query, oldest first, by team. */
export async function invitesByTeam(db: Executor, registrationIds: number[]) {
  if (registrationIds.length === 0) return new Map<number, TeamRosterInviteRow[]>();
  const rows = await db
    .selectFrom('team_roster_invites')
    .selectAll()
    .where('tournament_registration_id', 'in', registrationIds)
    .orderBy('tournament_registration_id')
    .orderBy('id')
    .execute();
  return groupBy(rows, (r) => r.tournament_registration_id);
}

/** Players still invited (not complete) of a team. */
export async function openInviteCount(db: Executor, registrationId: number) {
  const row = await db
    .selectFrom('team_roster_invites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tournament_registration_id', '=', registrationId)
    .where('status', '=', 'invited')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records a mail to the guardian when the last one is older than `before`: false (nothing
 * written) when another went since, so two taps send one reminder.
 */
export async function takeReminder(db: Executor, id: number, before: string, at: string) {
  const result = await db
    .updateTable('team_roster_invites')
    .set({ last_sent_at: at })
    .where('id', '=', id)
    .where('status', '=', 'invited')
    .where('last_sent_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markComplete(db: Executor, id: number, teamMemberId: number, at: string) {
  await db
    .updateTable('team_roster_invites')
    .set({ status: 'complete', team_member_id: teamMemberId, completed_at: at })
    .where('id', '=', id)
    .execute();
}

/** Adds a player at the end of a team's roster; its id. */
export async function appendMember(db: Executor, registrationId: number, member: MemberValues) {
  const last = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('tournament_registration_id', '=', registrationId)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const { id } = await db
    .insertInto('team_members')
    .values({ ...member, position, tournament_registration_id: registrationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a player the guardian completed before; false when the coach has since removed it. */
export async function updateMember(db: Executor, registrationId: number, id: number, member: MemberValues) {
  const result = await db
    .updateTable('team_members')
    .set(member)
    .where('id', '=', id)
    .where('tournament_registration_id', '=', registrationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Paid teams of the tournaments under way on `day` (in `ageRangeIds` when given), with tournament and age group. */
export async function paidTeamsOnDay(db: Executor, day: string, ageRangeIds: number[] | null) {
  if (ageRangeIds?.length === 0) return [];
  let query = db
    .selectFrom('tournament_registrations as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .innerJoin('tournament_age_ranges as a', 'a.id', 'r.age_range_id')
    .select([
      'r.id',
      'r.team_name',
      'r.contact_name',
      'r.contact_phone',
      'r.age_range_id',
      't.tournament_name',
      't.tournament_name_es',
      'a.age_range_description',
    ])
    .where('r.status', '=', 'paid')
    .where('t.start_date', '<=', `${day}T23:59:59`)
    .where('t.end_date', '>=', day);
  if (ageRangeIds) query = query.where('r.age_range_id', 'in', ageRangeIds);
  return query.orderBy('t.start_date').orderBy('a.id').orderBy('r.team_name').orderBy('r.id').execute();
}

/** How many players each team has in full, by team. */
export async function memberCounts(db: Executor, registrationIds: number[]) {
  if (registrationIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('team_members')
    .select(['tournament_registration_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tournament_registration_id', 'in', registrationIds)
    .groupBy('tournament_registration_id')
    .execute();
  return new Map(rows.map((r) => [r.tournament_registration_id, Number(r.n)]));
}

export async function checkInsOnDay(db: Executor, registrationIds: number[], day: string) {
  if (registrationIds.length === 0)
    return new Map<number, { checked_in_at: string; checked_in_by: string }>();
  const rows = await db
    .selectFrom('team_check_ins')
    .select(['tournament_registration_id', 'checked_in_at', 'checked_in_by'])
    .where('tournament_registration_id', 'in', registrationIds)
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((r) => [r.tournament_registration_id, r]));
}

/** Checks a team in on a day; false when it already was (a second tap records nothing). */
export async function insertCheckIn(
  db: Executor,
  row: { tournament_registration_id: number; day: string; checked_in_at: string; checked_in_by: string },
) {
  const inserted = await db
    .insertInto('team_check_ins')
    .values(row)
    .onConflict((oc) => oc.columns(['tournament_registration_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

import type { CoachAssignmentKind } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';

/*
 * Coaches' assignments and groups (decision 0089). Rosters read every row they show at once:
 * the session's paid registrations, their groups, and the owners' household players.
 */

export interface AssignmentRow {
  id: number;
  coach_email: string;
  kind: string;
  item_id: number;
  group_name: string;
  assigned_by: string;
  created_at: string;
}

export async function allAssignments(db: Executor): Promise<AssignmentRow[]> {
  return db.selectFrom('coach_assignments').selectAll().orderBy('id').execute();
}

export async function assignmentsOfItem(db: Executor, kind: CoachAssignmentKind, itemId: number) {
  return db
    .selectFrom('coach_assignments')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .orderBy('id')
    .execute();
}

export async function assignmentsOfEmail(db: Executor, email: string): Promise<AssignmentRow[]> {
  return db
    .selectFrom('coach_assignments')
    .selectAll()
    .where('coach_email', '=', email)
    .orderBy('id')
    .execute();
}

export async function findAssignment(db: Executor, id: number) {
  return db.selectFrom('coach_assignments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function sameAssignment(
  db: Executor,
  a: { email: string; kind: CoachAssignmentKind; itemId: number; group: string },
) {
  return db
    .selectFrom('coach_assignments')
    .select('id')
    .where('coach_email', '=', a.email)
    .where('kind', '=', a.kind)
    .where('item_id', '=', a.itemId)
    .where('group_name', '=', a.group)
    .executeTakeFirst();
}

export async function insertAssignment(
  db: Executor,
  a: { email: string; kind: CoachAssignmentKind; itemId: number; group: string; by: string; at: string },
) {
  const row = await db
    .insertInto('coach_assignments')
    .values({
      coach_email: a.email,
      kind: a.kind,
      item_id: a.itemId,
      group_name: a.group,
      assigned_by: a.by,
      created_at: a.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteAssignment(db: Executor, id: number) {
  const r = await db.deleteFrom('coach_assignments').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Sessions by id with their camp and facility (the words a roster shows). */
export async function sessionsWithCamp(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('camp_sessions as s')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select([
      's.id',
      's.start_date',
      's.end_date',
      's.time_block',
      'c.camp_name',
      'c.camp_name_es',
      'f.facility_name',
      'f.address_line1',
      'f.city',
      'f.state',
      'f.zip_code',
      'f.time_zone',
      's.archived_at',
    ])
    .where('s.id', 'in', ids)
    .execute();
}

/** Age groups by id with their tournament and facility. */
export async function ageGroupsWithTournament(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tournament_age_ranges as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .select([
      'a.id',
      'a.age_range_description',
      't.tournament_name',
      't.tournament_name_es',
      't.start_date',
      't.end_date',
      'f.facility_name',
      'f.time_zone',
    ])
    .where('a.id', 'in', ids)
    .execute();
}

/**
 * A session's paid registrations with their group ('' none), in name order; `only` one of them (a
 * tap names one child). Never money columns.
 */
export async function paidRegistrationsOfSession(db: Executor, sessionId: number, only?: number) {
  return db
    .selectFrom('camp_registrations as r')
    .leftJoin('coach_groups as g', 'g.registration_id', 'r.id')
    .select([
      'r.id',
      'r.owner_account_id',
      'r.player_first_name',
      'r.player_last_name',
      'r.player_birthdate',
      'r.tshirt_size',
      'r.medical_conditions',
      'r.medical_treatment',
      'r.pog1_first_name',
      'r.pog1_last_name',
      'r.pog1_phone',
      'r.pog2_first_name',
      'r.pog2_last_name',
      'r.pog2_phone',
      'r.emergency_contact_first_name',
      'r.emergency_contact_last_name',
      'r.emergency_contact_phone',
      'r.emergency_contact_relationship',
      'g.group_name',
    ])
    .where('r.camp_session_id', '=', sessionId)
    .where('r.status', '=', 'paid')
    .$if(only !== undefined, (q) => q.where('r.id', '=', only!))
    .orderBy('r.player_last_name')
    .orderBy('r.player_first_name')
    .orderBy('r.id')
    .execute();
}

/** The household players of these accounts (their current medical notes), one query. */
export async function householdPlayersOf(db: Executor, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .selectFrom('household_players')
    .select([
      'id',
      'owner_account_id',
      'first_name',
      'last_name',
      'birth_date',
      'medical_conditions',
      'medical_treatment',
    ])
    .where('owner_account_id', 'in', ownerIds)
    .execute();
}

export async function campRegistrationSession(db: Executor, registrationId: number) {
  return db
    .selectFrom('camp_registrations')
    .select(['id', 'camp_session_id'])
    .where('id', '=', registrationId)
    .executeTakeFirst();
}

/** Sets (or with '' clears) a registration's group. */
export async function saveGroup(db: Executor, registrationId: number, group: string, by: string, at: string) {
  if (group === '') {
    await db.deleteFrom('coach_groups').where('registration_id', '=', registrationId).execute();
    return;
  }
  await db
    .insertInto('coach_groups')
    .values({ registration_id: registrationId, group_name: group, updated_by: by, updated_at: at })
    .onConflict((oc) =>
      oc.column('registration_id').doUpdateSet({ group_name: group, updated_by: by, updated_at: at }),
    )
    .execute();
}

/** The paid teams of an age group with their players (no money columns). */
export async function paidTeamsOfAgeGroup(db: Executor, ageRangeId: number) {
  return db
    .selectFrom('tournament_registrations as r')
    .leftJoin('team_members as m', 'm.tournament_registration_id', 'r.id')
    .select([
      'r.id',
      'r.team_name',
      'r.contact_name',
      'r.contact_phone',
      'm.player_full_name',
      'm.player_date_of_birth',
      'm.tshirt_size',
      'm.parent_full_name',
      'm.parent_phone',
      'm.position',
    ])
    .where('r.age_range_id', '=', ageRangeId)
    .where('r.status', '=', 'paid')
    .orderBy('r.team_name')
    .orderBy('r.id')
    .orderBy('m.position')
    .execute();
}

import {
  type RegistrationStatus,
  type TeamMember,
  type TournamentRegistration,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { registrationsOwnedBy, teamRegistrationsWithTournament } from '../../db/registration-rows.js';
import type { TeamMemberRow, TournamentRegistrationRow } from '../../db/schema.js';
import { groupBy } from '../../lib/collections.js';
import { facilityColumns } from '../../lib/facility.js';
import { dollars } from '../../lib/money.js';

/** A team member as the form gives it; the repository numbers them and links them to the team. */
export type MemberValues = Omit<TeamMemberRow, 'id' | 'tournament_registration_id' | 'position'>;

export async function insertTeamRegistration(
  db: Executor,
  values: Omit<TournamentRegistrationRow, 'id' | 'cancellation_policy'>,
  members: MemberValues[],
): Promise<number> {
  const { id } = await db
    .insertInto('tournament_registrations')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceMembers(db, id, members);
  return id;
}

/**
 * Edits an unpaid registration whose current checkout is still `expectedSession`; false (and
 * nothing written) when it was paid, cancelled or got another checkout meanwhile.
 */
export async function updateTeamRegistration(
  db: Executor,
  id: number,
  expectedSession: string | null,
  values: Partial<Omit<TournamentRegistrationRow, 'id' | 'status'>>,
  members: MemberValues[],
) {
  const result = await db
    .updateTable('tournament_registrations')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...unpaidStatuses])
    .where((eb) =>
      expectedSession === null
        ? eb('stripe_session_id', 'is', null)
        : eb('stripe_session_id', '=', expectedSession),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await replaceMembers(db, id, members);
  return true;
}

/**
 * Changes a paid team's own fields while it is still paid; false (nothing written) when it was
 * cancelled meanwhile. The update locks the row, so roster saves of one team take turns.
 */
export async function updatePaidTeam(
  db: Executor,
  id: number,
  values: Pick<
    TournamentRegistrationRow,
    'team_name' | 'contact_name' | 'contact_email' | 'contact_phone' | 'updated_at'
  >,
) {
  const result = await db
    .updateTable('tournament_registrations')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces a team's players with `members`, numbered in order. */
export async function replaceMembers(db: Executor, registrationId: number, members: MemberValues[]) {
  await db.deleteFrom('team_members').where('tournament_registration_id', '=', registrationId).execute();
  if (members.length === 0) return;
  await db
    .insertInto('team_members')
    .values(members.map((m, position) => ({ ...m, position, tournament_registration_id: registrationId })))
    .execute();
}

export async function findTeamRegistration(db: Executor, id: number) {
  return db.selectFrom('tournament_registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The owner's team registrations, newest first. */
export const listTeamRegistrationsOf = (db: Executor, ownerId: string) =>
  registrationsOwnedBy(db, 'tournament_registrations', ownerId);

/** Members of many registrations in one query, grouped by registration id. */
export async function membersByRegistration(db: Executor, registrationIds: number[]) {
  if (registrationIds.length === 0) return new Map<number, TeamMemberRow[]>();
  const rows = await db
    .selectFrom('team_members')
    .selectAll()
    .where('tournament_registration_id', 'in', registrationIds)
    .orderBy('tournament_registration_id')
    .orderBy('position')
    .execute();
  return groupBy(rows, (m) => m.tournament_registration_id);
}

/** What the checkout page and the payment mails say about a team registration (`locale`: the owner's saved language, null when none). */
export function findTeamPaymentDetails(db: Executor, id: number) {
  return teamRegistrationsWithTournament(db)
    .select([
      'l.locale',
      't.tournament_name',
      't.tournament_name_es',
      't.start_date',
      't.end_date',
      'a.age_range_description',
      ...facilityColumns,
      'f.time_zone',
      'r.team_name',
      'r.contact_name',
      'r.contact_email',
      'r.amount_cents',
      'r.promo_code',
      'r.promo_discount_cents',
      'r.paid_at',
      'r.stripe_session_id',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function toTeamMember(m: TeamMemberRow): TeamMember {
  return {
    id: m.id,
    tournamentRegistrationID: m.tournament_registration_id,
    playerFullName: m.player_full_name,
    playerEmail: m.player_email,
    playerDateOfBirth: m.player_date_of_birth,
    tshirtSize: m.tshirt_size,
    playerGender: m.player_gender as TeamMember['playerGender'],
    parentFullName: m.parent_full_name,
    parentPhone: m.parent_phone,
  };
}

/** `paymentPending`: a delayed payment of its current checkout is clearing (payment-attempts). */
export function toTournamentRegistration(
  r: TournamentRegistrationRow,
  members: TeamMemberRow[],
  paymentPending = false,
): TournamentRegistration {
  return {
    id: r.id,
    ownerLocalAccountId: r.owner_account_id,
    tournamentID: r.tournament_id,
    ageRangeID: r.age_range_id,
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    contactPhone: r.contact_phone,
    teamName: r.team_name,
    teamMembers: members.map(toTeamMember),
    promoCode: r.promo_code,
    promoDiscountAppliedAmount: dollars(r.promo_discount_cents),
    registrationStatus: r.status as RegistrationStatus,
    stripeSessionId: r.stripe_session_id,
    createdAt: r.created_at,
    holdExpiresAt: null,
    paymentPending,
  };
}

import { erasedText } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { attemptRowsOf, refundRowsOf } from '../money/money-reports.js';
import { eraseAcceptanceNames } from '../waivers/waivers-repository.js';

/** Every row the product keeps about one account's registrations and waitlist entries, as stored. */
export async function accountRows(db: Executor, ownerId: string) {
  const camp = await db
    .selectFrom('camp_registrations')
    .selectAll()
    .where('owner_account_id', '=', ownerId)
    .execute();
  const teams = await db
    .selectFrom('tournament_registrations')
    .selectAll()
    .where('owner_account_id', '=', ownerId)
    .execute();
  const campIds = camp.map((r) => r.id);
  const teamIds = teams.map((r) => r.id);
  const idsOr = (ids: number[]) => (ids.length ? ids : [-1]);
  const [members, invites, waitlist, refunds, payments, moves] = await Promise.all([
    db
      .selectFrom('team_members')
      .selectAll()
      .where('tournament_registration_id', 'in', idsOr(teamIds))
      .orderBy('tournament_registration_id')
      .orderBy('position')
      .execute(),
    // Players the team invited by a guardian's e-mail (decision 0100): they go with the team.
    db
      .selectFrom('team_roster_invites')
      .selectAll()
      .where('tournament_registration_id', 'in', idsOr(teamIds))
      .orderBy('id')
      .execute(),
    db.selectFrom('waitlist_entries').selectAll().where('owner_account_id', '=', ownerId).execute(),
    refundRowsOf(db, { camp: campIds, tournament: teamIds }),
    attemptRowsOf(db, { camp: campIds, tournament: teamIds }),
    db.selectFrom('session_switches').selectAll().where('registration_id', 'in', idsOr(campIds)).execute(),
  ]);
  return { camp, teams, members, invites, waitlist, refunds, payments, moves };
}

/** The personal fields of a camp registration, emptied; the name reads '(erased)'. */
const erasedCamp = {
  owner_email: '',
  player_first_name: erasedText,
  player_last_name: '',
  player_birthdate: '',
  tshirt_size: '',
  player_address_line1: '',
  player_address_line2: '',
  player_city: '',
  player_state: '',
  player_zip_code: '',
  pog1_first_name: '',
  pog1_last_name: '',
  pog1_email: '',
  pog1_phone: '',
  pog2_first_name: '',
  pog2_last_name: '',
  pog2_email: '',
  pog2_phone: '',
  emergency_contact_first_name: '',
  emergency_contact_last_name: '',
  emergency_contact_phone: '',
  emergency_contact_relationship: '',
  medical_conditions: '',
  medical_treatment: '',
} as const;

/**
 * Erases the personal fields of these registrations and waitlist entries (what accounting needs
 * stays: amounts, statuses, dates, sessions, the provider's ids, refunds), and every queued or
 * sent mail to `addresses` (mails quote names and details).
 */
export async function erasePersonalFields(
  trx: Executor,
  rows: { campIds: number[]; teamIds: number[]; entryIds: number[]; addresses?: string[] },
  at: string,
) {
  if (rows.campIds.length)
    await trx
      .updateTable('camp_registrations')
      .set({ ...erasedCamp, updated_at: at })
      .where('id', 'in', rows.campIds)
      .execute();
  if (rows.teamIds.length) {
    await trx
      .updateTable('tournament_registrations')
      .set({
        owner_email: '',
        contact_name: erasedText,
        contact_email: '',
        contact_phone: '',
        updated_at: at,
      })
      .where('id', 'in', rows.teamIds)
      .execute();
    await trx
      .updateTable('team_members')
      .set({
        player_full_name: erasedText,
        player_email: '',
        player_date_of_birth: '',
        tshirt_size: '',
        player_gender: '',
        parent_full_name: '',
        parent_phone: '',
      })
      .where('tournament_registration_id', 'in', rows.teamIds)
      .execute();
  }
  // The team's invitations: the player's name and the guardian's address, and the names the
  // guardians typed to accept the waivers.
  const invites = rows.teamIds.length
    ? await trx
        .selectFrom('team_roster_invites')
        .select(['id', 'guardian_email'])
        .where('tournament_registration_id', 'in', rows.teamIds)
        .execute()
    : [];
  if (invites.length)
    await trx
      .updateTable('team_roster_invites')
      .set({ player_full_name: erasedText, guardian_email: '' })
      .where('tournament_registration_id', 'in', rows.teamIds)
      .execute();
  // The names typed to accept waivers and consents; which version was accepted, and when, stays.
  await eraseAcceptanceNames(trx, 'camp', rows.campIds, erasedText);
  await eraseAcceptanceNames(trx, 'tournament', rows.teamIds, erasedText);
  await eraseAcceptanceNames(
    trx,
    'rosterInvite',
    invites.map((i) => i.id),
    erasedText,
  );
  if (rows.entryIds.length)
    await trx
      .updateTable('waitlist_entries')
      .set({ owner_email: '', player_name: erasedText, form_json: '{}', updated_at: at })
      .where('id', 'in', rows.entryIds)
      .execute();
  const addresses = [...new Set((rows.addresses ?? []).filter(Boolean).map((a) => a.toLowerCase()))];
  if (addresses.length)
    await trx
      .deleteFrom('mail_outbox')
      .where((eb) => eb(eb.fn('lower', ['to_address']), 'in', addresses))
      .execute();
  // A guardian may be anyone (a parent with an account of their own): only the team's
  // invitation mails to them go (`roster-invite:<id>:<sent at>`, team-roster-service).
  for (let i = 0; i < invites.length; i += 100) {
    const some = invites.slice(i, i + 100);
    await trx
      .deleteFrom('mail_outbox')
      .where((eb) => eb.or(some.map((invite) => eb('dedupe_key', 'like', `roster-invite:${invite.id}:%`))))
      .execute();
  }
}

/**
 * Registrations and waitlist entries of sessions and tournaments that ended before `cutoff`
 * (YYYY-MM-DD) whose personal fields are still there: the retention job erases them.
 */
export async function expiredPersonalData(db: Executor, cutoff: string, limit = 500) {
  const camp = await db
    .selectFrom('camp_registrations as r')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .select('r.id')
    .where('s.end_date', '<', cutoff)
    .where('r.player_first_name', '!=', erasedText)
    .limit(limit)
    .execute();
  const teams = await db
    .selectFrom('tournament_registrations as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .select('r.id')
    .where('t.end_date', '<', cutoff)
    .where('r.contact_name', '!=', erasedText)
    .limit(limit)
    .execute();
  const entries = await db
    .selectFrom('waitlist_entries as e')
    .innerJoin('camp_sessions as s', 's.id', 'e.item_id')
    .select('e.id')
    .where('e.kind', '=', 'camp')
    .where('s.end_date', '<', cutoff)
    .where('e.player_name', '!=', erasedText)
    .limit(limit)
    .execute();
  const teamEntries = await db
    .selectFrom('waitlist_entries as e')
    .innerJoin('tournament_age_ranges as a', 'a.id', 'e.item_id')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select('e.id')
    .where('e.kind', '=', 'tournament')
    .where('t.end_date', '<', cutoff)
    .where('e.player_name', '!=', erasedText)
    .limit(limit)
    .execute();
  return {
    campIds: camp.map((r) => r.id),
    teamIds: teams.map((r) => r.id),
    entryIds: [...entries, ...teamEntries].map((e) => e.id),
  };
}

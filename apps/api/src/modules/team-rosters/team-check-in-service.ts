import { type CheckInTeam, rosterInviteMessages, todayIsoDateIn } from '@soccer/contracts';
import { isStaff, type Principal } from '../../auth/token-verifier.js';
import { addDays } from '../../lib/dates.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { audit } from '../audit/audit-repository.js';
import { assignmentsOfEmail } from '../coaching/coaching-repository.js';
import { findTeamRegistration } from '../tournament-registrations/tournament-registrations-repository.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import * as repo from './team-rosters-repository.js';

/**
 * Teams checked in on a tournament day from a phone (decision 0101): staff, or a coach assigned
 * to the team's age group (decision 0089). The page lists the day's paid teams with how complete
 * each roster is; a check-in is one row per team and day and one audit entry; a second tap
 * records nothing more.
 */
export function createTeamCheckInService({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  /** The age groups the caller may check in: null for all (staff), else the assigned ones. */
  async function ageGroupsOf(p: Principal): Promise<number[] | null> {
    if (isStaff(p)) return null;
    if (!p.email || !p.emailVerified) return [];
    return (await assignmentsOfEmail(db, p.email.toLowerCase()))
      .filter((a) => a.kind === 'ageGroup')
      .map((a) => a.item_id);
  }

  /** `day`: the phone's day (YYYY-MM-DD); without it, today in UTC. */
  async function teams(
    p: Principal,
    day: string | undefined,
  ): Promise<{ day: string; teams: CheckInTeam[] }> {
    const ageGroups = await ageGroupsOf(p);
    if (ageGroups?.length === 0) throw forbidden(rosterInviteMessages.notAssigned);
    const on = day ?? todayIsoDateIn('UTC', clock());
    const rows = await repo.paidTeamsOnDay(db, on, ageGroups);
    const ids = rows.map((r) => r.id);
    const [counts, invites, checkIns] = await Promise.all([
      repo.memberCounts(db, ids),
      repo.invitesByTeam(db, ids),
      repo.checkInsOnDay(db, ids, on),
    ]);
    return {
      day: on,
      teams: rows.map((r) => {
        const missing = (invites.get(r.id) ?? []).filter((i) => i.status === 'invited');
        const complete = counts.get(r.id) ?? 0;
        const checkIn = checkIns.get(r.id);
        return {
          registrationId: r.id,
          teamName: r.team_name,
          tournamentName: r.tournament_name,
          tournamentNameEs: r.tournament_name_es,
          ageGroup: r.age_range_description,
          day: on,
          players: complete + missing.length,
          complete,
          missing: missing.map((i) => i.player_full_name),
          contact: { name: r.contact_name, phone: r.contact_phone },
          checkedInAt: checkIn?.checked_in_at ?? null,
          checkedInBy: checkIn?.checked_in_by ?? null,
        };
      }),
    };
  }

  async function checkIn(p: Principal, registrationId: number, day: string | undefined) {
    const ageGroups = await ageGroupsOf(p);
    if (ageGroups?.length === 0) throw forbidden(rosterInviteMessages.notAssigned);
    const team = await findTeamRegistration(db, registrationId);
    if (!team) throw notFound(rosterInviteMessages.teamClosed);
    if (ageGroups && !ageGroups.includes(team.age_range_id))
      throw forbidden(rosterInviteMessages.notAssigned);
    if (team.status !== 'paid') throw conflict(rosterInviteMessages.notPaid);
    const tournament = await findTournamentByAgeRange(db, team.age_range_id);
    const today = todayIsoDateIn('UTC', clock());
    const on = day ?? today;
    // On the day: the phone's date may differ from UTC's by a day at most, and must be the tournament's.
    const nearToday = on >= addDays(today, -1) && on <= addDays(today, 1);
    if (
      !tournament ||
      !nearToday ||
      on < tournament.start_date.slice(0, 10) ||
      on > tournament.end_date.slice(0, 10)
    )
      throw conflict(rosterInviteMessages.notOnDay);
    const now = clock();
    await db.transaction().execute(async (trx) => {
      const recorded = await repo.insertCheckIn(trx, {
        tournament_registration_id: registrationId,
        day: on,
        checked_in_at: now.toISOString(),
        checked_in_by: p.email,
      });
      if (recorded)
        await audit(trx, p, 'teamCheckIn', 'tournamentRegistration', registrationId, { day: on }, now);
    });
    const listed = await teams(p, on);
    return listed.teams.find((t) => t.registrationId === registrationId)!;
  }

  /** Whether the caller may open the check-in page at all (staff, or a coach of an age group). */
  async function mayCheckIn(p: Principal) {
    const ageGroups = await ageGroupsOf(p);
    return ageGroups === null || ageGroups.length > 0;
  }

  return { teams, checkIn, mayCheckIn };
}

export type TeamCheckInService = ReturnType<typeof createTeamCheckInService>;

import {
  ledgerMessages,
  rosterDeadlineOf,
  rosterInviteMessages,
  rosterMessages,
  teamEligibilityErrors,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import type { TournamentRegistrationRow } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { auditRosterChange } from '../audit/audit-repository.js';
import { applyEligibility, auditEligibilityException } from '../registration-limits/eligibility.js';
import { openInviteCount } from '../team-rosters/team-rosters-repository.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import { recordAcceptances } from '../waivers/waivers-service.js';
import { rosterDiff } from './roster-diff.js';
import {
  teamAgeRule,
  teamMemberErrors,
  teamMemberValues,
  type ValidTeamRequest,
} from './tournament-registration-service.js';
import {
  membersByRegistration,
  replaceMembers,
  updatePaidTeam,
} from './tournament-registrations-repository.js';

/** The team fields a roster save may change, by the request's names (the price's fields stay). */
const teamFields = {
  teamName: 'team_name',
  contactName: 'contact_name',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
} as const;

/**
 * A paid team's roster, changed by its coach until the tournament's roster deadline (the end of
 * that UTC day, contracts rosters): players added, removed or replaced within 1–8 and the age
 * group's rules, and the contact details, with no new payment. The price stays as paid: the age
 * group and the promo code cannot change here. Each save is one audit entry naming the players
 * added, removed, replaced and updated, which the staff report shows.
 */
export function createRosterChanges({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  return async function changeRoster(
    owner: Principal,
    team: TournamentRegistrationRow,
    body: ValidTeamRequest,
  ): Promise<number> {
    const tournament = await findTournamentByAgeRange(db, team.age_range_id);
    if (!tournament) throw notFound();
    const now = clock();
    const deadline = rosterDeadlineOf({
      lastDateToRegister: tournament.last_date_to_register,
      rosterDeadline: tournament.roster_deadline,
    });
    if (isoDay(now) > deadline) throw conflict(rosterMessages.closed);

    const errors = teamMemberErrors(tournament, body, await openInviteCount(db, team.id));
    if (body.invitedPlayers.length) errors.invitedPlayers = [rosterInviteMessages.editInvitesOnRosterPage];
    if (body.ageRangeID !== team.age_range_id || (body.tournamentID && body.tournamentID !== tournament.id))
      errors.ageRangeID = [rosterMessages.ageGroupFixed];
    if (body.promoCode.toUpperCase() !== team.promo_code) errors.promoCode = [rosterMessages.promoFixed];
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
    const exception = applyEligibility(
      owner,
      body.eligibilityOverrideReason,
      teamEligibilityErrors(body.teamMembers, teamAgeRule(tournament)),
    );
    const members = teamMemberValues(tournament, body);
    const at = now.toISOString();

    return db.transaction().execute(async (trx) => {
      // First the team's row (still paid), which holds any other save of this team until commit.
      const saved = await updatePaidTeam(trx, team.id, {
        team_name: body.teamName,
        contact_name: body.contactName,
        contact_email: body.contactEmail,
        contact_phone: body.contactPhone,
        updated_at: at,
      });
      if (!saved) throw conflict(ledgerMessages.changedMeanwhile);
      // The form must have started from the roster as it is now: a save made meanwhile gave every
      // player a new id, so a form naming old ones would silently undo it.
      const current = (await membersByRegistration(trx, [team.id])).get(team.id) ?? [];
      const ids = new Set(current.map((m) => m.id));
      if (body.teamMembers.some((m) => m.id && !ids.has(m.id)))
        throw conflict(rosterMessages.changedMeanwhile);

      await replaceMembers(trx, team.id, members);
      await recordAcceptances(trx, {
        registration: { kind: 'tournament', id: team.id },
        item: { owner: 'tournament', itemId: tournament.id },
        accountId: owner.id,
        waivers: body.waivers,
        at,
        edit: true,
      });
      const change = {
        ...rosterDiff(current, members),
        teamFields: Object.entries(teamFields)
          .filter(([field, column]) => body[field as keyof typeof teamFields] !== team[column])
          .map(([field]) => field),
      };
      if (Object.values(change).some((list) => list.length))
        await auditRosterChange(trx, owner, team.id, change, now);
      if (exception)
        await auditEligibilityException(trx, owner, 'tournamentRegistration', team.id, exception, now);
      return team.id;
    });
  };
}

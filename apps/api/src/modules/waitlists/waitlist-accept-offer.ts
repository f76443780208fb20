import {
  campEligibilityErrors,
  campRegistrationRequestSchema,
  teamEligibilityErrors,
  tournamentRegistrationRequestSchema,
  waitlistMessages,
} from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import type { CampSessionRow, Database, WaitlistEntryRow } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { campRegistrationValues, promoMatches } from '../camp-registrations/camp-registration-service.js';
import { insertCampRegistration } from '../ledger/new-camp-registration.js';
import { type ChangeNote, recordCreated } from '../ledger/transitions.js';
import { campAgeRule } from '../registration-limits/eligibility.js';
import {
  newTeamRow,
  teamAgeRule,
  teamDiscount,
  teamMemberValues,
  teamValues,
} from '../tournament-registrations/tournament-registration-service.js';
import { insertTeamRegistration } from '../tournament-registrations/tournament-registrations-repository.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import type { WaiverAcceptance } from '../waivers/waivers-service.js';
import type { WaitlistContext } from './waitlist-context.js';
import { type FreshAcceptances, recordKeptAcceptances } from './waitlist-kept-acceptances.js';

type Trx = Transaction<Database>;
type Who = { id: string; email: string };

/** The registration's first history row: the family took the seat its waitlist entry was offered. */
const offerAccepted = (who: Who): ChangeNote => ({
  by: 'family',
  byId: who.id,
  why: 'Registered from the waitlist (offer accepted)',
});

/**
 * Accepts an open offer: a registration from the kept form holding the reserved seat or place,
 * priced now by the server (the promo code counts if it is still the item's). A camp entry
 * becomes a camp registration; a tournament entry a team with its members. `waivers`: new
 * acceptances, when the item's documents changed since the family joined.
 */
export async function acceptWaitlistOffer(
  { clock, config, rules, seatsChanged }: WaitlistContext,
  id: number,
  owner: Principal,
  waivers: WaiverAcceptance[] = [],
): Promise<{ registrationId: number }> {
  const now = clock();
  const at = now.toISOString();
  const fresh = { waivers, at };
  const holdUntil = new Date(now.getTime() + config.HOLD_BEFORE_CHECKOUT_MINUTES * 60_000).toISOString();
  const registrationId = await rules.accept({
    entryId: id,
    ownerId: owner.id,
    at,
    insert: async (trx, item, entry) => {
      const who = { id: owner.id, email: owner.email };
      return item.kind === 'tournament'
        ? teamFromEntry(trx, item.id, entry, who, fresh)
        : campRegistrationFromEntry(trx, item.row, entry, who, fresh, holdUntil);
    },
  });
  seatsChanged();
  return { registrationId };
}

/** A tournament entry's team with its members, from the kept team form, in the age group `ageRangeId`. */
async function teamFromEntry(
  trx: Trx,
  ageRangeId: number,
  entry: WaitlistEntryRow,
  who: Who,
  fresh: FreshAcceptances,
) {
  // The ledger reads only the group's terms; the team's price and rules are the tournament's,
  // read under the lock the ledger holds.
  const tournament = await findTournamentByAgeRange(trx, ageRangeId);
  if (!tournament) throw conflict(waitlistMessages.ageGroupClosed);
  const at = fresh.at;
  const form = tournamentRegistrationRequestSchema().parse(JSON.parse(entry.form_json));
  // Staff may have changed the group's rules since: the players must still fit them,
  // unless staff let the entry in outside them.
  if (!form.eligibilityOverrideReason) {
    const problem = Object.values(teamEligibilityErrors(form.teamMembers, teamAgeRule(tournament)))[0]?.[0];
    if (problem) throw conflict(problem);
  }
  const discount = form.promoCode ? (teamDiscount(tournament, form.promoCode) ?? 0) : 0;
  const teamId = await insertTeamRegistration(
    trx,
    newTeamRow(who, teamValues(tournament, form, discount, at)),
    teamMemberValues(tournament, form),
  );
  await recordCreated(trx, 'tournament', teamId, 'registered', offerAccepted(who), at);
  await recordKeptAcceptances(
    trx,
    entry,
    { kind: 'tournament', id: teamId },
    { owner: 'tournament', itemId: tournament.id },
    form.waivers,
    fresh,
  );
  return teamId;
}

/** A camp entry's registration, from the kept registration form, in `session`, held until `holdUntil`. */
async function campRegistrationFromEntry(
  trx: Trx,
  session: CampSessionRow,
  entry: WaitlistEntryRow,
  who: Who,
  fresh: FreshAcceptances,
  holdUntil: string,
) {
  // The form was checked when the family joined; it is parsed again so that its shape is the schema's.
  const form = campRegistrationRequestSchema.parse(JSON.parse(entry.form_json));
  // Staff may have changed the session's ages since: the player must still fit them,
  // unless staff let the entry in outside them.
  if (!form.eligibilityOverrideReason) {
    const problem = Object.values(campEligibilityErrors(form, campAgeRule(session)))[0]?.[0];
    if (problem) throw conflict(problem);
  }
  const discountCents =
    form.promoCode && promoMatches(session, form.promoCode)
      ? Math.min(session.promo_discount_cents, session.cost_cents)
      : 0;
  const { id: registrationId } = await insertCampRegistration(
    trx,
    campRegistrationValues(who, { ...form, promoCode: discountCents ? form.promoCode : '' }, session, {
      discountCents,
      at: fresh.at,
      holdUntil,
    }),
  );
  await recordCreated(trx, 'camp', registrationId, 'registered', offerAccepted(who), fresh.at);
  await recordKeptAcceptances(
    trx,
    entry,
    { kind: 'camp', id: registrationId },
    { owner: 'camp', itemId: session.camp_spec_id },
    form.waivers,
    fresh,
  );
  return registrationId;
}

import {
  campEligibilityErrors,
  campRegistrationRequestSchema,
  type FieldErrors,
  serverNotes,
  teamEligibilityErrors,
  tournamentRegistrationRequestSchema,
  waitlistMessages,
} from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import type { CampSessionRow, Database, WaitlistEntryRow } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { costCentsAt } from '../../lib/money.js';
import { campRegistrationValues, promoMatches } from '../camp-registrations/camp-registration-service.js';
import { sessionTimeZone } from '../camps/camp-sessions-repository.js';
import { insertCampRegistration } from '../ledger/new-camp-registration.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { type ChangeNote, recordCreated } from '../ledger/transitions.js';
import { campAgeRule } from '../registration-limits/eligibility.js';
import {
  newTeamRow,
  teamAgeRule,
  teamCostCents,
  teamDiscount,
  teamMemberValues,
  teamValues,
} from '../tournament-registrations/tournament-registration-service.js';
import { insertTeamRegistration } from '../tournament-registrations/tournament-registrations-repository.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import type { DocumentItem, WaiverAcceptance } from '../waivers/waivers-service.js';
import type { WaitlistContext } from './waitlist-context.js';
import { recordKeptAcceptances } from './waitlist-kept-acceptances.js';

type Trx = Transaction<Database>;
type Who = { id: string; email: string };

/** The registration's first history row: the family took the seat its waitlist entry was offered. */
const offerAccepted = (who: Who): ChangeNote => ({
  by: 'family',
  byId: who.id,
  why: serverNotes.registeredFromWaitlist,
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
      const made =
        item.kind === 'tournament'
          ? await teamFromEntry(trx, item.id, entry, who, at)
          : await campRegistrationFromEntry(trx, item.row, entry, who, at, holdUntil);
      const { registration } = made;
      await recordCreated(trx, registration.kind, registration.id, 'registered', offerAccepted(who), at);
      await recordKeptAcceptances(trx, entry, registration, made.documents, made.kept, fresh);
      return registration.id;
    },
  });
  seatsChanged();
  return { registrationId };
}

/**
 * A registration made from an entry's kept form: its kind and id, the item whose documents it
 * accepts, and the acceptances kept with the form (recorded by acceptWaitlistOffer with its
 * first history row).
 */
interface MadeFromEntry {
  registration: { kind: RegistrationKind; id: number };
  documents: DocumentItem;
  kept: WaiverAcceptance[];
}

/**
 * Staff may have changed the item's age rules since the entry joined: its players must still fit
 * them (the first problem is a 409), unless staff let the entry in outside them.
 */
function assertStillEligible(form: { eligibilityOverrideReason: string }, problems: () => FieldErrors) {
  if (form.eligibilityOverrideReason) return;
  const problem = Object.values(problems())[0]?.[0];
  if (problem) throw conflict(problem);
}

/** A tournament entry's team with its members, from the kept team form, in the age group `ageRangeId`. */
async function teamFromEntry(
  trx: Trx,
  ageRangeId: number,
  entry: WaitlistEntryRow,
  who: Who,
  at: string,
): Promise<MadeFromEntry> {
  // The ledger reads only the group's terms; the team's price and rules are the tournament's,
  // read under the lock the ledger holds.
  const tournament = await findTournamentByAgeRange(trx, ageRangeId);
  if (!tournament) throw conflict(waitlistMessages.ageGroupClosed);
  const form = tournamentRegistrationRequestSchema().parse(JSON.parse(entry.form_json));
  assertStillEligible(form, () => teamEligibilityErrors(form.teamMembers, teamAgeRule(tournament)));
  const discount = form.promoCode ? (teamDiscount(tournament, form.promoCode) ?? 0) : 0;
  const teamId = await insertTeamRegistration(
    trx,
    // Priced as when the team joined the waitlist (decision 0102).
    newTeamRow(
      who,
      teamValues(
        tournament,
        form,
        { costCents: teamCostCents(tournament, new Date(entry.created_at)), discountCents: discount },
        at,
      ),
      entry.created_at,
    ),
    teamMemberValues(tournament, form),
  );
  return {
    registration: { kind: 'tournament', id: teamId },
    documents: { owner: 'tournament', itemId: tournament.id },
    kept: form.waivers,
  };
}

/** A camp entry's registration, from the kept registration form, in `session`, held until `holdUntil`. */
async function campRegistrationFromEntry(
  trx: Trx,
  session: CampSessionRow,
  entry: WaitlistEntryRow,
  who: Who,
  at: string,
  holdUntil: string,
): Promise<MadeFromEntry> {
  // The form was checked when the family joined; it is parsed again so that its shape is the schema's.
  const form = campRegistrationRequestSchema.parse(JSON.parse(entry.form_json));
  assertStillEligible(form, () => campEligibilityErrors(form, campAgeRule(session)));
  // The price of the moment the family joined the waitlist (its window then, decision 0102): a
  // seat freed after an early-bird window keeps the early-bird price for whoever waited for it.
  const costCents = costCentsAt(session, await sessionTimeZone(trx, session.id), new Date(entry.created_at));
  const discountCents =
    form.promoCode && promoMatches(session, form.promoCode)
      ? Math.min(session.promo_discount_cents, costCents)
      : 0;
  const { id } = await insertCampRegistration(
    trx,
    campRegistrationValues(
      who,
      { ...form, promoCode: discountCents ? form.promoCode : '' },
      { cost_cents: costCents },
      {
        discountCents,
        at,
        holdUntil,
        pricedAt: entry.created_at,
      },
    ),
  );
  return {
    registration: { kind: 'camp', id },
    documents: { owner: 'camp', itemId: session.camp_spec_id },
    kept: form.waivers,
  };
}

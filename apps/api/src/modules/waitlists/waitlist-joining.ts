import {
  rosterInviteMessages,
  type WaitlistEntry,
  waitlistLimits,
  waitlistMessages,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import type { Trx } from '../../db/database.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import { checkPromoCode, type ValidRequest } from '../camp-registrations/camp-registration-service.js';
import {
  applyCampEligibility,
  assertMayOverride,
  auditEligibilityException,
  type EligibilityException,
} from '../registration-limits/eligibility.js';
import {
  checkTeamForm,
  type ValidTeamRequest,
} from '../tournament-registrations/tournament-registration-service.js';
import { campSessionItem, checkAcceptances } from '../waivers/waivers-service.js';
import type { WaitlistContext } from './waitlist-context.js';
import { documentsToAccept } from './waitlist-kept-acceptances.js';
import { changeEntry } from './waitlist-offers.js';
import { ownerEntries } from './waitlists-repository.js';

/** A family's side of a waitlist: joining one, seeing their entries, declining an offer or leaving. */

/**
 * What joining takes for either kind: the owner and the cap of their entries; the new entry's row
 * (who, the name it shows: player or team, the form kept for the offer, when); and, once the entry
 * exists, the audit of the exception staff gave outside the age rules, if `exception()` has one.
 */
const joining = (
  owner: Principal,
  now: Date,
  name: string,
  form: object,
  exception: () => EligibilityException | null,
) => {
  const at = now.toISOString();
  return {
    ownerId: owner.id,
    today: isoDay(now),
    perSession: waitlistLimits.perSession,
    values: {
      owner_account_id: owner.id,
      owner_email: owner.email,
      player_name: name,
      form_json: JSON.stringify(form),
      queued_at: at,
      created_at: at,
      updated_at: at,
    },
    effects: async (trx: Trx, entryId: number) => {
      const given = exception();
      if (given) await auditEligibilityException(trx, owner, 'waitlistEntry', entryId, given, now);
    },
  };
};

/** Joins a full session's waitlist with the registration form (checked exactly as a registration's). */
export async function joinCampWaitlist(
  { db, clock, log, rules, promoGuard }: WaitlistContext,
  owner: Principal,
  clientKey: string,
  body: ValidRequest,
): Promise<{ id: number }> {
  assertMayOverride(owner, body.eligibilityOverrideReason);
  await checkPromoCode({ db, promoGuard }, owner, clientKey, body);
  // The camp's documents are accepted on joining, kept with the form, recorded when the offer is accepted.
  const documents = await campSessionItem(db, body.campSessionId);
  if (documents) await checkAcceptances(db, documents, body.waivers);
  let exception: EligibilityException | null = null;
  const id = await rules.join({
    kind: 'camp',
    itemId: body.campSessionId,
    // The player's age on the session's first day, as for a registration (staff may give a reason).
    check: (session) => {
      exception = applyCampEligibility(owner, body, session.row);
    },
    ...joining(owner, clock(), `${body.playerFirstName} ${body.playerLastName}`, body, () => exception),
  });
  log.info({ waitlistEntry: id, campSession: body.campSessionId }, 'joined waitlist');
  return { id };
}

/**
 * Joins a full age group's waitlist with the team form (checked exactly as a new team's:
 * checkTeamForm); the team's name names the entry.
 */
export async function joinTournamentWaitlist(
  { db, clock, log, rules, promoGuard }: WaitlistContext,
  owner: Principal,
  clientKey: string,
  body: ValidTeamRequest,
): Promise<{ id: number }> {
  if (body.id !== 0) throw conflict(waitlistMessages.newTeamsOnly);
  // An entry keeps the form until its offer is taken: its players are listed in full.
  if (body.invitedPlayers.length)
    throw new FieldValidationError({ invitedPlayers: [rosterInviteMessages.waitlistInFull] });
  const { exception, tournament } = await checkTeamForm({ db, clock, promoGuard }, owner, clientKey, body);
  await checkAcceptances(db, { owner: 'tournament', itemId: tournament.id }, body.waivers);
  const id = await rules.join({
    kind: 'tournament',
    itemId: body.ageRangeID,
    ...joining(owner, clock(), body.teamName, body, () => exception),
  });
  log.info({ waitlistEntry: id, ageRange: body.ageRangeID }, 'joined waitlist');
  return { id };
}

/** The owner's entries; an open offer lists the documents to accept again with it, if any. */
export async function ownWaitlistEntries(
  { db, clock }: WaitlistContext,
  owner: Principal,
): Promise<WaitlistEntry[]> {
  const entries = await ownerEntries(db, owner.id, isoDay(clock()));
  return Promise.all(
    entries.map(async (e) =>
      e.state === 'offered' ? { ...e, documentsToAccept: await documentsToAccept(db, e.id) } : e,
    ),
  );
}

const noEffects = async () => {};

/** The owner declines an open offer or leaves the waitlist; a reserved seat goes to the next entry. */
export async function leaveWaitlist(
  context: WaitlistContext,
  id: number,
  owner: Principal,
  to: 'declined' | 'left',
) {
  return changeEntry(context, id, (change) =>
    context.rules.close({
      ...change,
      to,
      from: to === 'declined' ? ['offered'] : ['waiting', 'offered'],
      check: (entry) => {
        if (entry.owner_account_id !== owner.id) throw notFound(waitlistMessages.notFound);
      },
      effects: noEffects,
    }),
  );
}

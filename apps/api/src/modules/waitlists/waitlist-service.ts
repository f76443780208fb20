import {
  acceptanceErrors,
  campEligibilityErrors,
  campRegistrationRequestSchema,
  describeSwitchSession,
  formatInstant,
  type StaffWaitlistEntry,
  teamEligibilityErrors,
  tournamentRegistrationRequestSchema,
  type WaitlistEntry,
  type WaitlistKind,
  waitlistLimits,
  waitlistMessages,
  webRoutes,
} from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail, mailFromLines } from '../../mail/outbox.js';
import {
  campRegistrationValues,
  checkPromoCode,
  promoMatches,
  type ValidRequest,
} from '../camp-registrations/camp-registration-service.js';
import { insertCampRegistration } from '../ledger/new-camp-registration.js';
import type { Ledger } from '../ledger/registration-ledger.js';
import {
  applyEligibility,
  assertMayOverride,
  auditEligibilityException,
  campAgeRule,
  type EligibilityException,
} from '../registration-limits/eligibility.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';
import { audit } from '../staff/audit-repository.js';
import {
  checkTeamForm,
  newTeamRow,
  teamAgeRule,
  teamDiscount,
  teamMemberValues,
  teamValues,
  type ValidTeamRequest,
} from '../tournament-registrations/tournament-registration-service.js';
import { insertTeamRegistration } from '../tournament-registrations/tournament-registrations-repository.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import { currentDocuments } from '../waivers/waivers-repository.js';
import {
  campSessionItem,
  checkAcceptances,
  type DocumentItem,
  recordAcceptances,
  type WaiverAcceptance,
} from '../waivers/waivers-service.js';
import { findEntry, itemEntries, ownerEntries } from './waitlists-repository.js';

type Trx = Transaction<Database>;

/**
 * Waitlists of full camp sessions and full tournament age groups, for families and staff. The rules (who may join, who gets a
 * freed seat, what an offer reserves) are the ledger's (ledger/waitlist-ledger.ts); this service
 * adds the form, the mails, the audit entries and the offer deadline.
 */
export function createWaitlistService(
  { db, clock, config, log }: ServiceDeps,
  c: { ledger: Ledger; promoGuard: PromoGuard; seatsChanged: () => void },
) {
  const rules = c.ledger.waitlist;
  const offerUntil = (at: Date) =>
    new Date(at.getTime() + config.WAITLIST_OFFER_HOURS * 3_600_000).toISOString();

  /** Tells the family a seat (or the team a place) is theirs until the deadline (one mail per offer). */
  async function offerMail(trx: Trx, entry: WaitlistEntryRow) {
    const e = await findEntry(trx, entry.id);
    if (!e) return;
    const deadline = formatInstant(entry.offer_expires_at!, e.time_zone);
    const camp = e.kind === 'camp';
    const form = JSON.parse(e.form_json) as Partial<ValidRequest & ValidTeamRequest>;
    const item = describeSwitchSession(e.item_name, e.start_date, e.end_date);
    await enqueueMail(
      trx,
      mailFromLines({
        dedupeKey: `waitlist-offer:${entry.id}:${entry.offered_at}`,
        to: (camp ? form.pog1Email : form.contactEmail) ?? e.owner_email,
        subject: camp
          ? `A seat is free for you: ${e.item_name}`
          : `A place is free for your team: ${e.item_name}`,
        lines: [
          `Hi ${(camp ? form.pog1FirstName : form.contactName) ?? ''},`,
          '',
          camp
            ? `A seat has opened in ${item} for ${e.player_name}.`
            : `A place has opened in ${item}, ${e.age_range_description}, for ${e.player_name}.`,
          `It is held for you until ${deadline}.`,
          '',
          `Accept it and pay in My Registrations: ${appUrl(config)}${webRoutes.myRegistrations}`,
          '',
          `If you do not accept it by then, it goes to the next ${camp ? 'family' : 'team'} on the waitlist.`,
          '',
          'Touchline Soccer Academy',
        ],
      }),
      new Date(entry.offered_at ?? Date.now()),
    );
  }

  /** Offers every free seat or place of every item with a waitlist; the sweeper and every change that may free one call it. */
  async function offerFreedSeats(): Promise<number> {
    const now = clock();
    const at = now.toISOString();
    let offered = 0;
    for (const item of await rules.itemsToOffer(at)) {
      offered += (await rules.offerFreeSeats(item, at, offerUntil(now), offerMail)).length;
    }
    if (offered) c.seatsChanged();
    return offered;
  }

  const auditEntry =
    (action: string, staff: Principal, at: Date, details: Record<string, unknown> = {}) =>
    async (trx: Trx, entry: WaitlistEntryRow) =>
      audit(
        trx,
        staff,
        action,
        'waitlistEntry',
        entry.id,
        entry.kind === 'camp'
          ? { sessionId: entry.item_id, player: entry.player_name, ...details }
          : { ageRangeId: entry.item_id, team: entry.player_name, ...details },
        at,
      );

  /** A new entry's row: who, the name it shows (player or team), the form kept for the offer, when. */
  const entryValues = (owner: Principal, name: string, form: object, at: string) => ({
    owner_account_id: owner.id,
    owner_email: owner.email,
    player_name: name,
    form_json: JSON.stringify(form),
    queued_at: at,
    created_at: at,
    updated_at: at,
  });

  const noEffects = async () => {};

  /**
   * The acceptances kept with an entry, recorded on the registration its offer became, as of
   * when the family joined (when they accepted); a document changed since is a 409.
   */
  const recordKept = (
    trx: Trx,
    entry: WaitlistEntryRow,
    registration: { kind: WaitlistKind; id: number },
    item: DocumentItem,
    kept: WaiverAcceptance[],
    fresh: { waivers: WaiverAcceptance[]; at: string },
  ) => {
    // New acceptances, given with the offer's acceptance (the documents changed since joining), are
    // checked like a form's (400 beside each document); else the kept ones (a 409 if they are stale).
    const given = fresh.waivers.length > 0;
    return recordAcceptances(trx, {
      registration,
      item,
      accountId: entry.owner_account_id,
      waivers: given ? fresh.waivers : kept,
      at: given ? fresh.at : entry.created_at,
      from: given ? 'form' : 'waitlist',
    });
  };

  /** An open offer's item documents, when the acceptances kept from joining no longer cover them. */
  async function documentsToAccept(entryId: number) {
    const entry = await findEntry(db, entryId);
    if (!entry?.document_item_id) return [];
    const kept = (JSON.parse(entry.form_json) as { waivers?: WaiverAcceptance[] }).waivers ?? [];
    const documents = await currentDocuments(db, entry.kind, entry.document_item_id);
    return Object.keys(acceptanceErrors(documents, kept)).length > 0 ? documents : [];
  }

  return {
    offerFreedSeats,

    /** Joins a full session's waitlist with the registration form (checked exactly as a registration's). */
    async join(owner: Principal, clientKey: string, body: ValidRequest): Promise<{ id: number }> {
      assertMayOverride(owner, body.eligibilityOverrideReason);
      await checkPromoCode({ db, promoGuard: c.promoGuard }, owner, clientKey, body);
      // The camp's documents are accepted on joining, kept with the form, recorded when the offer is accepted.
      const documents = await campSessionItem(db, body.campSessionId);
      if (documents) await checkAcceptances(db, documents, body.waivers);
      const now = clock();
      const at = now.toISOString();
      let exception: EligibilityException | null = null;
      const id = await rules.join({
        kind: 'camp',
        itemId: body.campSessionId,
        // The player's age on the session's first day, as for a registration (staff may give a reason).
        check: (session) => {
          exception = applyEligibility(
            owner,
            body.eligibilityOverrideReason,
            campEligibilityErrors(body, campAgeRule(session.row)),
          );
        },
        effects: async (trx, entryId) => {
          if (exception)
            await auditEligibilityException(trx, owner, 'waitlistEntry', entryId, exception, now);
        },
        ownerId: owner.id,
        today: isoDay(now),
        perSession: waitlistLimits.perSession,
        values: entryValues(owner, `${body.playerFirstName} ${body.playerLastName}`, body, at),
      });
      log.info({ waitlistEntry: id, campSession: body.campSessionId }, 'joined waitlist');
      return { id };
    },

    /**
     * Joins a full age group's waitlist with the team form (checked exactly as a new team's:
     * checkTeamForm); the team's name names the entry.
     */
    async joinTournament(
      owner: Principal,
      clientKey: string,
      body: ValidTeamRequest,
    ): Promise<{ id: number }> {
      if (body.id !== 0) throw conflict(waitlistMessages.newTeamsOnly);
      const { exception, tournament } = await checkTeamForm(
        { db, clock, promoGuard: c.promoGuard },
        owner,
        clientKey,
        body,
      );
      await checkAcceptances(db, { owner: 'tournament', itemId: tournament.id }, body.waivers);
      const now = clock();
      const at = now.toISOString();
      const id = await rules.join({
        kind: 'tournament',
        itemId: body.ageRangeID,
        effects: async (trx, entryId) => {
          if (exception)
            await auditEligibilityException(trx, owner, 'waitlistEntry', entryId, exception, now);
        },
        ownerId: owner.id,
        today: isoDay(now),
        perSession: waitlistLimits.perSession,
        values: entryValues(owner, body.teamName, body, at),
      });
      log.info({ waitlistEntry: id, ageRange: body.ageRangeID }, 'joined waitlist');
      return { id };
    },

    async mine(owner: Principal): Promise<WaitlistEntry[]> {
      const entries = await ownerEntries(db, owner.id, isoDay(clock()));
      return Promise.all(
        entries.map(async (e) =>
          e.state === 'offered' ? { ...e, documentsToAccept: await documentsToAccept(e.id) } : e,
        ),
      );
    },

    /**
     * Accepts an open offer: a registration from the kept form holding the reserved seat or place,
     * priced now by the server (the promo code counts if it is still the item's). A camp entry
     * becomes a camp registration; a tournament entry a team with its members. `waivers`: new
     * acceptances, when the item's documents changed since the family joined.
     */
    async accept(
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
          if (item.kind === 'tournament') {
            // The ledger reads only the group's terms; the team's price and rules are the
            // tournament's, read under the lock the ledger holds.
            const tournament = await findTournamentByAgeRange(trx, item.id);
            if (!tournament) throw conflict(waitlistMessages.ageGroupClosed);
            const form = tournamentRegistrationRequestSchema().parse(JSON.parse(entry.form_json));
            // Staff may have changed the group's rules since: the players must still fit them,
            // unless staff let the entry in outside them.
            if (!form.eligibilityOverrideReason) {
              const problem = Object.values(
                teamEligibilityErrors(form.teamMembers, teamAgeRule(tournament)),
              )[0]?.[0];
              if (problem) throw conflict(problem);
            }
            const discount = form.promoCode ? (teamDiscount(tournament, form.promoCode) ?? 0) : 0;
            const teamId = await insertTeamRegistration(
              trx,
              newTeamRow(who, teamValues(tournament, form, discount, at)),
              teamMemberValues(tournament, form),
            );
            await recordKept(
              trx,
              entry,
              { kind: 'tournament', id: teamId },
              { owner: 'tournament', itemId: tournament.id },
              form.waivers,
              fresh,
            );
            return teamId;
          }
          const session = item.row;
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
            campRegistrationValues(
              who,
              { ...form, promoCode: discountCents ? form.promoCode : '' },
              session,
              {
                discountCents,
                at,
                holdUntil,
              },
            ),
          );
          await recordKept(
            trx,
            entry,
            { kind: 'camp', id: registrationId },
            { owner: 'camp', itemId: session.camp_spec_id },
            form.waivers,
            fresh,
          );
          return registrationId;
        },
      });
      c.seatsChanged();
      return { registrationId };
    },

    /** The owner declines an open offer or leaves the waitlist; a reserved seat goes to the next entry. */
    async close(id: number, owner: Principal, to: 'declined' | 'left') {
      const now = clock();
      await rules.close({
        entryId: id,
        to,
        from: to === 'declined' ? ['offered'] : ['waiting', 'offered'],
        check: (entry) => {
          if (entry.owner_account_id !== owner.id) throw notFound(waitlistMessages.notFound);
        },
        at: now.toISOString(),
        offerUntil: offerUntil(now),
        effects: noEffects,
        offerEffects: offerMail,
      });
      c.seatsChanged();
      return { id };
    },

    /** Staff: a camp session's or a tournament age group's waitlist. */
    list: (kind: WaitlistKind, itemId: number): Promise<StaffWaitlistEntry[]> =>
      itemEntries(db, kind, itemId),

    /** Staff: out of order to the front of the line ('offer'), or to its back ('skip', withdrawing an open offer). */
    async reorder(id: number, staff: Principal, to: 'front' | 'back') {
      const now = clock();
      await rules.reorder({
        entryId: id,
        to,
        at: now.toISOString(),
        offerUntil: offerUntil(now),
        effects: auditEntry(to === 'front' ? 'waitlistOfferNext' : 'waitlistSkip', staff, now),
        offerEffects: offerMail,
      });
      c.seatsChanged();
      return { id };
    },

    /** Staff: removes an open entry, with the reason in the audit log. */
    async remove(id: number, staff: Principal, reason: string) {
      const now = clock();
      await rules.close({
        entryId: id,
        to: 'removed',
        from: ['waiting', 'offered'],
        check: () => {},
        reason,
        at: now.toISOString(),
        offerUntil: offerUntil(now),
        effects: auditEntry('waitlistRemove', staff, now, { reason }),
        offerEffects: offerMail,
      });
      c.seatsChanged();
      return { id };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

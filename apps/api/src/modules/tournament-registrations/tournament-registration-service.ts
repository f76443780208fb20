import {
  type AgeGroupGender,
  ledgerMessages,
  messages,
  priceOrderLines,
  rosterInviteMessages,
  serverNotes,
  teamEligibilityErrors,
  type tournamentRegistrationRequestSchema,
  unpaidStatuses,
  validationMessages,
  waitlistMessages,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import type { Executor, Trx } from '../../db/database.js';
import type { TournamentRegistrationRow } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import { costCentsAt, pricedAtOf } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { couponUsesOf, withCoupon } from '../coupons/coupons-repository.js';
import type { CouponService } from '../coupons/coupons-service.js';
import { releaseCouponUse } from '../ledger/coupon-uses.js';
import type { Ledger } from '../ledger/index.js';
import { lockAgeGroup, teamPlacesForWalkIns } from '../ledger/seats.js';
import { recordCreated } from '../ledger/transitions.js';
import { findAttempt, pendingPayments } from '../money/attempts-repository.js';
import { balancesOf, checkoutOffersNow, withBalance } from '../money/deposits.js';
import type { PaymentService } from '../money/payment-service.js';
import { refundsOf, withRefunds } from '../money/refunds-repository.js';
import {
  applyEligibility,
  assertMayOverride,
  auditEligibilityException,
  type EligibilityException,
} from '../registration-limits/eligibility.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';
import type { TeamRosterService } from '../team-rosters/team-roster-service.js';
import { openInviteCount } from '../team-rosters/team-rosters-repository.js';
import {
  findTournamentByAgeRange,
  pricedTournament,
  type TournamentRecord,
  tournamentsByAgeRange,
} from '../tournaments/tournaments-repository.js';
import { acceptancesOf, withAcceptances } from '../waivers/waivers-repository.js';
import { recordAcceptances } from '../waivers/waivers-service.js';
import {
  findTeamRegistration,
  insertTeamRegistration,
  listTeamRegistrationsOf,
  type MemberValues,
  membersByRegistration,
  toTournamentRegistration,
  updateTeamRegistration,
} from './tournament-registrations-repository.js';

export type ValidTeamRequest = z.output<ReturnType<typeof tournamentRegistrationRequestSchema>>;
type ValidRequest = ValidTeamRequest;

/** A team's form checked against its tournament, ready to be written. */
export interface CheckedTeam {
  tournament: TournamentRecord;
  values: ReturnType<typeof teamValues>;
  members: MemberValues[];
  exception: EligibilityException | null;
}

/**
 * What a team of `tournament` costs when priced at `instant`: its price window then, or its own
 * price (contracts `priceAt`, decision 0102).
 */
export const teamCostCents = (tournament: TournamentRecord, instant: Date) =>
  costCentsAt(tournament, tournament.time_zone, instant);

/** A team's registration columns from its form, priced at `costCents` with `discountCents` off. */
export function teamValues(
  tournament: TournamentRecord,
  body: ValidRequest,
  price: { costCents: number; discountCents: number },
  at: string,
) {
  const discountCents = Math.min(price.discountCents, price.costCents);
  return {
    tournament_id: tournament.id,
    age_range_id: body.ageRangeID,
    contact_name: body.contactName,
    contact_email: body.contactEmail,
    contact_phone: body.contactPhone,
    team_name: body.teamName,
    promo_code: discountCents && body.promoCode ? body.promoCode.toUpperCase() : '',
    promo_discount_cents: discountCents,
    amount_cents: price.costCents - discountCents,
    priced_cost_cents: price.costCents,
    updated_at: at,
  };
}

/** A team's member rows from its form (no shirt sizes when the tournament offers no shirts). */
export function teamMemberValues(tournament: TournamentRecord, body: ValidRequest): MemberValues[] {
  return body.teamMembers.map((m) => ({
    player_full_name: m.playerFullName,
    player_email: m.playerEmail,
    player_date_of_birth: m.playerDateOfBirth,
    tshirt_size: tournament.supports_tshirt ? m.tshirtSize : '',
    player_gender: m.playerGender,
    parent_full_name: m.parentFullName,
    parent_phone: m.parentPhone,
  }));
}

/** The promo code's discount when it is the tournament's (case-insensitively); 0 otherwise. */
export function teamDiscount(tournament: TournamentRecord, promoCode: string) {
  const ok = tournament.promo_code && tournament.promo_code.toLowerCase() === promoCode.toLowerCase();
  return ok ? Math.min(tournament.promo_discount_cents, tournament.cost_cents) : null;
}

/** The age group's eligibility rule as contracts' team checks read it. */
export const teamAgeRule = (tournament: TournamentRecord) => ({
  birthDateFrom: tournament.birth_date_from,
  birthDateTo: tournament.birth_date_to,
  gender: tournament.gender as AgeGroupGender | null,
});

/**
 * The tournament's limits on a team's players: its maximum (with `invited`, the team's open
 * invitations, decision 0100), and shirt sizes when it offers shirts.
 */
export function teamMemberErrors(tournament: TournamentRecord, body: ValidRequest, invited = 0) {
  const errors: Record<string, string[]> = {};
  // Players entered in full, invited on this form, and invited before whose guardians have not completed them.
  if (body.teamMembers.length + body.invitedPlayers.length + invited > tournament.max_players) {
    errors.teamMembers = [validationMessages.tooManyMembers(tournament.max_players)];
  }
  if (tournament.supports_tshirt) {
    body.teamMembers.forEach((m, i) => {
      if (!m.tshirtSize)
        errors[`teamMembers[${i}].tshirtSize`] = [validationMessages.invalidChoice('T-shirt size')];
    });
  }
  return errors;
}

/**
 * The tournament's own rules for a team's form, the one check of a registration and of a
 * waitlist entry: the age range is open and belongs to the tournament, the deadline has not
 * passed, the team fits its maximum, shirts are sized when it offers them, the promo code is the
 * tournament's (guarded against guessing); every player's birth date and gender fit the age group
 * (staff may register outside them with a reason, audited by the caller). `check` runs once the
 * tournament is read (an edit's own rules).
 */
export async function checkTeamForm(
  { db, clock, promoGuard }: { db: Executor; clock: () => Date; promoGuard: PromoGuard },
  owner: Principal,
  clientKey: string,
  body: ValidRequest,
  check?: (tournament: TournamentRecord) => void,
): Promise<CheckedTeam> {
  assertMayOverride(owner, body.eligibilityOverrideReason);
  const tournament = await findTournamentByAgeRange(db, body.ageRangeID);
  if (!tournament || tournament.archived_at || tournament.age_range_archived_at) {
    throw new FieldValidationError({ ageRangeID: ['This age group is not open for registration.'] });
  }
  check?.(tournament);
  if (body.tournamentID && body.tournamentID !== tournament.id) {
    throw new FieldValidationError({ ageRangeID: [ledgerMessages.ageGroupNotInTournament] });
  }
  const at = clock().toISOString();
  if (isoDay(new Date(at)) > tournament.last_date_to_register)
    throw conflict(validationMessages.registrationDeadlinePassed);

  const errors = teamMemberErrors(tournament, body, body.id > 0 ? await openInviteCount(db, body.id) : 0);
  // Invitations go out with a new team; an existing team invites from its roster page.
  if (body.id > 0 && body.invitedPlayers.length)
    errors.invitedPlayers = [rosterInviteMessages.editInvitesOnRosterPage];
  let discountCents = 0;
  if (body.promoCode) {
    await promoGuard.assertAllowed(owner.id, clientKey);
    const discount = teamDiscount(tournament, body.promoCode);
    if (discount === null) {
      await promoGuard.recordFailure(owner.id, clientKey);
      errors.promoCode = [validationMessages.promoCodeInvalid];
    } else discountCents = discount;
  }
  if (Object.keys(errors).length) throw new FieldValidationError(errors);
  const exception = applyEligibility(
    owner,
    body.eligibilityOverrideReason,
    teamEligibilityErrors(body.teamMembers, teamAgeRule(tournament)),
  );
  return {
    tournament,
    values: {
      ...teamValues(
        tournament,
        body,
        { costCents: teamCostCents(tournament, new Date(at)), discountCents },
        at,
      ),
      promo_code: body.promoCode.toUpperCase(),
    },
    members: teamMemberValues(tournament, body),
    exception,
  };
}

/**
 * A new team's registration row (unpaid, no checkout yet) for its owner, priced as of `pricedAt`
 * (its price window then; decision 0102).
 */
export const newTeamRow = (
  owner: { id: string; email: string },
  values: ReturnType<typeof teamValues>,
  pricedAt: string,
) => ({
  ...values,
  priced_at: pricedAt,
  owner_account_id: owner.id,
  owner_email: owner.email,
  status: 'registered' as const,
  stripe_session_id: null,
  cancel_reason: null,
  paid_at: null,
  created_at: values.updated_at,
});

/** A coach's team registrations: register or edit, read one, list all. Owner only. */
export function createTournamentRegistrationService(
  { db, engine, clock }: ServiceDeps,
  {
    ledger,
    payments,
    promoGuard,
    changeRoster,
    coupons,
    invites,
  }: {
    ledger: Ledger;
    /** Players listed by name and a guardian's e-mail on a new team's form (decision 0100). */
    invites: Pick<TeamRosterService, 'addInvites'>;
    coupons: Pick<CouponService, 'check' | 'take'>;
    payments: Pick<PaymentService, 'closeCheckout'>;
    promoGuard: PromoGuard;
    /** A paid team's save: its roster only, until the roster deadline (roster-change.ts). */
    changeRoster: (owner: Principal, team: TournamentRegistrationRow, body: ValidRequest) => Promise<number>;
  },
) {
  /**
   * Registers (id 0) or edits (id > 0, owner only, while unpaid) a team, its form checked by
   * checkTeamForm (on an edit, the age range must be of the registration's own tournament). A new
   * team, or an edit moving a team to another age group, takes a place there under the group's
   * lock (ledger/seats.ts): a full group, or one with teams waiting, refuses it. An edit that
   * changes the price closes the open checkout at the provider first, so the old price can no
   * longer be paid. A paid team's save changes its roster only (`changeRoster`).
   */
  async function save(owner: Principal, clientKey: string, body: ValidRequest): Promise<number> {
    const existing = body.id > 0 ? await findTeamRegistration(db, body.id) : undefined;
    if (existing?.status === 'paid' && existing.owner_account_id === owner.id)
      return changeRoster(owner, existing, body);
    const { tournament, values, members, exception } = await checkTeamForm(
      { db, clock, promoGuard },
      owner,
      clientKey,
      body,
      (t) => {
        if (body.id === 0) return;
        if (!existing || existing.owner_account_id !== owner.id)
          throw notFound(messages.tournamentRegistrationNotFound);
        if (!unpaidStatuses.includes(existing.status as never)) {
          throw conflict(`A ${existing.status} registration can no longer be changed.`);
        }
        if (existing.tournament_id !== t.id)
          throw new FieldValidationError({ ageRangeID: [ledgerMessages.cannotMoveTournament] });
      },
    );
    const now = new Date(values.updated_at);
    const at = values.updated_at;
    // Promo, then coupon: the one pricing function (contracts `priceOrderLines`).
    const coupon = body.couponCode
      ? await coupons.check(
          owner,
          clientKey,
          body.couponCode,
          { kind: 'tournament', tournamentId: tournament.id },
          tournament.facility_id,
        )
      : null;
    // A new team is priced now; an unpaid team edited later keeps the price it was priced at
    // (its window then), so neither a window passing nor staff editing the price changes it
    // (decisions 0102, 0116).
    const costCents =
      existing?.priced_cost_cents ?? teamCostCents(tournament, existing ? pricedAtOf(existing) : now);
    const [price] = priceOrderLines(
      [{ costCents, promoDiscountCents: values.promo_discount_cents }],
      { kind: 'none' },
      coupon?.discount ?? null,
    );
    values.amount_cents = price!.amountCents;
    values.priced_cost_cents = costCents;
    // The team's coupon use, taken with its row (an edit gives its earlier use back first).
    const takeCoupon = async (trx: Trx, id: number) => {
      if (existing) await releaseCouponUse(trx, 'tournament', id, at);
      if (coupon)
        await coupons.take(trx, coupon, {
          accountId: owner.id,
          kind: 'tournament',
          registrationId: id,
          discountCents: price!.couponDiscountCents,
          at,
        });
    };

    const openSession = existing ? await openCheckoutOf(db, existing.stripe_session_id) : null;
    const priceChanged =
      existing !== undefined &&
      (existing.age_range_id !== values.age_range_id ||
        existing.amount_cents !== values.amount_cents ||
        existing.promo_code !== values.promo_code);
    if (existing && openSession && priceChanged) {
      const outcome = await payments.closeCheckout(openSession);
      if (outcome === 'paid') throw conflict(ledgerMessages.paidMeanwhile);
      if (outcome === 'pending') throw conflict(ledgerMessages.paymentProcessing);
    }

    // The tournament's waivers and consents, accepted by the coach at their current versions.
    const acceptances = (trx: Trx, id: number) =>
      recordAcceptances(trx, {
        registration: { kind: 'tournament', id },
        item: { owner: 'tournament', itemId: tournament.id },
        accountId: owner.id,
        waivers: body.waivers,
        at,
        edit: existing !== undefined,
      });
    return db.transaction().execute(async (trx) => {
      // A team new to the age group takes a place: none while the group is full or teams wait.
      if (!existing || existing.age_range_id !== values.age_range_id) {
        await lockAgeGroup(trx, engine, tournament.age_range_id);
        if ((await teamPlacesForWalkIns(trx, tournament.age_range_id)) === 0)
          throw conflict(waitlistMessages.ageGroupFull);
      }
      if (existing) {
        if (openSession && priceChanged)
          await ledger.closeCheckout(trx, 'tournament', existing.id, openSession, at, {
            by: 'family',
            byId: owner.id,
            why: serverNotes.teamRepriced,
          });
        // Only while nobody paid, cancelled or opened another checkout since it was read.
        if (!(await updateTeamRegistration(trx, existing.id, existing.stripe_session_id, values, members)))
          throw conflict(ledgerMessages.changedMeanwhile);
        // An edit is asked only for documents the team has not accepted at their current version.
        await acceptances(trx, existing.id);
        await takeCoupon(trx, existing.id);
        if (exception)
          await auditEligibilityException(trx, owner, 'tournamentRegistration', existing.id, exception, now);
        return existing.id;
      }
      const id = await insertTeamRegistration(trx, newTeamRow(owner, values, at), members);
      await recordCreated(
        trx,
        'tournament',
        id,
        'registered',
        { by: 'family', byId: owner.id, why: serverNotes.registered },
        at,
      );
      await acceptances(trx, id);
      await takeCoupon(trx, id);
      if (exception)
        await auditEligibilityException(trx, owner, 'tournamentRegistration', id, exception, now);
      await invites.addInvites(
        trx,
        { id, team_name: values.team_name, contact_name: values.contact_name, owner_account_id: owner.id },
        tournament,
        body.invitedPlayers,
        at,
      );
      return id;
    });
  }

  return {
    save,

    async getOwned(owner: Principal, id: number) {
      const row = await findTeamRegistration(db, id);
      if (!row || row.owner_account_id !== owner.id) throw notFound(messages.tournamentRegistrationNotFound);
      const [members, tournament, pending, refunds, acceptances, coupons] = await Promise.all([
        membersByRegistration(db, [row.id]),
        findTournamentByAgeRange(db, row.age_range_id),
        pendingPayments(db, 'tournament', [row.id]),
        refundsOf(db, 'tournament', [row.id]),
        acceptancesOf(db, 'tournament', [row.id]),
        couponUsesOf(db, 'tournament', [row.id]),
      ]);
      const balances = await balancesOf(
        db,
        'tournament',
        [{ ...row, priced_item_id: row.age_range_id }],
        clock(),
      );
      const offers = await checkoutOffersNow(
        db,
        'tournament',
        { ...row, priced_item_id: row.age_range_id, order_id: null },
        clock(),
      );
      return {
        ...toTournamentRegistration(row, members.get(row.id) ?? [], pending.has(row.id)),
        ...withBalance(balances.get(row.id)),
        ...offers,
        ...withRefunds(refunds.get(row.id)),
        ...withAcceptances(acceptances.get(row.id)),
        ...withCoupon(coupons.get(row.id)),
        tournament: tournament ? pricedTournament(tournament, row) : undefined,
      };
    },

    /** The owner's teams, newest first, with members and tournaments read in one query each. */
    async listOwned(owner: Principal) {
      const rows = await listTeamRegistrationsOf(db, owner.id);
      const ids = rows.map((r) => r.id);
      const [members, pending, refunds, tournaments, acceptances, coupons] = await Promise.all([
        membersByRegistration(db, ids),
        pendingPayments(db, 'tournament', ids),
        refundsOf(db, 'tournament', ids),
        tournamentsByAgeRange(db, [...new Set(rows.map((r) => r.age_range_id))]),
        acceptancesOf(db, 'tournament', ids),
        couponUsesOf(db, 'tournament', ids),
      ]);
      const balances = await balancesOf(
        db,
        'tournament',
        rows.map((r) => ({ ...r, priced_item_id: r.age_range_id })),
        clock(),
      );
      return rows.map((r) => {
        const t = tournaments.get(r.age_range_id);
        return {
          ...toTournamentRegistration(r, members.get(r.id) ?? [], pending.has(r.id)),
          ...withRefunds(refunds.get(r.id)),
          ...withAcceptances(acceptances.get(r.id)),
          ...withCoupon(coupons.get(r.id)),
          ...withBalance(balances.get(r.id)),
          tournament: t ? pricedTournament(t, r) : undefined,
        };
      });
    },
  };
}

export type TournamentRegistrationService = ReturnType<typeof createTournamentRegistrationService>;

/** The registration's checkout, when the provider may still take a payment on it. */
async function openCheckoutOf(db: Executor, sessionId: string | null) {
  if (!sessionId) return null;
  const attempt = await findAttempt(db, sessionId);
  return attempt && (attempt.state === 'open' || attempt.state === 'pending') ? sessionId : null;
}

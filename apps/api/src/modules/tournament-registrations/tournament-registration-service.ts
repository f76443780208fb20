import {
  type AgeGroupGender,
  ledgerMessages,
  messages,
  teamEligibilityErrors,
  type tournamentRegistrationRequestSchema,
  unpaidStatuses,
  validationMessages,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import type { Executor } from '../../db/database.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import type { Ledger } from '../ledger/registration-ledger.js';
import type { PaymentService } from '../payments/payment-service.js';
import { findAttempt, pendingPayments } from '../payments/payments-repository.js';
import { refundsOf, withRefunds } from '../refunds/refunds-repository.js';
import {
  applyEligibility,
  assertMayOverride,
  auditEligibilityException,
} from '../registration-limits/eligibility.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';
import {
  findTournamentByAgeRange,
  toTournament,
  tournamentsByAgeRange,
} from '../tournaments/tournaments-repository.js';
import {
  findTeamRegistration,
  insertTeamRegistration,
  listTeamRegistrationsOf,
  type MemberValues,
  membersByRegistration,
  toTournamentRegistration,
  updateTeamRegistration,
} from './tournament-registrations-repository.js';

type ValidRequest = z.output<ReturnType<typeof tournamentRegistrationRequestSchema>>;

/** A coach's team registrations: register or edit, read one, list all. Owner only. */
export function createTournamentRegistrationService(
  { db, clock }: ServiceDeps,
  {
    ledger,
    payments,
    promoGuard,
  }: { ledger: Ledger; payments: Pick<PaymentService, 'closeCheckout'>; promoGuard: PromoGuard },
) {
  /**
   * Registers (id 0) or edits (id > 0, owner only, while unpaid) a team. The tournament's own
   * rules are checked here: the age range belongs to it (on an edit: to the registration's own
   * tournament), the deadline has not passed, the team fits its maximum, shirts are sized when it
   * offers them; every player's birth date and gender fit the age group (staff may register
   * outside them with a reason, audited); the price is the tournament's. An edit that changes
   * the price closes the open checkout at the provider first, so the old price can no longer be
   * paid.
   */
  async function save(owner: Principal, clientKey: string, body: ValidRequest): Promise<number> {
    assertMayOverride(owner, body.eligibilityOverrideReason);
    const tournament = await findTournamentByAgeRange(db, body.ageRangeID);
    if (!tournament || tournament.archived_at || tournament.age_range_archived_at) {
      throw new FieldValidationError({ ageRangeID: ['This age group is not open for registration.'] });
    }
    const existing = body.id > 0 ? await findTeamRegistration(db, body.id) : undefined;
    if (body.id > 0) {
      if (!existing || existing.owner_account_id !== owner.id)
        throw notFound(messages.tournamentRegistrationNotFound);
      if (!unpaidStatuses.includes(existing.status as never)) {
        throw conflict(`A ${existing.status} registration can no longer be changed.`);
      }
      if (existing.tournament_id !== tournament.id)
        throw new FieldValidationError({ ageRangeID: [ledgerMessages.cannotMoveTournament] });
    }
    if (body.tournamentID && body.tournamentID !== tournament.id) {
      throw new FieldValidationError({ ageRangeID: [ledgerMessages.ageGroupNotInTournament] });
    }
    if (isoDay(clock()) > tournament.last_date_to_register)
      throw conflict(validationMessages.registrationDeadlinePassed);

    const errors: Record<string, string[]> = {};
    if (body.teamMembers.length > tournament.max_players) {
      errors.teamMembers = [validationMessages.tooManyMembers(tournament.max_players)];
    }
    if (tournament.supports_tshirt) {
      body.teamMembers.forEach((m, i) => {
        if (!m.tshirtSize)
          errors[`teamMembers[${i}].tshirtSize`] = [validationMessages.invalidChoice('T-shirt size')];
      });
    }
    let discountCents = 0;
    if (body.promoCode) {
      await promoGuard.assertAllowed(owner.id, clientKey);
      const ok =
        tournament.promo_code && tournament.promo_code.toLowerCase() === body.promoCode.toLowerCase();
      if (!ok) {
        await promoGuard.recordFailure(owner.id, clientKey);
        errors.promoCode = [validationMessages.promoCodeInvalid];
      } else discountCents = Math.min(tournament.promo_discount_cents, tournament.cost_cents);
    }
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
    const exception = applyEligibility(
      owner,
      body.eligibilityOverrideReason,
      teamEligibilityErrors(body.teamMembers, {
        birthDateFrom: tournament.birth_date_from,
        birthDateTo: tournament.birth_date_to,
        gender: tournament.gender as AgeGroupGender | null,
      }),
    );
    const members: MemberValues[] = body.teamMembers.map((m) => ({
      player_full_name: m.playerFullName,
      player_email: m.playerEmail,
      player_date_of_birth: m.playerDateOfBirth,
      tshirt_size: tournament.supports_tshirt ? m.tshirtSize : '',
      player_gender: m.playerGender,
      parent_full_name: m.parentFullName,
      parent_phone: m.parentPhone,
    }));
    const now = clock();
    const at = now.toISOString();
    const values = {
      tournament_id: tournament.id,
      age_range_id: body.ageRangeID,
      contact_name: body.contactName,
      contact_email: body.contactEmail,
      contact_phone: body.contactPhone,
      team_name: body.teamName,
      promo_code: body.promoCode ? body.promoCode.toUpperCase() : '',
      promo_discount_cents: discountCents,
      amount_cents: tournament.cost_cents - discountCents,
      updated_at: at,
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

    return db.transaction().execute(async (trx) => {
      if (existing) {
        if (openSession && priceChanged)
          await ledger.closeCheckout(trx, 'tournament', existing.id, openSession, at);
        // Only while nobody paid, cancelled or opened another checkout since it was read.
        if (!(await updateTeamRegistration(trx, existing.id, existing.stripe_session_id, values, members)))
          throw conflict(ledgerMessages.changedMeanwhile);
        if (exception)
          await auditEligibilityException(trx, owner, 'tournamentRegistration', existing.id, exception, now);
        return existing.id;
      }
      const id = await insertTeamRegistration(
        trx,
        {
          ...values,
          owner_account_id: owner.id,
          owner_email: owner.email,
          status: 'registered',
          stripe_session_id: null,
          cancel_reason: null,
          paid_at: null,
          created_at: at,
        },
        members,
      );
      if (exception)
        await auditEligibilityException(trx, owner, 'tournamentRegistration', id, exception, now);
      return id;
    });
  }

  return {
    save,

    async getOwned(owner: Principal, id: number) {
      const row = await findTeamRegistration(db, id);
      if (!row || row.owner_account_id !== owner.id) throw notFound(messages.tournamentRegistrationNotFound);
      const [members, tournament, pending, refunds] = await Promise.all([
        membersByRegistration(db, [row.id]),
        findTournamentByAgeRange(db, row.age_range_id),
        pendingPayments(db, 'tournament', [row.id]),
        refundsOf(db, 'tournament', [row.id]),
      ]);
      return {
        ...toTournamentRegistration(row, members.get(row.id) ?? [], pending.has(row.id)),
        ...withRefunds(refunds.get(row.id)),
        tournament: tournament ? toTournament(tournament) : undefined,
      };
    },

    /** The owner's teams, newest first, with members and tournaments read in one query each. */
    async listOwned(owner: Principal) {
      const rows = await listTeamRegistrationsOf(db, owner.id);
      const ids = rows.map((r) => r.id);
      const [members, pending, refunds, tournaments] = await Promise.all([
        membersByRegistration(db, ids),
        pendingPayments(db, 'tournament', ids),
        refundsOf(db, 'tournament', ids),
        tournamentsByAgeRange(db, [...new Set(rows.map((r) => r.age_range_id))]),
      ]);
      return rows.map((r) => {
        const t = tournaments.get(r.age_range_id);
        return {
          ...toTournamentRegistration(r, members.get(r.id) ?? [], pending.has(r.id)),
          ...withRefunds(refunds.get(r.id)),
          tournament: t ? toTournament(t) : undefined,
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

import {
  type CancellationPolicy,
  campEligibilityProblem,
  daysBefore,
  formatDate,
  formatMoney,
  messages,
  type OwnerSwitchRequest,
  type SessionSwitch,
  type StaffSwitchRequest,
  type SwitchOptions,
  type SwitchResult,
  switchMessages,
  webRoutes,
} from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl, defaultCancellationPolicy } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail, mailFromLines } from '../../mail/outbox.js';
import { listOpenSessions, toCampSession } from '../camps/camp-sessions-repository.js';
import type { Ledger } from '../ledger/registration-ledger.js';
import type { SwitchPlan } from '../ledger/session-switch-ledger.js';
import type { PaymentService } from '../payments/payment-service.js';
import type { RefundService } from '../refunds/refund-service.js';
import { campAgeRule } from '../registration-limits/eligibility.js';
import { audit } from '../staff/audit-repository.js';
import { findPaymentDetails } from './camp-registrations-repository.js';
import {
  findMove,
  findSessionSwitch,
  findSwitchSubject,
  openSwitchOf,
} from './session-switches-repository.js';

type SwitchPlanner = Parameters<Ledger['requestSwitch']>[0]['plan'];

export interface SwitchCollaborators {
  ledger: Ledger;
  payments: PaymentService;
  refunds: RefundService;
  /** Seats moved: the public lists must show it. */
  seatsChanged: () => void;
}

/**
 * A registration's price in a session: its cost, less the session's discount when the
 * registration's promo code is that session's, less the sibling discount it was given in its
 * order (kept in dollars when it moves, never more than what is left).
 */
const priceIn = (
  target: { cost_cents: number; promo_code: string | null; promo_discount_cents: number },
  r: { promo_code: string; sibling_discount_cents: number },
) => {
  const afterPromo = afterPromoIn(target, r);
  return afterPromo - Math.min(r.sibling_discount_cents, afterPromo);
};

/** The session's cost less its discount when the registration's promo code is that session's. */
const afterPromoIn = (
  target: { cost_cents: number; promo_code: string | null; promo_discount_cents: number },
  r: { promo_code: string },
) =>
  target.cost_cents -
  (r.promo_code && target.promo_code?.toLowerCase() === r.promo_code.toLowerCase()
    ? Math.min(target.promo_discount_cents, target.cost_cents)
    : 0);

/**
 * Moving a paid camp registration to another session. The owner may move it until the policy's
 * last refund day (the fee cut-off); staff at any time. The ledger holds the new seat first; a
 * cheaper or equal session moves at once (refunding the difference), a dearer one waits for a
 * checkout of the difference and moves when the provider's record shows it paid.
 */
export function createSessionSwitchService(deps: ServiceDeps, c: SwitchCollaborators) {
  const { db, clock, config } = deps;
  const defaultPolicy = defaultCancellationPolicy(config);
  const holdUntil = () => new Date(clock().getTime() + config.HOLD_MINUTES * 60_000).toISOString();

  /** The last day the owner may move a registration: the policy's last day with a refund (and before the start). */
  const lastDayFor = (startDate: string, policyJson: string | null) => {
    const policy: CancellationPolicy = policyJson ? JSON.parse(policyJson) : defaultPolicy;
    const days = Math.max(policy.feeDays, 1);
    return isoDay(new Date(Date.parse(`${startDate}T00:00:00Z`) - days * 86_400_000));
  };

  async function subjectFor(id: number, owner?: Principal) {
    const r = await findSwitchSubject(db, id);
    if (!r || (owner && r.owner_account_id !== owner.id))
      throw notFound(owner ? messages.notOwned : 'Registration not found');
    return r;
  }

  async function options(id: number, actor: Principal, asStaff: boolean): Promise<SwitchOptions> {
    const r = await subjectFor(id, asStaff ? undefined : actor);
    const today = isoDay(clock());
    const lastDay = asStaff ? null : lastDayFor(r.start_date, r.cancellation_policy);
    const pendingRow = await openSwitchOf(db, id);
    const pending = pendingRow ? ((await findSessionSwitch(db, pendingRow.id)) ?? null) : null;
    let reason: string | null = null;
    if (r.status !== 'paid') reason = switchMessages.notPaid;
    else if (lastDay && daysBefore(lastDay, today) < 0) reason = switchMessages.pastCutoff(lastDay);
    const sessions = reason ? [] : await listOpenSessions(db, today, null);
    return {
      registrationId: id,
      switchable: reason === null,
      reason,
      lastDay,
      pending,
      options: sessions
        .filter((s) => s.id !== r.camp_session_id && toCampSession(s).seatsLeft > 0)
        // The family moves only to sessions the player may attend (staff may move anywhere).
        .filter((s) => asStaff || !campEligibilityProblem(r.player_birthdate, campAgeRule(s)))
        .map((s) => {
          const price = priceIn(s, r);
          return {
            campSessionId: s.id,
            campName: s.camp_name,
            facilityName: s.facility_name,
            city: s.city,
            state: s.state,
            startDate: s.start_date,
            endDate: s.end_date,
            timeBlock: s.time_block,
            ageRange: s.age_range,
            price: dollars(price),
            difference: dollars(price - r.amount_cents),
            seatsLeft: toCampSession(s).seatsLeft,
          };
        }),
    };
  }

  /**
   * The ledger's move with what follows it: the refund rows, audit entry and mail in its
   * transaction when it moved at once; otherwise the checkout for the difference.
   */
  async function move(
    id: number,
    actor: Principal,
    input: {
      toSessionId: number;
      byStaff: boolean;
      reason: string;
      check: (registration: { owner_account_id: string }) => void;
      plan: (...args: Parameters<SwitchPlanner>) => SwitchPlan;
    },
  ): Promise<SwitchResult> {
    const at = clock();
    let refundIds: number[] = [];
    let refundCents = 0;
    let targetAfterPromo = 0;
    const row = await c.ledger.requestSwitch({
      registrationId: id,
      toSessionId: input.toSessionId,
      today: isoDay(at),
      holdUntil: holdUntil(),
      requestedBy: actor.id,
      byStaff: input.byStaff,
      reason: input.reason,
      at: at.toISOString(),
      check: input.check,
      plan: (target, r) => {
        targetAfterPromo = afterPromoIn(target, r);
        return input.plan(target, r);
      },
      effects: async (trx, moved) => {
        if (moved.difference_cents < 0) {
          // Less what the order's other players lose once this line is the cheaper one.
          ({ ids: refundIds, refundCents } = await c.refunds.moveRefundInTransaction(
            trx,
            id,
            -moved.difference_cents,
            targetAfterPromo,
            {
              reason: `Moved to a cheaper session: ${input.reason}`,
              requestedBy: actor.id,
              at: at.toISOString(),
            },
          ));
        }
        await auditMove(trx, actor, moved.id, id, at);
        const mail = await switchMail(trx, moved.id);
        if (mail) await enqueueMail(trx, mail, at);
      },
    });
    c.seatsChanged();
    if (row.state === 'completed') {
      await c.refunds.sendRefunds(refundIds);
      return {
        registrationId: id,
        switch: (await findSessionSwitch(db, row.id))!,
        checkoutUrl: null,
        refund: dollars(refundCents),
      };
    }
    return payDifference(row);
  }

  /** Opens (or reopens) the checkout of a move's difference; if it cannot be opened the held seat goes back. */
  async function payDifference(
    row: NonNullable<Awaited<ReturnType<typeof openSwitchOf>>>,
  ): Promise<SwitchResult> {
    const details = await findPaymentDetails(db, row.registration_id);
    const target = (await findSessionSwitch(db, row.id))!;
    try {
      const checkoutUrl = await c.payments.openSwitchCheckout(row, {
        productName: `Move to ${target.to}`,
        description:
          `${details?.player_first_name ?? ''} ${details?.player_last_name ?? ''}: the difference from ${target.from}`.trim(),
        customerEmail: details?.pog1_email ?? '',
      });
      return { registrationId: row.registration_id, switch: target, checkoutUrl, refund: 0 };
    } catch (error) {
      await c.payments.releaseSwitch(row.id, row.provider_session_id, { lapsedOnly: false });
      throw error;
    }
  }

  async function auditMove(
    trx: Transaction<Database>,
    actor: Principal,
    moveId: number,
    id: number,
    at: Date,
  ) {
    const m = (await findSessionSwitch(trx, moveId))!;
    await audit(
      trx,
      actor,
      'switchSession',
      'campRegistration',
      id,
      { from: m.from, to: m.to, difference: m.difference, state: m.state },
      at,
    );
  }

  /** Confirms a completed move to the parent: where and when now, and the money. */
  async function switchMail(trx: Transaction<Database>, moveId: number) {
    const found = await findMove(trx, moveId);
    const r = found ? await findPaymentDetails(trx, found.registrationId) : undefined;
    if (!found || !r) return null;
    const m = found.move;
    return mailFromLines({
      dedupeKey: `camp-switched:${moveId}`,
      to: r.pog1_email,
      subject: `Moved to another session: ${r.camp_name}`,
      lines: [
        `Hi ${r.pog1_first_name},`,
        '',
        `${r.player_first_name} ${r.player_last_name} has moved from ${m.from} to ${m.to}.`,
        '',
        `Dates: ${formatDate(r.start_date)} to ${formatDate(r.end_date)}, ${r.time_block}`,
        `Where: ${r.facility_name}, ${r.address_line1}, ${r.city}, ${r.state}`,
        m.difference > 0
          ? `You paid ${formatMoney(m.difference)} more for the new session.`
          : m.difference < 0
            ? `We are refunding the ${formatMoney(-m.difference)} difference to the card you paid with; it usually arrives within 5 to 10 business days.`
            : 'The price is unchanged.',
        '',
        `Your registrations: ${appUrl(config)}${webRoutes.myRegistrations}`,
        '',
        'Touchline Soccer Academy',
      ],
    });
  }

  return {
    options,

    async switchByOwner(id: number, owner: Principal, body: OwnerSwitchRequest): Promise<SwitchResult> {
      const o = await options(id, owner, false);
      const pending = await openSwitchOf(db, id);
      // The same move again (back from the checkout without paying): the same checkout.
      if (pending?.to_session_id === body.campSessionId) {
        if (pending.hold_expires_at && pending.hold_expires_at < clock().toISOString()) {
          await c.payments.releaseSwitch(pending.id, pending.provider_session_id, { lapsedOnly: true });
          throw conflict(switchMessages.lapsed);
        }
        return payDifference(pending);
      }
      if (!o.switchable) throw conflict(o.reason ?? switchMessages.notPaid);
      return move(id, owner, {
        toSessionId: body.campSessionId,
        byStaff: false,
        reason: 'Moved by the account holder',
        check: (r) => {
          if (r.owner_account_id !== owner.id) throw notFound(messages.notOwned);
        },
        plan: (target, r) => {
          // The player's age on the new session's first day, against the row read under its lock.
          const tooYoungOrOld = campEligibilityProblem(r.player_birthdate, campAgeRule(target));
          if (tooYoungOrOld) throw new FieldValidationError({ campSessionId: [tooYoungOrOld] });
          const difference = priceIn(target, r) - r.amount_cents;
          if (difference !== Math.round(body.expectedDifference * 100))
            throw conflict(switchMessages.differenceChanged);
          return { chargeCents: Math.max(0, difference), amountChangeCents: Math.min(0, difference) };
        },
      });
    },

    /** Staff: any paid registration, past any cut-off; a dearer session's difference is waived. */
    async switchByStaff(id: number, staff: Principal, body: StaffSwitchRequest): Promise<SwitchResult> {
      await subjectFor(id);
      // A move the family left waiting for payment gives way to staff's.
      const pending = await openSwitchOf(db, id);
      if (pending) {
        const outcome = await c.payments.releaseSwitch(pending.id, pending.provider_session_id, {
          lapsedOnly: false,
        });
        if (outcome !== 'released') throw conflict(switchMessages.pendingMove);
      }
      return move(id, staff, {
        toSessionId: body.campSessionId,
        byStaff: true,
        reason: body.reason,
        check: () => {},
        plan: (target, r) => {
          const difference = priceIn(target, r) - r.amount_cents;
          return {
            chargeCents: 0,
            amountChangeCents: difference < 0 && body.refundDifference ? difference : 0,
          };
        },
      });
    },

    /** The owner keeps the current session: a move waiting for its difference is given up. */
    async keepSession(
      id: number,
      owner: Principal,
    ): Promise<{ registrationId: number; switch: SessionSwitch }> {
      await subjectFor(id, owner);
      const pending = await openSwitchOf(db, id);
      if (!pending) throw conflict(switchMessages.noPendingMove);
      const outcome = await c.payments.releaseSwitch(pending.id, pending.provider_session_id, {
        lapsedOnly: false,
      });
      if (outcome === 'paid' || outcome === 'pending') throw conflict(switchMessages.paidMeanwhile);
      return { registrationId: id, switch: (await findSessionSwitch(db, pending.id))! };
    },

    /** Before a cancellation: a move waiting for its difference is given up ('paid': it was paid meanwhile). */
    async releasePendingMove(id: number): Promise<'released' | 'paid' | 'none'> {
      const pending = await openSwitchOf(db, id);
      if (!pending) return 'none';
      const outcome = await c.payments.releaseSwitch(pending.id, pending.provider_session_id, {
        lapsedOnly: false,
      });
      // A bank payment still clearing: the cancellation expires the move; if it clears it is refunded.
      return outcome === 'paid' ? 'paid' : 'released';
    },

    describeSwitch: (moveId: number) => findSessionSwitch(db, moveId),
    switchMail,
  };
}

export type SessionSwitchService = ReturnType<typeof createSessionSwitchService>;

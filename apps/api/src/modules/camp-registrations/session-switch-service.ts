import {
  type CancellationPolicy,
  campEligibilityProblem,
  daysBefore,
  depositMessages,
  type FieldErrors,
  messages,
  type OwnerSwitchRequest,
  type SessionSwitch,
  type StaffSwitchRequest,
  type SwitchOptions,
  type SwitchResult,
  serverNotes,
  switchMessages,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl, defaultCancellationPolicy } from '../../config.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { listOpenSessions, toCampSession } from '../camps/camp-sessions-repository.js';
import { owesBalance } from '../money/deposits.js';
import { applyEligibility, assertMayOverride, campAgeRule } from '../registration-limits/eligibility.js';
import { differenceMail } from './move-mails.js';
import { moveQuoter, settlementRefusal } from './move-quote.js';
import { createMoveRequests, type SwitchCollaborators } from './move-request.js';
import { findSessionSwitch, findSwitchSubject, openSwitchOf } from './session-switches-repository.js';

/**
 * Moving a paid camp registration to another session. The owner may move it until the policy's
 * last refund day (the fee cut-off); staff at any time. The ledger holds the new seat first; a
 * cheaper or equal session moves at once (refunding the difference), a dearer one waits for a
 * checkout of the difference and moves when the provider's record shows it paid.
 */
export function createSessionSwitchService(deps: ServiceDeps, c: SwitchCollaborators) {
  const { db, clock, config } = deps;
  const defaultPolicy = defaultCancellationPolicy(config);
  const _holdUntil = () => new Date(clock().getTime() + config.HOLD_MINUTES * 60_000).toISOString();

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
    else if (await owesBalance(db, 'camp', id)) reason = depositMessages.payBalanceBeforeMove;
    const sessions = reason ? [] : await listOpenSessions(db, today, null);
    const quote = await moveQuoter(db, r);
    return {
      registrationId: id,
      switchable: reason === null,
      reason,
      lastDay,
      pending,
      options: sessions
        .filter((s) => s.id !== r.camp_session_id && toCampSession(s).seatsLeft > 0)
        .map((s) => ({ s, problem: campEligibilityProblem(r.player_birthdate, campAgeRule(s)) }))
        // The family moves only to sessions the player may attend; staff see the others marked.
        .filter(({ problem }) => asStaff || !problem)
        .map(({ s, problem }) => {
          const q = quote(s);
          const session = toCampSession(s);
          return {
            campSessionId: s.id,
            campName: s.camp_name,
            es: { campName: session.campSpec.es.campName },
            facilityName: s.facility_name,
            city: s.city,
            state: s.state,
            startDate: s.start_date,
            endDate: s.end_date,
            timeBlock: s.time_block,
            ageRange: s.age_range,
            minAge: session.minAge,
            maxAge: session.maxAge,
            price: dollars(q.priceCents),
            difference: dollars(q.differenceCents),
            refund: dollars(q.refundCents),
            eligibilityProblem: problem,
            seatsLeft: session.seatsLeft,
          };
        }),
    };
  }

  const { move, payDifference } = createMoveRequests(deps, c);

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
        reason: serverNotes.movedByOwner,
        check: (r) => {
          if (r.owner_account_id !== owner.id) throw notFound(messages.notOwned);
        },
        decide: (target, r, quote) => {
          // The player's age on the new session's first day, against the row read under its lock.
          const tooYoungOrOld = campEligibilityProblem(r.player_birthdate, campAgeRule(target));
          if (tooYoungOrOld) throw new FieldValidationError({ campSessionId: [tooYoungOrOld] });
          // The owner confirms the difference and the refund they were shown.
          if (
            quote.differenceCents !== Math.round(body.expectedDifference * 100) ||
            (body.expectedRefund !== undefined && quote.refundCents !== Math.round(body.expectedRefund * 100))
          )
            throw conflict(switchMessages.differenceChanged);
          const d = quote.differenceCents;
          return {
            plan: { chargeCents: Math.max(0, d), amountChangeCents: Math.min(0, d) },
            money: { quote, settle: d > 0 ? 'charge' : d < 0 ? 'refund' : null },
            refundCents: quote.refundCents,
          };
        },
      });
    },

    /**
     * Staff: any paid registration, past any cut-off, to a session the player's age fits or, with
     * a reason, to one it does not (audited). A price difference is settled as staff say: a
     * dearer one charged (the family is mailed a link and has STAFF_MOVE_PAYMENT_HOURS to pay)
     * or waived, a cheaper one refunded or kept; the choice and reason go in the audit log.
     */
    async switchByStaff(id: number, staff: Principal, body: StaffSwitchRequest): Promise<SwitchResult> {
      assertMayOverride(staff, body.eligibilityOverrideReason);
      await subjectFor(id);
      if (await owesBalance(db, 'camp', id)) throw conflict(depositMessages.payBalanceBeforeMove);
      // A move the family left waiting for payment gives way to staff's.
      const pending = await openSwitchOf(db, id);
      if (pending) {
        const outcome = await c.payments.releaseSwitch(pending.id, pending.provider_session_id, {
          lapsedOnly: false,
        });
        if (outcome !== 'released') throw conflict(switchMessages.pendingMove);
      }
      const result = await move(id, staff, {
        toSessionId: body.campSessionId,
        byStaff: true,
        reason: body.reason,
        holdUntil: new Date(clock().getTime() + config.STAFF_MOVE_PAYMENT_HOURS * 3_600_000).toISOString(),
        check: () => {},
        decide: (target, r, quote) => {
          const problem = campEligibilityProblem(r.player_birthdate, campAgeRule(target));
          const rules: FieldErrors = problem ? { campSessionId: [problem] } : {};
          // Every refusal at once: the age rule without a reason, a difference without a choice.
          const refused = {
            ...(body.eligibilityOverrideReason ? {} : rules),
            ...settlementRefusal(quote, body.settleDifference),
          };
          if (Object.keys(refused).length > 0) throw new FieldValidationError(refused);
          const exception = applyEligibility(staff, body.eligibilityOverrideReason, rules);
          const d = quote.differenceCents;
          const settle = d === 0 ? null : body.settleDifference!;
          return {
            plan: {
              chargeCents: settle === 'charge' ? d : 0,
              amountChangeCents: settle === 'refund' ? d : 0,
            },
            money: { quote, settle },
            refundCents: settle === 'refund' ? quote.refundCents : 0,
            exception,
          };
        },
      });
      if (result.checkoutUrl)
        await differenceMail(db, result.switch.id, result.checkoutUrl, clock(), appUrl(config));
      return result;
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
  };
}

export type SessionSwitchService = ReturnType<typeof createSessionSwitchService>;

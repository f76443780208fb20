import { type SwitchResult, serverNotes, switchMessages } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { CampSessionRow, Database, SessionSwitchRow } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail } from '../../mail/outbox.js';
import { audit } from '../audit/audit-repository.js';
import type { Ledger } from '../ledger/index.js';
import type { SwitchPlan } from '../ledger/move-ledger.js';
import { applyOrderRepricing, orderLineRepricing } from '../money/order-repricing.js';
import type { PaymentService } from '../money/payment-service.js';
import type { RefundService } from '../money/refund-service.js';
import { refundableCents } from '../money/refunds-repository.js';
import { auditEligibilityException, type EligibilityException } from '../registration-limits/eligibility.js';
import { findPaymentDetails } from './camp-registrations-repository.js';
import { switchMail } from './move-mails.js';
import {
  afterPromoInTargets,
  costInTargets,
  type MoveMoney,
  type MoveQuote,
  moveQuoter,
} from './move-quote.js';
import { findSessionSwitch, type openSwitchOf } from './session-switches-repository.js';

export interface SwitchCollaborators {
  ledger: Ledger;
  payments: PaymentService;
  refunds: RefundService;
  /** Seats moved: the public lists must show it. */
  seatsChanged: () => void;
}

/** What a move request decided under its locks, for its effects. */
export interface MoveDecision {
  plan: Omit<SwitchPlan, 'pricedCostCents'>;
  money: Omit<MoveMoney, 'refundedCents'>;
  /** Cents to refund when it moves at once. */
  refundCents: number;
  exception?: EligibilityException | null;
}

/**
 * A move request as the ledger makes it, with what follows: the refund rows, audit entries and
 * mail in its transaction when it moved at once; otherwise the checkout for the difference.
 */
export function createMoveRequests(deps: ServiceDeps, c: SwitchCollaborators) {
  const { db, clock, config } = deps;
  const holdUntil = () => new Date(clock().getTime() + config.HOLD_MINUTES * 60_000).toISOString();

  /**
   * The ledger's move with what follows it: the refund rows, audit entries and mail in its
   * transaction when it moved at once; otherwise the checkout for the difference. `decide` runs
   * under the locks with the move's quote; a refund that would come out less than it says (a
   * refund made meanwhile) refuses the move instead.
   */
  async function move(
    id: number,
    actor: Principal,
    input: {
      toSessionId: number;
      byStaff: boolean;
      reason: string;
      holdUntil?: string;
      check: (registration: { owner_account_id: string }) => void;
      decide: (target: CampSessionRow, r: { player_birthdate: string }, quote: MoveQuote) => MoveDecision;
    },
  ): Promise<SwitchResult> {
    const at = clock();
    let refundIds: number[] = [];
    let refundCents = 0;
    let decision: MoveDecision | undefined;
    let targetAfterPromoCents = 0;
    const record = async (trx: Transaction<Database>, moved: SessionSwitchRow, refundedCents: number) => {
      const d = decision!;
      if (d.exception) await auditEligibilityException(trx, actor, 'campRegistration', id, d.exception, at);
      await auditMove(trx, actor, moved.id, id, at, input.reason, { ...d.money, refundedCents });
    };
    const row = await c.ledger.requestSwitch({
      registrationId: id,
      toSessionId: input.toSessionId,
      today: isoDay(at),
      holdUntil: input.holdUntil ?? holdUntil(),
      requestedBy: actor.id,
      byStaff: input.byStaff,
      reason: input.reason,
      at: at.toISOString(),
      note: {
        by: input.byStaff ? 'staff' : 'family',
        byId: actor.id,
        why: serverNotes.moved(input.reason),
      },
      check: input.check,
      plan: async (target, r, trx) => {
        targetAfterPromoCents = (await afterPromoInTargets(trx, r))(target);
        decision = input.decide(target, r, (await moveQuoter(trx, r))(target));
        return { ...decision.plan, pricedCostCents: (await costInTargets(trx, r))(target) };
      },
      effects: async (trx, moved) => {
        const wanted = decision!.refundCents;
        if (wanted > 0) {
          const refunded = await c.refunds.refundInTransaction(trx, 'camp', id, wanted, {
            reason: serverNotes.movedCheaper(input.reason),
            requestedBy: actor.id,
            at: at.toISOString(),
          });
          if (refunded.cents !== wanted) throw conflict(switchMessages.differenceChanged);
          refundIds = refunded.ids;
          refundCents = refunded.cents;
        }
        if (decision!.money.quote.siblingLossCents > 0) {
          // The siblings' loss moves from this line's share of the payment to the line that now
          // pays in full, as when a line of the order is cancelled.
          const repricing = await orderLineRepricing(trx, id, targetAfterPromoCents);
          const left = await refundableCents(trx, 'camp', id);
          if (repricing)
            await applyOrderRepricing(trx, repricing, [...left.payments].reverse(), at.toISOString());
        }
        await record(trx, moved, refundCents);
        const mail = await switchMail(trx, moved.id, appUrl(config), {
          ...decision!.money,
          refundedCents: refundCents,
        });
        if (mail) await enqueueMail(trx, mail, at);
      },
      held: (trx, moved) => record(trx, moved, 0),
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
        // The family pays from the mail, in its saved language.
        locale: details?.locale ?? null,
      });
      return { registrationId: row.registration_id, switch: target, checkoutUrl, refund: 0 };
    } catch (error) {
      await c.payments.releaseSwitch(row.id, row.provider_session_id, { lapsedOnly: false });
      throw error;
    }
  }

  /** The move in the audit log: where, why, and what was done about the difference (dollars). */
  async function auditMove(
    trx: Transaction<Database>,
    actor: Principal,
    moveId: number,
    id: number,
    at: Date,
    reason: string,
    money: MoveMoney,
  ) {
    const m = (await findSessionSwitch(trx, moveId))!;
    await audit(
      trx,
      actor,
      'switchSession',
      'campRegistration',
      id,
      {
        from: m.from,
        to: m.to,
        state: m.state,
        reason,
        price: dollars(money.quote.priceCents),
        difference: dollars(money.quote.differenceCents),
        settle: money.settle,
        refund: dollars(money.refundedCents),
      },
      at,
    );
  }

  return { move, payDifference };
}

import {
  type CancellationQuote,
  describePolicy,
  instalmentMessages,
  ledgerMessages,
  messages,
  refundMessages,
  refundUnderPolicy,
  type StaffCancelRefund,
  serverNotes,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl, defaultCancellationPolicy } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail } from '../../mail/outbox.js';
import { audit } from '../audit/audit-repository.js';
import type { Ledger } from '../ledger/index.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { type ChangeNote, findLedgerRow } from '../ledger/transitions.js';
import type { CloseOutcome } from '../money/checkout.js';
import { creditPaidOf } from '../money/credit-ledger.js';
import { cancellationCredit, giveCancellationCredit } from '../money/credit-refunds.js';
import { instalmentBeingCharged } from '../money/instalments-repository.js';
import { applyOrderRepricing, orderLineRepricing } from '../money/order-repricing.js';
import type { PaymentSubject } from '../money/payment-subject.js';
import type { ReceiptIssuer } from '../money/receipt-issuer.js';
import { cancellationMail } from '../money/refund-mails.js';
import type { RefundService } from '../money/refund-service.js';
import { cancellationTerms, refundableCents } from '../money/refunds-repository.js';

/** What cancellations work with besides the service dependencies. */
export interface CancellationCollaborators {
  ledger: Ledger;
  refunds: Pick<RefundService, 'lockedRefundable' | 'allocate' | 'sendRefunds'>;
  subjects: PaymentSubject[];
  /** Expires an unpaid registration's open checkout before it is cancelled. */
  closeCheckout: (providerSessionId: string) => Promise<CloseOutcome>;
  /**
   * Gives up a camp registration's move waiting for its difference (its checkout expired first);
   * 'paid' when the difference was paid meanwhile.
   */
  releasePendingMove: (registrationId: number) => Promise<'released' | 'paid' | 'none'>;
  /** A seat was freed: the public lists must show it. */
  seatsChanged: () => void;
  /** A refund taken as account credit gets its refund receipt in the cancellation's transaction. */
  receipts: Pick<ReceiptIssuer, 'forRefund' | 'forReturnedCredit'>;
}

const auditEntity: Record<RegistrationKind, string> = {
  camp: 'campRegistration',
  tournament: 'tournamentRegistration',
};

/** How the refund of a cancellation is decided; the owner may take the card's part as credit. */
type CancelRefund = StaffCancelRefund | { expectedCents: number; takeCredit: boolean };

/**
 * Cancellation under the policy: what cancelling would refund now (the quote the family
 * confirms), and the cancellation itself: one ledger transition with its refund rows, audit entry
 * and mail in the same transaction. Owners cancel before the start; staff at any time.
 */
export function createCancellationService(deps: ServiceDeps, c: CancellationCollaborators) {
  const d = {
    ...deps,
    ...c,
    now: deps.clock,
    // The policy of a registration paid before policies were copied onto registrations.
    defaultPolicy: defaultCancellationPolicy(deps.config),
    appUrl: appUrl(deps.config),
  };
  const subject = (kind: RegistrationKind) => d.subjects.find((s) => s.kind === kind)!;

  async function quote(kind: RegistrationKind, id: number, owner: Principal): Promise<CancellationQuote> {
    const row = await findLedgerRow(d.db, kind, id);
    if (!row || row.owner_account_id !== owner.id) throw notFound(messages.notOwned);
    return quoteFor(d.db, kind, id, row.status);
  }

  async function quoteFor(
    db: Kysely<Database> | Transaction<Database>,
    kind: RegistrationKind,
    id: number,
    status: CancellationQuote['registrationStatus'],
  ): Promise<CancellationQuote> {
    const terms = (await cancellationTerms(db, kind, id))!;
    const today = isoDay(d.now());
    // What the order's other players lose when this one leaves comes off this refund.
    const lossCents = kind === 'camp' ? ((await orderLineRepricing(db, id))?.lossCents ?? 0) : 0;
    const base: CancellationQuote = {
      registrationId: id,
      registrationStatus: status,
      cancellable: true,
      reason: null,
      paid: 0,
      refunded: 0,
      refund: 0,
      fee: 0,
      siblingDiscountLost: dollars(lossCents),
      rule: 'unpaid',
      policy: null,
      policyText: null,
      startDate: terms.startDate,
      credit: { returned: 0, instead: 0, bonusPercent: d.config.CREDIT_BONUS_PERCENT },
    };
    if (status === 'cancelled')
      return { ...base, cancellable: false, reason: refundMessages.alreadyCancelled, rule: 'none' };
    if (terms.startDate <= today)
      return { ...base, cancellable: false, reason: refundMessages.started, rule: 'none' };
    if (status !== 'paid') return base;
    const card = await refundableCents(db, kind, id);
    // What card and account credit paid together is what the policy refunds a share of.
    const credit = await creditPaidOf(db, kind, id);
    const paidCents = card.paidCents + credit.paidCents;
    const refundedCents = paidCents - card.leftCents - credit.leftCents;
    const policy = terms.policy ?? d.defaultPolicy;
    const r = refundUnderPolicy(policy, { paidCents, refundedCents, startDate: terms.startDate, today });
    const forms = cancellationCredit(
      Math.max(0, r.refundCents - lossCents),
      { cardCents: card.leftCents, creditCents: credit.leftCents },
      d.config.CREDIT_BONUS_PERCENT,
    );
    return {
      ...base,
      paid: dollars(paidCents),
      refunded: dollars(refundedCents),
      refund: dollars(forms.cardCents),
      credit: {
        returned: dollars(forms.returnedCents),
        instead: dollars(forms.insteadCents),
        bonusPercent: d.config.CREDIT_BONUS_PERCENT,
      },
      fee: dollars(r.feeCents),
      rule: r.rule,
      policy,
      policyText: describePolicy(policy),
    };
  }

  /**
   * Cancels a registration. An open checkout is expired first (if it was paid meanwhile, the
   * cancel is refused); the seat frees and the refund row is written in the ledger's transaction.
   */
  async function cancel(
    kind: RegistrationKind,
    id: number,
    actor: Principal,
    reason: string,
    refund: CancelRefund,
    owner?: Principal,
  ): Promise<{ id: number; registrationStatus: 'cancelled'; refund: number; credit?: number }> {
    const row = await findLedgerRow(d.db, kind, id);
    if (!row || (owner && row.owner_account_id !== owner.id))
      throw notFound(owner ? messages.notOwned : 'Registration not found');
    if (row.status === 'cancelled') throw conflict(refundMessages.alreadyCancelled);
    if (owner) {
      // Owners cancel only before the start; staff may at any time.
      const q = await quoteFor(d.db, kind, id, row.status);
      if (!q.cancellable) throw conflict(q.reason ?? refundMessages.notCancellable);
    }
    if (kind === 'camp' && (await d.releasePendingMove?.(id)) === 'paid')
      throw conflict(ledgerMessages.paidMeanwhile);
    if (row.stripe_session_id && unpaidStatuses.includes(row.status)) {
      const outcome = await d.closeCheckout(row.stripe_session_id);
      if (outcome === 'paid') throw conflict(ledgerMessages.paidMeanwhile);
      // A bank payment still clearing does not stop it: if it clears, the ledger records it as
      // refund due and it is paid back automatically.
    }
    const when = d.now();
    let refundIds: number[] = [];
    let refundCents = 0;
    let creditCents = 0;
    const note: ChangeNote = { by: owner ? 'family' : 'staff', byId: actor.id, why: reason };
    const cancelled = await d.ledger.cancel(kind, id, note, when.toISOString(), async (trx) => {
      // Read under the registration's lock, which the instalments job claims a charge under.
      if (await instalmentBeingCharged(trx, kind, id, when)) throw conflict(instalmentMessages.charging);
      const money = await d.refunds.lockedRefundable(trx, kind, id);
      const repricing = kind === 'camp' ? await orderLineRepricing(trx, id) : null;
      if (money.payments.length > 0) {
        // Even a full refund keeps what the order's other players lose (the quote takes it off too).
        if (refund === 'full') refundCents = money.leftCents - (repricing?.lossCents ?? 0);
        else if (refund === 'policy' || typeof refund === 'object') {
          const q = await quoteFor(trx, kind, id, 'paid');
          refundCents = Math.round(q.refund * 100);
          if (typeof refund === 'object' && refund.expectedCents !== refundCents)
            throw conflict(refundMessages.quoteChanged);
        }
        refundCents = Math.max(0, Math.min(refundCents, money.leftCents));
        const takeCredit = typeof refund === 'object' && refund.takeCredit;
        creditCents = await giveCancellationCredit(
          trx,
          {
            kind,
            id,
            accountId: row.owner_account_id,
            byId: actor.id,
            // The family reads the entry's kind in its language; only a reason staff wrote is shown with it.
            reason: owner ? '' : reason,
            at: when.toISOString(),
            returnedCents: await creditReturnedOnCancel(trx, kind, id, refund),
            cardAsCredit: takeCredit
              ? { cents: refundCents, bonusPercent: d.config.CREDIT_BONUS_PERCENT, payments: money.payments }
              : null,
          },
          d.receipts,
        );
        if (takeCredit) refundCents = 0;
        refundIds = await d.refunds.allocate(trx, kind, id, money.payments, refundCents, {
          reason,
          requestedBy: actor.id,
          at: when.toISOString(),
        });
      } else if (typeof refund === 'object' && refund.expectedCents !== 0) {
        throw conflict(refundMessages.quoteChanged);
      }
      if (repricing && repricing.lossCents > 0) {
        // What the others lose is paid out of what this line has left after its refund, oldest payment (the order's) first.
        const after = await refundableCents(trx, kind, id);
        await applyOrderRepricing(trx, repricing, [...after.payments].reverse(), when.toISOString());
      }
      await audit(
        trx,
        actor,
        'cancel',
        auditEntity[kind],
        id,
        {
          reason,
          refund: dollars(refundCents),
          ...(creditCents > 0 ? { credit: dollars(creditCents) } : {}),
        },
        when,
      );
      const about = await subject(kind).describe(trx, id);
      if (about)
        await enqueueMail(
          trx,
          cancellationMail(`${kind}-cancelled:${id}`, about, refundCents, d.appUrl, creditCents),
          when,
        );
    });
    if (!cancelled) throw conflict(ledgerMessages.changedMeanwhile);
    d.seatsChanged();
    await d.refunds.sendRefunds(refundIds);
    return {
      id,
      registrationStatus: 'cancelled',
      refund: dollars(refundCents),
      // Only a cancellation that gave credit says so; the spec's answer is unchanged otherwise.
      ...(creditCents > 0 ? { credit: dollars(creditCents) } : {}),
    };
  }

  /** What credit paid of the line and goes back as credit: all of it ('full'), the policy's share, or none. */
  async function creditReturnedOnCancel(
    trx: Transaction<Database>,
    kind: RegistrationKind,
    id: number,
    refund: CancelRefund,
  ) {
    if (refund === 'none') return 0;
    if (refund === 'full') return (await creditPaidOf(trx, kind, id)).leftCents;
    return Math.round((await quoteFor(trx, kind, id, 'paid')).credit.returned * 100);
  }

  return {
    quote,
    cancelByOwner: (
      kind: RegistrationKind,
      id: number,
      owner: Principal,
      expectedRefund: number,
      takeCredit = false,
    ) =>
      cancel(
        kind,
        id,
        owner,
        serverNotes.cancelledByOwner,
        { expectedCents: Math.round(expectedRefund * 100), takeCredit },
        owner,
      ),
    cancelByStaff: (
      kind: RegistrationKind,
      id: number,
      staff: Principal,
      reason: string,
      refund: StaffCancelRefund,
    ) => cancel(kind, id, staff, reason, refund),
    /**
     * Releases the seat of a plan in arrears (decision 0110): cancelled by the system under the
     * policy, its refund sent to the card or kept as the family's credit.
     */
    cancelInArrears: async (kind: RegistrationKind, id: number, asCredit: boolean) => {
      const system: Principal = { id: 'system', email: '', name: 'system', roles: [] };
      if (!asCredit) return cancel(kind, id, system, serverNotes.cancelledInArrears, 'policy');
      const q = await quoteFor(d.db, kind, id, 'paid');
      return cancel(kind, id, system, serverNotes.cancelledInArrears, {
        expectedCents: Math.round(q.refund * 100),
        takeCredit: true,
      });
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;

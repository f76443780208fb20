import { randomUUID } from 'node:crypto';
import {
  type CancellationQuote,
  describePolicy,
  formatMoney,
  ledgerMessages,
  messages,
  type Refund,
  refundMessages,
  refundUnderPolicy,
  type StaffCancelRefund,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl, defaultCancellationPolicy } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { conflict, FieldValidationError, HttpError, notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail } from '../../mail/outbox.js';
import { applyOrderRepricing, orderLineRepricing } from '../ledger/order-repricing.js';
import { recordPaymentIssue } from '../ledger/payment-issues.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { findLedgerRow, type Ledger } from '../ledger/registration-ledger.js';
import {
  type PaymentProvider,
  type ProviderRefund,
  RefundRefusedError,
} from '../payments/payment-provider.js';
import type { PaymentSubject } from '../payments/payment-subject.js';
import { idempotencyPrefix, paidAttemptsOfPayment } from '../payments/payments-repository.js';
import { audit } from '../staff/audit-repository.js';
import {
  cancellationMail,
  refundFailedMail,
  refundFailedOfficeMail,
  refundRequestedMail,
  refundSentMail,
} from './refund-mails.js';
import {
  advanceRefund,
  cancellationTerms,
  committedCents,
  findRefund,
  findRefundByProviderId,
  insertRefund,
  laterRefundOfSameAmount,
  leftToRefund,
  lockPayment,
  openRefundDueIssues,
  paidPaymentsOf,
  paymentAmountCents,
  type RefundablePayment,
  recordProviderRefund,
  resolvePaymentIssue,
  toRefund,
  unsettledRefunds,
} from './refunds-repository.js';

/** What refunds work with besides the service dependencies. */
export interface RefundCollaborators {
  provider: PaymentProvider;
  ledger: Ledger;
  subjects: PaymentSubject[];
  /** Expires an unpaid registration's open checkout before it is cancelled. */
  closeCheckout: (providerSessionId: string) => Promise<'closed' | 'paid' | 'pending'>;
  /** A seat was freed: the public lists must show it. */
  seatsChanged: () => void;
  /**
   * Gives up a camp registration's move waiting for its difference (its checkout expired first);
   * 'paid' when the difference was paid meanwhile.
   */
  releasePendingMove?: (registrationId: number) => Promise<'released' | 'paid' | 'none'>;
}

const auditEntity: Record<RegistrationKind, string> = {
  camp: 'campRegistration',
  tournament: 'tournamentRegistration',
};

/** How the refund of a cancellation is decided. */
type CancelRefund = StaffCancelRefund | { expectedCents: number };

/**
 * Refunds and cancellations. A refund is a row first (its own idempotency key, counted against
 * what its payment left, under the payment's lock), then a request to the provider; the
 * provider's record of the refund (its answer, its webhooks, or the sweeper asking) moves the
 * row forward only. A cancellation is one ledger transition with its refund row, audit entry and
 * mail in the same transaction.
 */
export function createRefundService(deps: ServiceDeps, collaborators: RefundCollaborators) {
  const d = {
    ...deps,
    ...collaborators,
    now: deps.clock,
    // The policy of a registration paid before policies were copied onto registrations.
    defaultPolicy: defaultCancellationPolicy(deps.config),
    appUrl: appUrl(deps.config),
  };
  const subject = (kind: RegistrationKind) => d.subjects.find((s) => s.kind === kind)!;
  const at = () => d.now().toISOString();
  let prefix: string | undefined;
  /** Inside a transaction pass it: on SQLite a read outside it would wait for it to end. */
  const newKey = async (db: Kysely<Database> | Transaction<Database> = d.db) =>
    `${(prefix ??= await idempotencyPrefix(db))}-refund-${randomUUID()}`;

  /**
   * Records refunds of `cents` of a registration, newest payment first (a move's difference,
   * then the original price), each within what its payment has left, under the payments' locks.
   * The caller checked `cents` against the locked total. Returns the refund ids to send.
   */
  async function allocateRefund(
    trx: Transaction<Database>,
    kind: RegistrationKind,
    id: number,
    payments: RefundablePayment[],
    cents: number,
    meta: { reason: string; requestedBy: string; at: string },
  ) {
    const ids: number[] = [];
    let remaining = cents;
    for (const p of payments) {
      const part = Math.min(remaining, Math.max(0, p.leftCents));
      if (part <= 0) continue;
      ids.push(
        await insertRefund(trx, {
          kind,
          registrationId: id,
          providerSessionId: p.providerSessionId,
          amountCents: part,
          currency: p.currency,
          ...meta,
          idempotencyKey: await newKey(trx),
        }),
      );
      remaining -= part;
    }
    return ids;
  }

  /** Locks a registration's payments (newest first, the one order) and reads what is left of them. */
  async function lockedMoneyOf(trx: Transaction<Database>, kind: RegistrationKind, id: number) {
    for (const p of await paidPaymentsOf(trx, kind, id))
      await lockPayment(trx, d.engine, p.providerSessionId);
    return leftToRefund(trx, kind, id);
  }

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
    };
    if (status === 'cancelled')
      return { ...base, cancellable: false, reason: refundMessages.alreadyCancelled, rule: 'none' };
    if (terms.startDate <= today)
      return { ...base, cancellable: false, reason: refundMessages.started, rule: 'none' };
    if (status !== 'paid') return base;
    const { paidCents, leftCents } = await leftToRefund(db, kind, id);
    const refundedCents = paidCents - leftCents;
    const policy = terms.policy ?? d.defaultPolicy;
    const r = refundUnderPolicy(policy, { paidCents, refundedCents, startDate: terms.startDate, today });
    return {
      ...base,
      paid: dollars(paidCents),
      refunded: dollars(refundedCents),
      refund: dollars(Math.max(0, r.refundCents - lossCents)),
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
  ): Promise<{ id: number; registrationStatus: 'cancelled'; refund: number }> {
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
    const cancelled = await d.ledger.cancel(kind, id, reason, when.toISOString(), async (trx) => {
      const money = await lockedMoneyOf(trx, kind, id);
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
        refundIds = await allocateRefund(trx, kind, id, money.payments, refundCents, {
          reason,
          requestedBy: actor.id,
          at: when.toISOString(),
        });
      } else if (typeof refund === 'object' && refund.expectedCents !== 0) {
        throw conflict(refundMessages.quoteChanged);
      }
      if (repricing && repricing.lossCents > 0) {
        // What the others lose is paid out of what this line has left after its refund, oldest payment (the order's) first.
        const after = await leftToRefund(trx, kind, id);
        await applyOrderRepricing(trx, repricing, [...after.payments].reverse(), when.toISOString());
      }
      await audit(
        trx,
        actor,
        'cancel',
        auditEntity[kind],
        id,
        { reason, refund: dollars(refundCents) },
        when,
      );
      const about = await subject(kind).describe(trx, id);
      if (about)
        await enqueueMail(
          trx,
          cancellationMail(`${kind}-cancelled:${id}`, about, refundCents, d.appUrl),
          when,
        );
    });
    if (!cancelled) throw conflict(ledgerMessages.changedMeanwhile);
    d.seatsChanged();
    for (const refundId of refundIds) await send(refundId);
    return { id, registrationStatus: 'cancelled', refund: dollars(refundCents) };
  }

  /** Staff: gives back part or all of what is left of a registration's payment. */
  async function refund(
    kind: RegistrationKind,
    id: number,
    actor: Principal,
    amountCents: number,
    reason: string,
  ) {
    const row = await findLedgerRow(d.db, kind, id);
    if (!row) throw notFound('Registration not found');
    const when = d.now();
    const refundIds = await d.db.transaction().execute(async (trx) => {
      const money = await lockedMoneyOf(trx, kind, id);
      if (money.payments.length === 0) throw conflict(refundMessages.notPaid);
      if (amountCents > money.leftCents)
        throw new FieldValidationError({
          amount: [refundMessages.tooMuch(formatMoney(dollars(money.leftCents)))],
        });
      const ids = await allocateRefund(trx, kind, id, money.payments, amountCents, {
        reason,
        requestedBy: actor.id,
        at: when.toISOString(),
      });
      await audit(
        trx,
        actor,
        'refund',
        auditEntity[kind],
        id,
        { amount: dollars(amountCents), reason },
        when,
      );
      await mailRequested(trx, kind, id, ids[0], amountCents);
      return ids;
    });
    // One refund per payment it comes from (a move's difference is its own payment); the answer
    // is the first, and the registration lists them all.
    const sent = [];
    for (const refundId of refundIds) sent.push(await send(refundId));
    return sent[0]!;
  }

  /** Staff: asks again for a refund the provider refused, as a new refund of the same amount. */
  async function retry(refundId: number, actor: Principal): Promise<Refund> {
    const failed = await findRefund(d.db, refundId);
    if (!failed) throw notFound('Refund not found');
    if (failed.state !== 'failed') throw conflict(refundMessages.notFailed);
    const when = d.now();
    const idempotencyKey = await newKey();
    const newId = await d.db.transaction().execute(async (trx) => {
      await lockPayment(trx, d.engine, failed.provider_session_id);
      if (await laterRefundOfSameAmount(trx, failed)) throw conflict(refundMessages.alreadyRetried);
      const share = {
        kind: failed.registration_kind as RegistrationKind,
        registrationId: failed.registration_id,
      };
      const paid = await paymentAmountCents(trx, failed.provider_session_id, share);
      const left = paid - (await committedCents(trx, failed.provider_session_id, share));
      if (failed.amount_cents > left) throw conflict(refundMessages.tooMuch(formatMoney(dollars(left))));
      const id = await insertRefund(trx, {
        kind: failed.registration_kind as RegistrationKind,
        registrationId: failed.registration_id,
        providerSessionId: failed.provider_session_id,
        amountCents: failed.amount_cents,
        currency: failed.currency,
        reason: failed.reason,
        requestedBy: actor.id,
        paymentIssueId: failed.payment_issue_id,
        at: when.toISOString(),
        idempotencyKey,
      });
      await audit(
        trx,
        actor,
        'retryRefund',
        auditEntity[failed.registration_kind as RegistrationKind],
        failed.registration_id,
        { refundId },
        when,
      );
      return id;
    });
    return send(newId);
  }

  /**
   * Pays back a payment the ledger could not take ('refund due': the registration was cancelled,
   * lost its seat, or was already paid). Once per payment.
   */
  async function payBackRefundDue(providerSessionId: string) {
    const when = d.now();
    const refundIds = await d.db.transaction().execute(async (trx) => {
      await lockPayment(trx, d.engine, providerSessionId);
      const ids: number[] = [];
      // One issue per registration the payment was for (several for an order's checkout).
      for (const issue of await openRefundDueIssues(trx, providerSessionId)) {
        if (!issue.amount_cents || !issue.currency) continue;
        const share = {
          kind: issue.registration_kind as RegistrationKind,
          registrationId: issue.registration_id,
        };
        const left = issue.amount_cents - (await committedCents(trx, providerSessionId, share));
        if (left <= 0) continue;
        const refundId = await insertRefund(trx, {
          ...share,
          providerSessionId,
          amountCents: left,
          currency: issue.currency,
          reason: issue.reason,
          requestedBy: 'system',
          paymentIssueId: issue.id,
          at: when.toISOString(),
          idempotencyKey: await newKey(trx),
        });
        await mailRequested(trx, share.kind, share.registrationId, refundId, left);
        ids.push(refundId);
      }
      return ids;
    });
    for (const refundId of refundIds) await send(refundId);
  }

  /** Asks the provider for a recorded refund; on a network failure it stays `requested` for the sweeper. */
  async function send(refundId: number): Promise<Refund> {
    const r = (await findRefund(d.db, refundId))!;
    if (r.state !== 'requested') return toRefund(r);
    const logIds = { refundId, kind: r.registration_kind, registrationId: r.registration_id };
    try {
      const session = await d.provider.retrieve(r.provider_session_id);
      if (!session?.paymentIntent)
        throw new RefundRefusedError('The payment could not be found at the provider.');
      const recorded = await d.provider.refund({
        paymentIntent: session.paymentIntent,
        amountCents: r.amount_cents,
        idempotencyKey: r.idempotency_key,
        metadata: {
          refund_id: String(r.id),
          registration_kind: r.registration_kind,
          registration_id: String(r.registration_id),
        },
      });
      await applyProviderRecord(r.id, recorded);
    } catch (error) {
      if (error instanceof RefundRefusedError) {
        d.log.warn({ ...logIds, reason: error.message }, 'refund refused by the payment provider');
        await d.db.transaction().execute(async (trx) => {
          if (await advanceRefund(trx, r.id, { state: 'failed', failureReason: error.message }, at()))
            await mailFailed(trx, r.id);
        });
      } else {
        d.log.warn(
          { ...logIds, err: error },
          'refund request did not reach the payment provider; will retry',
        );
      }
    }
    return toRefund((await findRefund(d.db, refundId))!);
  }

  /** Moves a refund row to what the provider's record says; mails the owner once it succeeded. */
  async function applyProviderRecord(refundId: number, recorded: ProviderRefund) {
    const state =
      recorded.status === 'succeeded'
        ? 'succeeded'
        : recorded.status === 'failed' || recorded.status === 'canceled'
          ? 'failed'
          : 'pending';
    await d.db.transaction().execute(async (trx) => {
      const changed = await advanceRefund(
        trx,
        refundId,
        {
          state,
          providerRefundId: recorded.id,
          ...(state === 'failed'
            ? { failureReason: recorded.failureReason ?? 'refused by the provider' }
            : {}),
        },
        at(),
      );
      if (changed && state === 'failed') await mailFailed(trx, refundId);
      if (!changed || state !== 'succeeded') return;
      const r = (await findRefund(trx, refundId))!;
      if (r.payment_issue_id !== null) await resolvePaymentIssue(trx, r.payment_issue_id, at());
      const about = await subject(r.registration_kind as RegistrationKind).describe(trx, r.registration_id);
      if (about)
        await enqueueMail(
          trx,
          refundSentMail(`refund-succeeded:${r.id}`, about, r.amount_cents, d.appUrl),
          d.now(),
        );
    });
  }

  /** A verified `refund.*` event: only a hint naming a refund; the provider's record of it decides. */
  async function handleRefundEvent(providerRefundId: string) {
    const recorded = await d.provider.retrieveRefund(providerRefundId).catch((error) => {
      d.log.warn({ err: error, providerRefundId }, 'refund lookup failed');
      throw new HttpError(503, 'The payment provider could not be reached.');
    });
    if (!recorded) return 'ignored';
    const row =
      (await findRefundByProviderId(d.db, recorded.id)) ??
      (recorded.metadata.refund_id && /^\d+$/.test(recorded.metadata.refund_id)
        ? await findRefund(d.db, Number(recorded.metadata.refund_id))
        : undefined);
    if (row?.provider_refund_id && row.provider_refund_id !== recorded.id) {
      d.log.warn({ providerRefundId }, 'refund names another refund of this server; ignored');
      return 'ignored';
    }
    if (row) {
      await applyProviderRecord(row.id, recorded);
      return 'handled';
    }
    return recordRefundMadeAtProvider(recorded);
  }

  /**
   * A refund this server did not ask for: made in the provider's dashboard. When its payment paid
   * one registration it is recorded on it (as 'Refunded at the payment provider'), so the site
   * and the reports show it and what is left to refund counts it. A payment of several players
   * (an order) cannot say whose money it was: each line gets a 'review' issue for staff, who
   * refund from the reports instead. A payment this server never took is ignored.
   */
  async function recordRefundMadeAtProvider(recorded: ProviderRefund) {
    const lines = recorded.paymentIntent ? await paidAttemptsOfPayment(d.db, recorded.paymentIntent) : [];
    const logIds = { providerRefundId: recorded.id, paymentIntent: recorded.paymentIntent };
    if (lines.length === 0) {
      d.log.warn(logIds, 'refund of a payment this server did not take; ignored');
      return 'ignored';
    }
    const line = lines[0]!;
    if (lines.length > 1) {
      for (const l of lines)
        await recordPaymentIssue(d.db, {
          kind: l.registration_kind as RegistrationKind,
          registrationId: l.registration_id,
          providerSessionId: l.provider_session_id,
          issue: 'review',
          reason: `${formatMoney(dollars(recorded.amountCents))} was refunded at the payment provider from the payment of several players; refund from the reports to say whose.`,
          amountCents: recorded.amountCents,
          currency: recorded.currency,
          at: at(),
        });
      d.log.warn(logIds, 'refund made at the provider of an order; marked for review');
      return 'handled';
    }
    const refundId = await recordProviderRefund(d.db, {
      kind: line.registration_kind as RegistrationKind,
      registrationId: line.registration_id,
      providerSessionId: line.provider_session_id,
      providerRefundId: recorded.id,
      amountCents: recorded.amountCents,
      currency: recorded.currency,
      reason: refundMessages.refundedAtProvider,
      requestedBy: 'provider',
      at: at(),
      idempotencyKey: `provider-${recorded.id}`,
    });
    d.log.info({ ...logIds, refundId }, 'refund made at the provider recorded');
    await applyProviderRecord(refundId, recorded);
    return 'handled';
  }

  /** The sweeper's pass: sends refunds that never reached the provider, asks about unsettled ones. */
  async function sweep(olderThanMs = 60_000) {
    const before = new Date(d.now().getTime() - olderThanMs).toISOString();
    for (const r of await unsettledRefunds(d.db, before)) {
      if (r.state === 'requested') await send(r.id);
      else if (r.provider_refund_id) {
        const recorded = await d.provider.retrieveRefund(r.provider_refund_id).catch(() => null);
        if (recorded) await applyProviderRecord(r.id, recorded);
      }
    }
  }

  /** Tells the family a refund was asked for (one mail per request, keyed by its first refund). */
  async function mailRequested(
    trx: Transaction<Database>,
    kind: RegistrationKind,
    id: number,
    refundId: number | undefined,
    cents: number,
  ) {
    if (refundId === undefined || cents <= 0) return;
    const about = await subject(kind).describe(trx, id);
    if (about)
      await enqueueMail(
        trx,
        refundRequestedMail(`refund-requested:${refundId}`, about, cents, d.appUrl),
        d.now(),
      );
  }

  /** A refund the provider refused or failed: the family hears the office is on it, and the office hears. */
  async function mailFailed(trx: Transaction<Database>, refundId: number) {
    const r = (await findRefund(trx, refundId))!;
    const kind = r.registration_kind as RegistrationKind;
    const about = await subject(kind).describe(trx, r.registration_id);
    if (!about) return;
    await enqueueMail(
      trx,
      refundFailedMail(`refund-failed:${r.id}`, about, r.amount_cents, d.appUrl),
      d.now(),
    );
    await enqueueMail(
      trx,
      refundFailedOfficeMail(`refund-failed-office:${r.id}`, d.config.BUSINESS_EMAIL, {
        id: r.id,
        kind,
        registrationId: r.registration_id,
        cents: r.amount_cents,
        reason: r.failure_reason,
        productName: about.productName,
      }),
      d.now(),
    );
  }

  return {
    quote,
    cancelByOwner: (kind: RegistrationKind, id: number, owner: Principal, expectedRefund: number) =>
      cancel(
        kind,
        id,
        owner,
        'Cancelled by the account holder',
        { expectedCents: Math.round(expectedRefund * 100) },
        owner,
      ),
    cancelByStaff: (
      kind: RegistrationKind,
      id: number,
      staff: Principal,
      reason: string,
      refund: StaffCancelRefund,
    ) => cancel(kind, id, staff, reason, refund),
    refund,
    /**
     * Records a refund of up to `cents` in the caller's transaction (a move to a cheaper session),
     * within what is left to refund under the payments' locks; answers the ids to send after
     * commit and the cents actually recorded.
     */
    refundInTransaction: async (
      trx: Transaction<Database>,
      kind: RegistrationKind,
      id: number,
      cents: number,
      meta: { reason: string; requestedBy: string; at: string },
    ) => {
      const money = await lockedMoneyOf(trx, kind, id);
      const recorded = Math.max(0, Math.min(cents, money.leftCents));
      return { ids: await allocateRefund(trx, kind, id, money.payments, recorded, meta), cents: recorded };
    },
    sendRefunds: async (ids: number[]) => {
      for (const id of ids) await send(id);
    },
    retry,
    payBackRefundDue,
    handleRefundEvent,
    sweep,
  };
}

export type RefundService = ReturnType<typeof createRefundService>;

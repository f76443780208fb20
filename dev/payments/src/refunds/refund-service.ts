import { rejectUnknown, updateMetadata } from '../checkout/param-readers.js';
import { REFUND_FAILING_CARD_REASON } from '../checkout/test-payment-methods.js';
import { type Clock, unixSeconds } from '../clock.js';
import type { EventLog } from '../events/event-log.js';
import type { EventRequest } from '../events/event-types.js';
import type { ParamObject } from '../form-params.js';
import { newId } from '../ids.js';
import type { PaymentService } from '../payments/payment-service.js';
import type { StoredPayment } from '../payments/payment-types.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import { SettleTimers } from '../settle-timers.js';
import { stripeErrors } from '../stripe-errors.js';
import { formatAmount } from '../views/money.js';
import { type CreateRefundInput, type ListRefundsFilter, readCreateRefundParams } from './refund-params.js';
import type { REFUND_FAILURE_REASONS, Refund, RefundOutcome, StoredRefund } from './refund-types.js';

export interface RefundServiceOptions {
  clock: Clock;
  /** How long a refund stays `pending` before it succeeds or fails. */
  refundDelayMs: number;
}

export type RefundFailureReason = (typeof REFUND_FAILURE_REASONS)[number];

/**
 * Refunds of paid Checkout Sessions, as Stripe's Refunds API makes them: against a PaymentIntent or
 * its Charge, in full or in parts, never more in total than was paid. A refund is `pending` for
 * `refundDelayMs`, then `succeeded` (or `failed`, which gives its amount back to the charge).
 *
 * Every check and the booking of the amount happen in one synchronous step, so concurrent requests
 * (the event loop runs one at a time) can never refund the same money twice.
 */
export class RefundService {
  private readonly timers = new SettleTimers(
    () => this.options.clock(),
    (id) => this.settle(id),
  );

  constructor(
    private readonly store: PaymentStore,
    private readonly events: EventLog,
    private readonly payments: PaymentService,
    private readonly options: RefundServiceOptions,
  ) {}

  /** Settles refunds left pending by a previous run (at once if their time has passed). */
  start(): void {
    for (const stored of this.store.refunds.values()) {
      if (stored.pending) this.schedule(stored);
    }
  }

  stop(): void {
    this.timers.stop();
  }

  create(params: ParamObject, request: EventRequest): StoredRefund {
    const input = readCreateRefundParams(params);
    const payment = this.paymentToRefund(input);
    if (payment.status !== 'succeeded') {
      throw stripeErrors.invalidRequest(
        `This PaymentIntent (${payment.paymentIntentId}) does not have a successful charge to refund.`,
      );
    }
    const remaining = payment.amount - this.payments.amountRefunded(payment);
    if (remaining <= 0) {
      throw stripeErrors.invalidRequestWithCode(
        'charge_already_refunded',
        `Charge ${payment.chargeId} has already been refunded.`,
      );
    }
    const amount = input.amount ?? remaining;
    if (amount > remaining) {
      throw stripeErrors.invalidRequestWithCode(
        'amount_too_large',
        `Refund amount (${formatAmount(amount, payment.currency)}) is greater than unrefunded amount on charge ` +
          `(${formatAmount(remaining, payment.currency)})`,
        'amount',
      );
    }

    const refund: Refund = {
      id: newId('re', 24),
      object: 'refund',
      amount,
      balance_transaction: newId('txn', 24),
      charge: payment.chargeId,
      created: unixSeconds(this.options.clock),
      currency: payment.currency,
      customer: null,
      ...(payment.method.type === 'card'
        ? { destination_details: { type: 'card' as const, card: { type: 'refund' as const } } }
        : {}),
      metadata: input.metadata,
      payment_intent: payment.paymentIntentId,
      payment_method: payment.paymentMethodId,
      pending_reason: 'processing',
      reason: input.reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'pending',
      transfer_reversal: null,
    };
    const stored: StoredRefund = {
      refund,
      pending: { ...this.outcomeFor(payment), settleAt: this.options.clock() + this.options.refundDelayMs },
    };
    this.store.refunds.set(refund.id, stored);
    payment.refundIds.push(refund.id);
    this.store.changed();

    this.events.emit('refund.created', refund, request);
    this.events.emit('charge.refunded', this.payments.chargeObject(payment), request);
    this.schedule(stored);
    return stored;
  }

  get(id: string): StoredRefund {
    const stored = this.store.refunds.get(id);
    if (!stored) throw stripeErrors.noSuch('refund', id, 'refund');
    return stored;
  }

  /** The refunds of one payment, oldest first. */
  ofPayment(payment: StoredPayment): StoredRefund[] {
    return payment.refundIds.map((id) => this.get(id));
  }

  /** `POST /v1/refunds/:id`: Stripe lets only the metadata change. */
  update(id: string, params: ParamObject, request: EventRequest): StoredRefund {
    rejectUnknown(params, new Set(['metadata', 'expand']), '');
    const stored = this.get(id);
    const { metadata, previous } = updateMetadata(stored.refund.metadata, params.metadata, 'metadata');
    if (previous) {
      stored.refund.metadata = metadata;
      this.store.changed();
      this.emitUpdated(stored, { metadata: previous }, request);
    }
    return stored;
  }

  /** Only refunds waiting for the customer (`requires_action`) can be canceled; card and bank refunds never are. */
  cancel(id: string, params: ParamObject): StoredRefund {
    rejectUnknown(params, new Set(['expand']), '');
    const stored = this.get(id);
    throw stripeErrors.invalidRequest(
      `Refund ${stored.refund.id} has a status of ${stored.refund.status}. ` +
        'Only refunds with a status of requires_action can be canceled.',
    );
  }

  /** Newest first, like Stripe's list. */
  list(filter: ListRefundsFilter): { data: StoredRefund[]; hasMore: boolean } {
    let refunds = [...this.store.refunds.values()].reverse();
    if (filter.paymentIntentId !== null) {
      const payment = this.payments.get(filter.paymentIntentId, 'payment_intent');
      refunds = refunds.filter((stored) => stored.refund.payment_intent === payment.paymentIntentId);
    }
    if (filter.chargeId !== null) {
      const payment = this.payments.getByCharge(filter.chargeId, 'charge');
      refunds = refunds.filter((stored) => stored.refund.charge === payment.chargeId);
    }
    const created = filter.created;
    if (created) {
      refunds = refunds.filter(({ refund }) => {
        const at = refund.created;
        return (
          (created.gt === undefined || at > created.gt) &&
          (created.gte === undefined || at >= created.gte) &&
          (created.lt === undefined || at < created.lt) &&
          (created.lte === undefined || at <= created.lte)
        );
      });
    }
    if (filter.startingAfter !== null) {
      const index = this.cursorIndex(refunds, filter.startingAfter, 'starting_after');
      const rest = refunds.slice(index + 1);
      return { data: rest.slice(0, filter.limit), hasMore: rest.length > filter.limit };
    }
    if (filter.endingBefore !== null) {
      const index = this.cursorIndex(refunds, filter.endingBefore, 'ending_before');
      const before = refunds.slice(0, index);
      return { data: before.slice(-filter.limit), hasMore: before.length > filter.limit };
    }
    return { data: refunds.slice(0, filter.limit), hasMore: refunds.length > filter.limit };
  }

  /** Test control: the next refund of this PaymentIntent fails after the delay with this reason. */
  failNext(paymentIntentId: string, failureReason: RefundFailureReason = REFUND_FAILING_CARD_REASON): void {
    const payment = this.payments.get(paymentIntentId, 'payment_intent');
    payment.failNextRefund = failureReason;
    this.store.changed();
  }

  private cursorIndex(refunds: StoredRefund[], id: string, param: string): number {
    if (!this.store.refunds.has(id)) throw stripeErrors.noSuch('refund', id, param);
    // A refund outside the filter leaves nothing on that side of it, as far as this list goes.
    const index = refunds.findIndex((stored) => stored.refund.id === id);
    return index === -1 ? (param === 'starting_after' ? refunds.length : 0) : index;
  }

  private paymentToRefund(input: CreateRefundInput): StoredPayment {
    const byIntent =
      input.paymentIntentId === null ? null : this.payments.get(input.paymentIntentId, 'payment_intent');
    const byCharge = input.chargeId === null ? null : this.payments.getByCharge(input.chargeId, 'charge');
    if (byIntent && byCharge && byIntent !== byCharge) {
      throw stripeErrors.invalidParam(
        'charge',
        `Charge ${byCharge.chargeId} does not belong to PaymentIntent ${byIntent.paymentIntentId}.`,
      );
    }
    return (byIntent ?? byCharge)!;
  }

  private outcomeFor(payment: StoredPayment): RefundOutcome {
    if (payment.failNextRefund) {
      const failureReason = payment.failNextRefund;
      payment.failNextRefund = null;
      return { outcome: 'failed', failureReason };
    }
    if (payment.refundsFail) return { outcome: 'failed', failureReason: REFUND_FAILING_CARD_REASON };
    return { outcome: 'succeeded' };
  }

  private schedule(stored: StoredRefund): void {
    this.timers.schedule(stored.refund.id, stored.pending!.settleAt);
  }

  private settle(id: string): void {
    const stored = this.store.refunds.get(id);
    if (!stored?.pending) return;
    const pending = stored.pending;
    const { refund } = stored;
    const previousStatus = refund.status;
    stored.pending = null;
    delete refund.pending_reason;
    if (pending.outcome === 'succeeded') {
      refund.status = 'succeeded';
    } else {
      refund.status = 'failed';
      refund.failure_reason = pending.failureReason;
      refund.failure_balance_transaction = newId('txn', 24);
    }
    this.store.changed();
    this.emitUpdated(stored, { status: previousStatus });
    if (refund.status === 'failed') this.events.emit('refund.failed', refund);
  }

  private emitUpdated(stored: StoredRefund, previous: Record<string, unknown>, request?: EventRequest): void {
    this.events.emit('refund.updated', stored.refund, request, previous);
    // Stripe's older event for the same change, still sent for card refunds.
    this.events.emit('charge.refund.updated', stored.refund, request, previous);
  }
}

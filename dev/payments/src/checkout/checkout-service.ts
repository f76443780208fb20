import { type Clock, unixSeconds } from '../clock.js';
import type { CustomerService } from '../customers/customer-service.js';
import type { EventLog } from '../events/event-log.js';
import type { EventRequest } from '../events/event-types.js';
import type { ParamObject } from '../form-params.js';
import { bankAccountMethod, type Payer, type PaymentService } from '../payments/payment-service.js';
import type { PaymentMethodDetails } from '../payments/payment-types.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import { SettleTimers } from '../settle-timers.js';
import { stripeErrors } from '../stripe-errors.js';
import { createSession } from './create-session.js';
import { knownEmail, type PaymentError, type PaymentStatus, type StoredSession } from './session-types.js';
import {
  BANK_TRANSFER_FAILURE,
  bankTransferOutcome,
  cardDecline,
  cardDetails,
  normalizeCardNumber,
  refundsFailFor,
} from './test-payment-methods.js';

export interface CheckoutServiceOptions {
  clock: Clock;
  publicUrl: string;
  asyncDelayMs: number;
  expirySweepMs: number;
}

export type CardPaymentResult = { kind: 'paid' } | { kind: 'declined'; error: PaymentError };

/**
 * The life of a Checkout Session: open → complete (paid now, or unpaid until a bank transfer
 * settles) or open → expired (by the API, or when expires_at passes). Every transition that Stripe
 * announces is emitted as the same event type.
 */
export class CheckoutService {
  private readonly settleTimers = new SettleTimers(
    () => this.options.clock(),
    (id) => this.settle(id),
  );
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: PaymentStore,
    private readonly events: EventLog,
    private readonly payments: PaymentService,
    private readonly customers: CustomerService,
    private readonly options: CheckoutServiceOptions,
  ) {}

  /** Resumes bank transfers left pending by a previous run and starts the expiry sweep. */
  start(): void {
    for (const stored of this.store.sessions.values()) {
      if (stored.pendingAsync) this.scheduleSettlement(stored);
    }
    this.sweepExpired();
    this.sweepTimer = setInterval(() => this.sweepExpired(), this.options.expirySweepMs);
    this.sweepTimer.unref();
  }

  stop(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.settleTimers.stop();
  }

  create(params: ParamObject): StoredSession {
    const stored = createSession(params, {
      clock: this.options.clock,
      publicUrl: this.options.publicUrl,
      customerEmail: (id) => this.store.customers.get(id)?.email,
    });
    this.store.sessions.set(stored.session.id, stored);
    this.store.changed();
    return stored;
  }

  /** Looks a session up, expiring it first if its time has passed (so nobody sees a stale "open"). */
  find(id: string): StoredSession | undefined {
    const stored = this.store.sessions.get(id);
    if (stored && this.isPastExpiry(stored)) this.markExpired(stored);
    return stored;
  }

  get(id: string): StoredSession {
    const stored = this.find(id);
    if (!stored) throw stripeErrors.noSuch('checkout.session', id, 'session');
    return stored;
  }

  expire(id: string, request: EventRequest): StoredSession {
    const stored = this.get(id);
    if (stored.session.status !== 'open') {
      throw stripeErrors.invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${stored.session.status}".`,
      );
    }
    this.markExpired(stored, request);
    return stored;
  }

  payByCard(id: string, card: { number: string; expiry: string }, payer: Payer): CardPaymentResult {
    const stored = this.requireOpen(id);
    const error = cardDecline(card.number);
    if (error) {
      stored.session.last_payment_error = error;
      this.store.changed();
      return { kind: 'declined', error };
    }
    const details = cardDetails(card.number, card.expiry, new Date(this.options.clock()));
    const method: PaymentMethodDetails = { type: 'card', card: details };
    this.complete(stored, 'paid', payer, method, refundsFailFor(card.number), (customer, billing) =>
      this.customers.recordCard(
        details,
        normalizeCardNumber(card.number),
        billing,
        stored.paymentOptions?.setupFutureUsage ? customer : null,
      ),
    );
    return { kind: 'paid' };
  }

  /** Completes the session unpaid now; the transfer settles (or fails) after `asyncDelayMs`. */
  payByBankTransfer(id: string, accountNumber: string, payer: Payer): void {
    const stored = this.requireOpen(id);
    stored.pendingAsync = {
      settleAt: this.options.clock() + this.options.asyncDelayMs,
      outcome: bankTransferOutcome(accountNumber),
    };
    // A bank account is not saved for later charges here (cards only).
    this.complete(stored, 'unpaid', payer, bankAccountMethod(accountNumber), false);
    this.scheduleSettlement(stored);
  }

  private requireOpen(id: string): StoredSession {
    const stored = this.get(id);
    if (stored.session.status !== 'open') {
      throw stripeErrors.invalidRequest(
        `This Checkout Session is no longer open (status ${stored.session.status}).`,
      );
    }
    return stored;
  }

  private complete(
    stored: StoredSession,
    paymentStatus: PaymentStatus,
    payer: Payer,
    method: PaymentMethodDetails,
    refundsFail: boolean,
    recordCard?: (customer: string | null, billing: Payer) => { id: string },
  ): void {
    const session = stored.session;
    const options = stored.paymentOptions;
    const email = knownEmail(stored) ?? payer.email;
    const billing = { email, name: payer.name };
    // As Checkout does: a card to save, or customer_creation=always, needs a customer.
    const wantsCustomer =
      (options?.setupFutureUsage != null && method.type === 'card') || options?.customerCreation === 'always';
    if (!session.customer && wantsCustomer)
      session.customer = this.customers.add({ email, name: payer.name, description: null, metadata: {} }).id;
    const card = recordCard?.(session.customer, billing);
    const payment = this.payments.record(session, method, billing, {
      processing: paymentStatus !== 'paid',
      refundsFail,
      customer: session.customer,
      ...(card ? { paymentMethodId: card.id } : {}),
      setupFutureUsage: method.type === 'card' ? (options?.setupFutureUsage ?? null) : null,
      metadata: options?.metadata ?? {},
    });
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.payment_intent = payment.paymentIntentId;
    session.last_payment_error = null;
    session.url = null;
    session.customer_details = {
      email,
      name: payer.name,
      phone: null,
      address: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    this.store.changed();
    this.events.emit('checkout.session.completed', session);
  }

  private scheduleSettlement(stored: StoredSession): void {
    this.settleTimers.schedule(stored.session.id, stored.pendingAsync!.settleAt);
  }

  private settle(id: string): void {
    const stored = this.store.sessions.get(id);
    if (!stored?.pendingAsync) return;
    const { outcome } = stored.pendingAsync;
    stored.pendingAsync = null;
    if (outcome === 'succeeded') {
      stored.session.payment_status = 'paid';
    } else {
      stored.session.last_payment_error = BANK_TRANSFER_FAILURE;
    }
    if (stored.session.payment_intent) {
      this.payments.settle(
        stored.session.payment_intent,
        outcome === 'succeeded' ? null : BANK_TRANSFER_FAILURE,
      );
    }
    this.store.changed();
    this.events.emit(
      outcome === 'succeeded'
        ? 'checkout.session.async_payment_succeeded'
        : 'checkout.session.async_payment_failed',
      stored.session,
    );
  }

  private isPastExpiry(stored: StoredSession): boolean {
    return stored.session.status === 'open' && stored.session.expires_at <= unixSeconds(this.options.clock);
  }

  private sweepExpired(): void {
    for (const stored of this.store.sessions.values()) {
      if (this.isPastExpiry(stored)) this.markExpired(stored);
    }
  }

  private markExpired(stored: StoredSession, request?: EventRequest): void {
    stored.session.status = 'expired';
    stored.session.url = null;
    this.store.changed();
    this.events.emit('checkout.session.expired', stored.session, request);
  }
}

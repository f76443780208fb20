import { randomBytes } from 'node:crypto';
import type { CheckoutSession, PaymentError, StoredSession } from '../checkout/session-types.js';
import { type Clock, unixSeconds } from '../clock.js';
import { newId } from '../ids.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import { stripeErrors } from '../stripe-errors.js';
import { chargeObject, paymentIntentObject } from './payment-objects.js';
import type { PaymentMethodDetails, StoredPayment } from './payment-types.js';

/** Who paid, as typed on the hosted page (email only when the session did not come with one). */
export interface Payer {
  email: string | null;
  name: string | null;
}

/** Test bank account details as Stripe's test bank reports them. */
export function bankAccountMethod(accountNumber: string): PaymentMethodDetails {
  return {
    type: 'us_bank_account',
    us_bank_account: {
      last4: accountNumber.replace(/[\s-]/g, '').slice(-4),
      bank_name: 'STRIPE TEST BANK',
      routing_number: '110000000',
      account_type: 'checking',
      account_holder_type: 'individual',
    },
  };
}

/**
 * PaymentIntents and Charges: created when a Checkout Session completes, read by
 * `GET /v1/payment_intents/:id` and `GET /v1/charges/:id`, and refunded by the RefundService.
 */
export class PaymentService {
  constructor(
    private readonly store: PaymentStore,
    private readonly clock: Clock,
  ) {}

  /** Records the PaymentIntent and Charge of a session that was just paid (or started paying). */
  record(
    session: CheckoutSession,
    method: PaymentMethodDetails,
    payer: Payer,
    options: {
      processing: boolean;
      refundsFail?: boolean;
      /** The customer and card of a session that saved the card, or that had a customer. */
      customer?: string | null;
      paymentMethodId?: string;
      setupFutureUsage?: StoredPayment['setupFutureUsage'];
      metadata?: Record<string, string>;
    },
  ): StoredPayment {
    const ids = paymentIds(newId('pi', 24));
    const payment: StoredPayment = {
      ...ids,
      paymentMethodId: options.paymentMethodId ?? ids.paymentMethodId,
      customer: options.customer ?? null,
      setupFutureUsage: options.setupFutureUsage ?? null,
      metadata: options.metadata ?? {},
      sessionId: session.id,
      amount: session.amount_total,
      currency: session.currency,
      created: unixSeconds(this.clock),
      status: options.processing ? 'processing' : 'succeeded',
      method,
      billing: payer,
      lastPaymentError: null,
      refundIds: [],
      failNextRefund: null,
      refundsFail: options.refundsFail ?? false,
    };
    this.store.addPayment(payment);
    this.store.changed();
    return payment;
  }

  /** A bank transfer cleared or bounced. */
  settle(paymentIntentId: string, error: PaymentError | null): void {
    const payment = this.store.getPayment(paymentIntentId);
    if (!payment) return;
    payment.status = error ? 'requires_payment_method' : 'succeeded';
    payment.lastPaymentError = error;
    this.store.changed();
  }

  /** Records a charge of a saved card (`POST /v1/payment_intents`), succeeded or declined. */
  recordSavedCardCharge(fields: {
    amount: number;
    currency: string;
    customer: string;
    paymentMethodId: string;
    method: PaymentMethodDetails;
    billing: Payer;
    metadata: Record<string, string>;
    description: string | null;
    error: PaymentError | null;
  }): StoredPayment {
    const payment: StoredPayment = {
      ...paymentIds(newId('pi', 24)),
      paymentMethodId: fields.paymentMethodId,
      customer: fields.customer,
      setupFutureUsage: null,
      metadata: fields.metadata,
      description: fields.description,
      sessionId: null,
      amount: fields.amount,
      currency: fields.currency,
      created: unixSeconds(this.clock),
      status: fields.error ? 'requires_payment_method' : 'succeeded',
      method: fields.method,
      billing: fields.billing,
      lastPaymentError: fields.error,
      refundIds: [],
      failNextRefund: null,
      refundsFail: false,
    };
    this.store.addPayment(payment);
    this.store.changed();
    return payment;
  }

  find(paymentIntentId: string): StoredPayment | undefined {
    return this.store.getPayment(paymentIntentId);
  }

  findByCharge(chargeId: string): StoredPayment | undefined {
    return this.store.getPaymentByCharge(chargeId);
  }

  get(paymentIntentId: string, param = 'intent'): StoredPayment {
    const payment = this.find(paymentIntentId);
    if (!payment) throw stripeErrors.noSuch('payment_intent', paymentIntentId, param);
    return payment;
  }

  getByCharge(chargeId: string, param = 'id'): StoredPayment {
    const payment = this.findByCharge(chargeId);
    if (!payment) throw stripeErrors.noSuch('charge', chargeId, param);
    return payment;
  }

  /** Pending and succeeded refunds; a failed refund no longer counts, as on Stripe. */
  amountRefunded(payment: StoredPayment): number {
    let total = 0;
    for (const id of payment.refundIds) {
      const stored = this.store.refunds.get(id);
      if (stored && stored.refund.status !== 'failed') total += stored.refund.amount;
    }
    return total;
  }

  paymentIntentObject(payment: StoredPayment) {
    return paymentIntentObject(payment);
  }

  chargeObject(payment: StoredPayment) {
    return chargeObject(payment, this.amountRefunded(payment));
  }
}

/** The ids (and client secret) of a new PaymentIntent `paymentIntentId` and its Charge. */
function paymentIds(paymentIntentId: string) {
  return {
    paymentIntentId,
    chargeId: newId('ch', 24),
    paymentMethodId: newId('pm', 24),
    balanceTransactionId: newId('txn', 24),
    clientSecret: `${paymentIntentId}_secret_${randomBytes(12).toString('base64url')}`,
  };
}

/**
 * Data files written before PaymentIntents were kept have completed sessions with only a `pi_…` id.
 * This gives each of them a record (a 4242 card, or a bank transfer if one was pending or failed),
 * so they can be retrieved and refunded like new ones.
 */
export function paymentForOlderSession(stored: StoredSession): StoredPayment | null {
  const { session } = stored;
  if (session.status !== 'complete' || !session.payment_intent) return null;
  const bank =
    stored.pendingAsync !== null || session.last_payment_error?.payment_method_type === 'us_bank_account';
  const failed = session.payment_status !== 'paid' && stored.pendingAsync === null;
  return {
    ...paymentIds(session.payment_intent),
    sessionId: session.id,
    amount: session.amount_total,
    currency: session.currency,
    created: session.created,
    status:
      session.payment_status === 'paid' ? 'succeeded' : failed ? 'requires_payment_method' : 'processing',
    method: bank
      ? bankAccountMethod('000123456789')
      : {
          type: 'card',
          card: {
            brand: 'visa',
            last4: '4242',
            exp_month: 12,
            exp_year: 2040,
            funding: 'credit',
            country: 'US',
          },
        },
    billing: { email: session.customer_details?.email ?? null, name: session.customer_details?.name ?? null },
    lastPaymentError: failed ? session.last_payment_error : null,
    refundIds: [],
    failNextRefund: null,
    refundsFail: false,
  };
}

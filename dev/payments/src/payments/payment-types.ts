import type { PaymentError } from '../checkout/session-types.js';

/**
 * What paying a Checkout Session leaves behind on Stripe: one PaymentIntent and its one Charge. The
 * stand-in keeps both in one record and derives the API objects (`payment_intent`, `charge`) from it.
 *
 * PaymentIntent status: `succeeded` once the money arrived, `processing` while a bank transfer
 * settles, `requires_payment_method` after it failed. The charge is `succeeded`, `pending` or `failed`
 * alongside.
 */
export type PaymentIntentStatus = 'succeeded' | 'processing' | 'requires_payment_method';

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit' | 'debit';
  country: 'US';
}

export interface BankAccountDetails {
  last4: string;
  bank_name: string;
  routing_number: string;
  account_type: 'checking';
  account_holder_type: 'individual';
}

export type PaymentMethodDetails =
  | { type: 'card'; card: CardDetails }
  | { type: 'us_bank_account'; us_bank_account: BankAccountDetails };

export interface StoredPayment {
  /** `pi_…`; also the key in the store. */
  paymentIntentId: string;
  /** `ch_…`, the PaymentIntent's `latest_charge`. */
  chargeId: string;
  paymentMethodId: string;
  balanceTransactionId: string;
  clientSecret: string;
  /** The Checkout Session it paid; null for a saved card charged through `POST /v1/payment_intents`. */
  sessionId: string | null;
  /** Absent in files written before saved cards were kept (null). */
  customer?: string | null;
  setupFutureUsage?: 'off_session' | 'on_session' | null;
  metadata?: Record<string, string>;
  description?: string | null;
  amount: number;
  currency: string;
  created: number;
  status: PaymentIntentStatus;
  method: PaymentMethodDetails;
  billing: { email: string | null; name: string | null };
  lastPaymentError: PaymentError | null;
  /** Refunds of this payment, oldest first. */
  refundIds: string[];
  /** Test control: the next refund created fails with this `failure_reason`, then it is cleared. */
  failNextRefund: string | null;
  /** Paid with the test card whose refunds always fail (as on Stripe: 4000 0000 0000 5126). */
  refundsFail: boolean;
}

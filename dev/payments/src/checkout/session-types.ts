/**
 * The Checkout Session as the API returns it: the fields of Stripe's object that our server can
 * observe, with Stripe's names and null-vs-absent conventions. `last_payment_error` is our addition
 * (real Stripe keeps it on the PaymentIntent) so a retrieve can show why the last attempt failed.
 */

export type SessionStatus = 'open' | 'complete' | 'expired';
export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method_type: 'card' | 'us_bank_account';
}

export interface CustomerDetails {
  email: string | null;
  name: string | null;
  phone: null;
  address: null;
  tax_exempt: 'none';
  tax_ids: [];
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  /** As requested (the SDK's current API version sends this instead of payment_method_types). */
  allowed_payment_method_types: string[] | null;
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  /** The customer given, or the one made at completion (a card saved, or `customer_creation=always`). */
  customer: string | null;
  customer_details: CustomerDetails | null;
  customer_email: string | null;
  expires_at: number;
  last_payment_error: PaymentError | null;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: PaymentStatus;
  status: SessionStatus;
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  /** `hosted_page` is the name in the API version the installed SDK pins (older versions said `hosted`). */
  ui_mode: 'hosted_page';
  /** The hosted page; Stripe sets it to null once the session is no longer open. */
  url: string | null;
}

/** What a line item was created from; the API's `item` objects are derived from this. */
export interface StoredLineItem {
  id: string;
  priceId: string;
  productId: string;
  name: string;
  description: string | null;
  currency: string;
  unitAmount: number;
  quantity: number;
}

/** A bank transfer waiting to settle; persisted so a restart still settles it. */
export interface PendingAsyncPayment {
  settleAt: number;
  outcome: 'succeeded' | 'failed';
}

/** What the session asked of the PaymentIntent it makes (`payment_intent_data`, `customer_creation`). */
export interface SessionPaymentOptions {
  setupFutureUsage: 'off_session' | 'on_session' | null;
  customerCreation: 'always' | 'if_required' | null;
  metadata: Record<string, string>;
  /** The given customer's e-mail: the page shows it instead of asking, as Checkout does. */
  customerEmail: string | null;
}

/** The e-mail the payer need not type: the session's, or its customer's. */
export function knownEmail(stored: StoredSession): string | null {
  return stored.session.customer_email ?? stored.paymentOptions?.customerEmail ?? null;
}

export interface StoredSession {
  session: CheckoutSession;
  lineItems: StoredLineItem[];
  pendingAsync: PendingAsyncPayment | null;
  /** Absent in files written before saved cards (nothing saved, no customer made). */
  paymentOptions?: SessionPaymentOptions;
}

import type { CardDetails } from '../payments/payment-types.js';

/** A Stripe Customer: whom saved cards belong to. */
export interface StoredCustomer {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
}

/**
 * A card PaymentMethod. `testCard` is the test number it was typed as (never shown by the API):
 * it decides how later charges of the saved card go (test-payment-methods.ts).
 */
export interface StoredPaymentMethod {
  id: string;
  created: number;
  customer: string | null;
  card: CardDetails;
  billing: { email: string | null; name: string | null };
  testCard: string;
  /** Test control: the next off-session charge fails with this decline code, then it is cleared. */
  failNextCharge: string | null;
}

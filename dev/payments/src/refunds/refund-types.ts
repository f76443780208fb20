/**
 * The Refund object as the API returns it, with Stripe's names. `charge` and `payment_intent` are
 * ids here; the API expands them on request. Fields Stripe sends only in some states
 * (`pending_reason`, `failure_reason`, `failure_balance_transaction`) are absent otherwise.
 */

export type RefundStatus = 'pending' | 'succeeded' | 'failed';
export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';

export const REFUND_REASONS: readonly RefundReason[] = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** The values Stripe documents for `failure_reason`. */
export const REFUND_FAILURE_REASONS = [
  'lost_or_stolen_card',
  'expired_or_canceled_card',
  'charge_for_pending_refund_disputed',
  'insufficient_funds',
  'declined',
  'merchant_request',
  'unknown',
] as const;

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  customer: null;
  destination_details?: { type: 'card'; card: { type: 'refund' } };
  failure_balance_transaction?: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string;
  pending_reason?: 'processing';
  reason: RefundReason | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: RefundStatus;
  transfer_reversal: null;
}

/** How a pending refund ends, decided when it is created; persisted so a restart still settles it. */
export type RefundOutcome = { outcome: 'succeeded' } | { outcome: 'failed'; failureReason: string };

export interface StoredRefund {
  refund: Refund;
  /** Null once the refund has settled. */
  pending: (RefundOutcome & { settleAt: number }) | null;
}

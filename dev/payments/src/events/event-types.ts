import type { CheckoutSession } from '../checkout/session-types.js';

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';

/** Which API call caused an event; both null when the payer or a timer did. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/** A Stripe v1 event ("snapshot" payload: `data.object` is the session as it was then). */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: CheckoutSession };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: CheckoutEventType;
}

export interface DeliveryAttempt {
  /** Milliseconds since the epoch. */
  at: number;
  /** HTTP status of the receiver's answer; null when none came (refused, timed out). */
  status: number | null;
  error: string | null;
  durationMs: number;
  /** True for attempts started by POST /__dev/events/:id/resend. */
  resend: boolean;
}

export interface StoredEvent {
  event: StripeEvent;
  deliveries: DeliveryAttempt[];
}

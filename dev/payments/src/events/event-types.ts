import type { CheckoutSession } from '../checkout/session-types.js';
import type { ChargeObject, PaymentIntentObject } from '../payments/payment-objects.js';
import type { Refund } from '../refunds/refund-types.js';

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';

/** `charge.refunded` carries the charge; the others carry the refund. */
export type RefundEventType =
  | 'refund.created'
  | 'refund.updated'
  | 'refund.failed'
  | 'charge.refunded'
  | 'charge.refund.updated';

/** A saved card charged off-session (`POST /v1/payment_intents`). */
export type PaymentIntentEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

export type EventType = CheckoutEventType | RefundEventType | PaymentIntentEventType;

export type EventObject = CheckoutSession | Refund | ChargeObject | PaymentIntentObject;

/** Which API call caused an event; both null when the payer or a timer did. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/**
 * A Stripe v1 event ("snapshot" payload: `data.object` is the object as it was then). `*.updated`
 * events also carry `previous_attributes`: the changed fields with their values before the change.
 */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: EventObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: EventType;
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

import { type Clock, unixSeconds } from '../clock.js';
import { newId } from '../ids.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import type { EventObject, EventRequest, EventType, StoredEvent, StripeEvent } from './event-types.js';

const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

/** Records events (kept for `GET /v1/events` and re-sending) and hands them to the webhook sender. */
export class EventLog {
  constructor(
    private readonly store: PaymentStore,
    private readonly clock: Clock,
    private readonly apiVersion: string,
    private readonly dispatcher: WebhookDispatcher | null,
  ) {}

  emit(
    type: EventType,
    object: EventObject,
    request: EventRequest = NO_REQUEST,
    previousAttributes?: Record<string, unknown>,
  ): StripeEvent {
    // A snapshot: later changes to the object must not rewrite what this event said.
    const data: StripeEvent['data'] = { object: structuredClone(object) };
    if (previousAttributes) data.previous_attributes = structuredClone(previousAttributes);
    const event: StripeEvent = {
      id: newId('evt', 24),
      object: 'event',
      api_version: this.apiVersion,
      created: unixSeconds(this.clock),
      data,
      livemode: false,
      pending_webhooks: this.dispatcher ? 1 : 0,
      request,
      type,
    };
    const stored: StoredEvent = { event, deliveries: [] };
    this.store.addEvent(stored);
    this.store.changed();
    this.dispatcher?.deliver(stored);
    return event;
  }

  get(id: string): StoredEvent | undefined {
    return this.store.getEvent(id);
  }

  /** Newest first, like Stripe's list. */
  list(filter: { type?: string; startingAfter?: string; limit: number }): {
    data: StripeEvent[];
    hasMore: boolean;
  } {
    let events = [...this.store.events].reverse().map((stored) => stored.event);
    if (filter.type) events = events.filter((event) => matchesType(event.type, filter.type!));
    if (filter.startingAfter) {
      const index = events.findIndex((event) => event.id === filter.startingAfter);
      events = index === -1 ? [] : events.slice(index + 1);
    }
    return { data: events.slice(0, filter.limit), hasMore: events.length > filter.limit };
  }
}

// Stripe's `type` filter accepts a trailing `*` wildcard (`checkout.session.*`).
function matchesType(type: string, pattern: string): boolean {
  return pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

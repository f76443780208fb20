import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { CheckoutService } from './checkout/checkout-service.js';
import type { CheckoutSession } from './checkout/session-types.js';
import { CustomerService } from './customers/customer-service.js';
import { EventLog } from './events/event-log.js';
import type { DeliveryAttempt, StripeEvent } from './events/event-types.js';
import type { HttpContext } from './http/context.js';
import { createRequestHandler } from './http/request-handler.js';
import { assertValidOptions, DEFAULTS, type PaymentProviderOptions } from './options.js';
import { PaymentService } from './payments/payment-service.js';
import { SavedCardCharges } from './payments/saved-card-charges.js';
import { PaymentStore } from './persistence/payment-store.js';
import { type RefundFailureReason, RefundService } from './refunds/refund-service.js';
import type { Refund } from './refunds/refund-types.js';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';

export type { CheckoutSession, PaymentError } from './checkout/session-types.js';
export { FAILING_ACCOUNT_SUFFIX, REFUND_FAILING_CARD } from './checkout/test-payment-methods.js';
export type {
  CheckoutEventType,
  DeliveryAttempt,
  EventType,
  RefundEventType,
  StripeEvent,
} from './events/event-types.js';
export type { PaymentProviderOptions } from './options.js';
export type { RefundFailureReason } from './refunds/refund-service.js';
export type { Refund, RefundStatus } from './refunds/refund-types.js';
export { signatureHeader } from './webhooks/signature.js';

export interface PaymentProvider {
  /** Base URL of the API and hosted pages (the publicUrl); point STRIPE_API_BASE here. */
  url: string;
  /** The port actually listened on (useful with port 0). */
  port: number;
  /** Stops the server, abandons pending webhook retries and bank-transfer timers, and saves. */
  close(): Promise<void>;
  /** Read-only views for tests (copies; changing them changes nothing). */
  sessions: {
    get(id: string): CheckoutSession | undefined;
    list(): CheckoutSession[];
  };
  refunds: {
    get(id: string): Refund | undefined;
    /** Newest first, like GET /v1/refunds. */
    list(): Refund[];
    /**
     * Makes the next refund of this PaymentIntent fail after the refund delay (like
     * POST /__dev/payment_intents/:id/fail_next_refund). Throws for an unknown id.
     */
    failNext(paymentIntentId: string, failureReason?: RefundFailureReason): void;
  };
  events: {
    /** Newest first, like GET /v1/events. */
    list(): StripeEvent[];
    get(id: string): StripeEvent | undefined;
    /** Every webhook attempt for an event, oldest first. */
    deliveries(id: string): DeliveryAttempt[];
    /** Resolves once no webhook delivery is running or waiting to retry. */
    settled(): Promise<void>;
  };
}

/** Starts the local Stripe stand-in: the API subset our server uses, the hosted page, and webhooks. */
export async function startPaymentProvider(options: PaymentProviderOptions): Promise<PaymentProvider> {
  assertValidOptions(options);
  const clock = options.clock ?? Date.now;
  const log = options.log ?? (() => {});
  const store = await PaymentStore.open(options.dataDir, clock, log);

  // The handler is attached after listen() because session URLs need the real port (port 0).
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  const asyncDelayMs = options.asyncDelayMs ?? DEFAULTS.asyncDelayMs;

  const dispatcher = options.webhookUrl
    ? new WebhookDispatcher(
        {
          url: options.webhookUrl,
          secret: options.webhookSecret,
          retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULTS.webhookRetryDelaysMs,
          timeoutMs: options.webhookTimeoutMs ?? DEFAULTS.webhookTimeoutMs,
        },
        () => store.changed(),
        log,
      )
    : null;
  const events = new EventLog(store, clock, options.apiVersion ?? Stripe.API_VERSION, dispatcher);
  const payments = new PaymentService(store, clock);
  const refunds = new RefundService(store, events, payments, {
    clock,
    refundDelayMs: options.refundDelayMs ?? DEFAULTS.refundDelayMs,
  });
  const customers = new CustomerService(store, clock);
  const savedCardCharges = new SavedCardCharges(store, events, payments, customers);
  const checkout = new CheckoutService(store, events, payments, customers, {
    clock,
    publicUrl,
    asyncDelayMs,
    expirySweepMs: options.expirySweepMs ?? DEFAULTS.expirySweepMs,
  });
  const context: HttpContext = {
    secretKey: options.secretKey,
    businessName: options.businessName ?? DEFAULTS.businessName,
    asyncDelayMs,
    clock,
    store,
    checkout,
    payments,
    refunds,
    customers,
    savedCardCharges,
    events,
    dispatcher,
  };
  handle = createRequestHandler(context);
  checkout.start();
  refunds.start();

  let closing: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    checkout.stop();
    refunds.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets (the SDK pools them) would otherwise hold close() open.
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 1000).unref();
    });
    await dispatcher?.close();
    await store.flush();
  };

  return {
    url: publicUrl,
    port,
    close: () => {
      closing ??= close();
      return closing;
    },
    sessions: {
      get: (id) => {
        const stored = checkout.find(id);
        return stored ? structuredClone(stored.session) : undefined;
      },
      list: () => [...store.sessions.values()].map((stored) => structuredClone(stored.session)),
    },
    refunds: {
      get: (id) => {
        const stored = store.refunds.get(id);
        return stored ? structuredClone(stored.refund) : undefined;
      },
      list: () => [...store.refunds.values()].reverse().map((stored) => structuredClone(stored.refund)),
      failNext: (paymentIntentId, failureReason) => refunds.failNext(paymentIntentId, failureReason),
    },
    events: {
      list: () => [...store.events].reverse().map((stored) => structuredClone(stored.event)),
      get: (id) => {
        const stored = events.get(id);
        return stored ? structuredClone(stored.event) : undefined;
      },
      deliveries: (id) => structuredClone(events.get(id)?.deliveries ?? []),
      settled: async () => {
        await dispatcher?.settled();
      },
    },
  };
}

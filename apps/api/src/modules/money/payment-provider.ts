import type { Locale } from '@soccer/contracts';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { outgoingTraceHeaders } from '../../lib/trace-context.js';

/** What we need from a card payment provider; Stripe Checkout in production. */
/** One line of a checkout: a registration's price. */
export interface CheckoutLine {
  productName: string;
  productDescription: string;
  amountCents: number;
}

export interface CheckoutRequest {
  currency: string;
  /** A line per registration (an order has several); the checkout's total is their sum. */
  lines: CheckoutLine[];
  customerEmail: string;
  /** The language of the hosted page (Stripe's Checkout Session `locale`). */
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  metadata: Record<string, string>;
  idempotencyKey: string;
  /** Keep the card with a customer for charges without the payer (an instalment plan, decision 0109). */
  saveCard?: boolean;
}

/** A card kept at the provider for later charges: its customer and payment method. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

export interface ProviderSession {
  id: string;
  url: string | null;
  /** open | complete | expired */
  status: string;
  /** paid | unpaid | no_payment_required */
  paymentStatus: string;
  amountTotal: number | null;
  /** Lower-case ISO code, e.g. 'usd'. */
  currency: string | null;
  metadata: Record<string, string>;
  /** The payment of a paid session (what a refund names). */
  paymentIntent: string | null;
  /** The language of its page ('es', 'en'; null when none was asked for). */
  locale: string | null;
  /**
   * The card that paid, as the provider's charge records it (`payment_intent.latest_charge.
   * payment_method_details.card`); null when unpaid, paid another way, or not read with it.
   */
  card: { brand: string; last4: string } | null;
  /** The card the checkout saved for later charges; null when it saved none. */
  savedCard: SavedCard | null;
}

export interface RefundRequest {
  paymentIntent: string;
  amountCents: number;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** A refund as the provider records it. */
export interface ProviderRefund {
  id: string;
  /** pending | requires_action | succeeded | failed | canceled */
  status: string;
  amountCents: number;
  currency: string;
  paymentIntent: string | null;
  failureReason: string | null;
  metadata: Record<string, string>;
}

/** A charge of a saved card without its holder (an instalment on its date, decision 0109). */
export interface SavedCardCharge {
  card: SavedCard;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** One per instalment and try: a repeated request (another server, a crash) never charges twice. */
  idempotencyKey: string;
}

/** What the provider did with it: paid (its PaymentIntent), or declined and why (Stripe's code). */
export type SavedCardOutcome =
  | { status: 'succeeded'; paymentIntent: string }
  | { status: 'declined'; paymentIntent: string | null; code: string };

/** The provider refused a refund request (nothing left to refund, amount too large, unknown payment). */
export class RefundRefusedError extends Error {}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<ProviderSession>;
  retrieve(sessionId: string): Promise<ProviderSession | null>;
  expire(sessionId: string): Promise<ProviderSession>;
  /** Throws RefundRefusedError when the provider refuses it; other errors mean it may not have arrived. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  retrieveRefund(refundId: string): Promise<ProviderRefund | null>;
  /** Charges a saved card off-session; a decline is an outcome, anything else (network) throws. */
  chargeSaved(request: SavedCardCharge): Promise<SavedCardOutcome>;
  /** Verifies a webhook's signature; throws when it is not from the provider. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

export function createStripeProvider(config: Config): PaymentProvider {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: base ? 0 : 2,
    telemetry: false,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });

  // Each call carries the trace of the request (or job) that makes it (decision 0072).
  const traced = (options: Stripe.RequestOptions = {}): Stripe.RequestOptions => ({
    ...options,
    headers: outgoingTraceHeaders(),
  });

  const toSession = (s: Stripe.Checkout.Session): ProviderSession => ({
    id: s.id,
    url: s.url,
    status: s.status ?? 'open',
    paymentStatus: s.payment_status,
    amountTotal: s.amount_total,
    currency: s.currency ? s.currency.toLowerCase() : null,
    metadata: (s.metadata ?? {}) as Record<string, string>,
    paymentIntent: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
    locale: s.locale ?? null,
    card: cardOf(s.payment_intent),
    savedCard: savedCardOf(s),
  });
  const toRefund = (r: Stripe.Refund): ProviderRefund => ({
    id: r.id,
    status: r.status ?? 'pending',
    amountCents: r.amount,
    currency: r.currency.toLowerCase(),
    paymentIntent: typeof r.payment_intent === 'string' ? r.payment_intent : (r.payment_intent?.id ?? null),
    failureReason: r.failure_reason ?? null,
    metadata: (r.metadata ?? {}) as Record<string, string>,
  });

  return {
    async createCheckout(r) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: r.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: r.currency,
              unit_amount: line.amountCents,
              product_data: {
                name: line.productName,
                ...(line.productDescription ? { description: line.productDescription } : {}),
              },
            },
          })),
          customer_email: r.customerEmail || undefined,
          locale: r.locale,
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          expires_at: Math.floor(r.expiresAt.getTime() / 1000),
          metadata: r.metadata,
          client_reference_id: r.metadata.registration_ref,
          // A plan's later payments are charged to this card, so it is paid by card alone.
          ...(r.saveCard
            ? {
                payment_method_types: ['card'],
                payment_intent_data: { setup_future_usage: 'off_session' as const },
              }
            : {}),
        },
        traced({ idempotencyKey: r.idempotencyKey }),
      );
      return toSession(session);
    },
    async retrieve(sessionId) {
      try {
        return toSession(
          await stripe.checkout.sessions.retrieve(
            sessionId,
            { expand: ['payment_intent.latest_charge'] },
            traced(),
          ),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async expire(sessionId) {
      return toSession(await stripe.checkout.sessions.expire(sessionId, {}, traced()));
    },
    async refund(r) {
      try {
        return toRefund(
          await stripe.refunds.create(
            { payment_intent: r.paymentIntent, amount: r.amountCents, metadata: r.metadata },
            traced({ idempotencyKey: r.idempotencyKey }),
          ),
        );
      } catch (error) {
        // A 4xx answer is the provider's decision; anything else (network, 5xx) may be retried.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw new RefundRefusedError(error.message);
        throw error;
      }
    },
    async retrieveRefund(refundId) {
      try {
        return toRefund(await stripe.refunds.retrieve(refundId, {}, traced()));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async chargeSaved(r) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: r.amountCents,
            currency: r.currency,
            customer: r.card.customerId,
            payment_method: r.card.paymentMethodId,
            off_session: true,
            confirm: true,
            description: r.description,
            metadata: r.metadata,
          },
          traced({ idempotencyKey: r.idempotencyKey }),
        );
        return intent.status === 'succeeded'
          ? { status: 'succeeded', paymentIntent: intent.id }
          : { status: 'declined', paymentIntent: intent.id, code: intent.status };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            status: 'declined',
            paymentIntent: error.payment_intent?.id ?? null,
            code: error.code ?? 'card_declined',
          };
        throw error;
      }
    },
    parseWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET);
    },
  };
}

/** The card of a session's expanded payment (its latest charge), as receipts print it. */
function cardOf(intent: string | Stripe.PaymentIntent | null): ProviderSession['card'] {
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const card = charge.payment_method_details?.card;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

/** The card a paid session saved (its customer and the payment's method), read from the expanded payment. */
function savedCardOf(s: Stripe.Checkout.Session): SavedCard | null {
  const intent = s.payment_intent;
  const customer = typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? null);
  if (!customer || !intent || typeof intent === 'string' || !intent.setup_future_usage) return null;
  const method =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  return method ? { customerId: customer, paymentMethodId: method } : null;
}

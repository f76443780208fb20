import Stripe from 'stripe';
import type { Config } from '../../config.js';

/** What we need from a card payment provider; Stripe Checkout in production. */
export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  productName: string;
  productDescription: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  metadata: Record<string, string>;
  idempotencyKey: string;
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
}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<ProviderSession>;
  retrieve(sessionId: string): Promise<ProviderSession | null>;
  expire(sessionId: string): Promise<ProviderSession>;
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

  const toSession = (s: Stripe.Checkout.Session): ProviderSession => ({
    id: s.id,
    url: s.url,
    status: s.status ?? 'open',
    paymentStatus: s.payment_status,
    amountTotal: s.amount_total,
    currency: s.currency ? s.currency.toLowerCase() : null,
    metadata: (s.metadata ?? {}) as Record<string, string>,
  });

  return {
    async createCheckout(r) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: r.currency,
                unit_amount: r.amountCents,
                product_data: {
                  name: r.productName,
                  ...(r.productDescription ? { description: r.productDescription } : {}),
                },
              },
            },
          ],
          customer_email: r.customerEmail || undefined,
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          expires_at: Math.floor(r.expiresAt.getTime() / 1000),
          metadata: r.metadata,
          client_reference_id: r.metadata.registration_ref,
        },
        { idempotencyKey: r.idempotencyKey },
      );
      return toSession(session);
    },
    async retrieve(sessionId) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async expire(sessionId) {
      return toSession(await stripe.checkout.sessions.expire(sessionId));
    },
    parseWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET);
    },
  };
}

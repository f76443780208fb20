import type { StoredPayment } from './payment-types.js';

/**
 * The `payment_intent` and `charge` objects as Stripe returns them, derived from a payment record.
 * Fields about features the stand-in does not have (Connect, disputes, Radar, shipping) carry the
 * values Stripe gives a plain test-mode payment without them.
 */

export function paymentIntentObject(payment: StoredPayment) {
  return {
    id: payment.paymentIntentId,
    object: 'payment_intent' as const,
    amount: payment.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    // Stripe leaves this at what was collected; refunds show on the charge instead.
    amount_received: payment.status === 'succeeded' ? payment.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async' as const,
    client_secret: payment.clientSecret,
    confirmation_method: 'automatic' as const,
    created: payment.created,
    currency: payment.currency,
    customer: payment.customer ?? null,
    description: payment.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: payment.lastPaymentError,
    latest_charge: payment.chargeId,
    livemode: false as const,
    metadata: payment.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: payment.status === 'requires_payment_method' ? null : payment.paymentMethodId,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: [payment.method.type],
    processing: null,
    receipt_email: payment.billing.email,
    review: null,
    setup_future_usage: payment.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: payment.status,
    transfer_data: null,
    transfer_group: null,
  };
}

export type PaymentIntentObject = ReturnType<typeof paymentIntentObject>;

function chargeStatus(payment: StoredPayment): 'succeeded' | 'pending' | 'failed' {
  if (payment.status === 'succeeded') return 'succeeded';
  return payment.status === 'processing' ? 'pending' : 'failed';
}

function paymentMethodDetails(payment: StoredPayment) {
  const { method } = payment;
  if (method.type === 'us_bank_account') return method;
  return {
    type: 'card' as const,
    card: {
      amount_authorized: payment.amount,
      authorization_code: null,
      brand: method.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: method.card.country,
      exp_month: method.card.exp_month,
      exp_year: method.card.exp_year,
      funding: method.card.funding,
      installments: null,
      last4: method.card.last4,
      mandate: null,
      network: method.card.brand,
      network_transaction_id: null,
      regulated_status: 'unregulated',
      three_d_secure: null,
      wallet: null,
    },
  };
}

/** `amountRefunded` counts pending and succeeded refunds, as Stripe does; failed ones give it back. */
export function chargeObject(payment: StoredPayment, amountRefunded: number) {
  const status = chargeStatus(payment);
  const error = status === 'failed' ? payment.lastPaymentError : null;
  return {
    id: payment.chargeId,
    object: 'charge' as const,
    amount: payment.amount,
    amount_captured: status === 'failed' ? 0 : payment.amount,
    amount_refunded: amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: status === 'failed' ? null : payment.balanceTransactionId,
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: payment.billing.email,
      name: payment.billing.name,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: null,
    captured: status !== 'failed',
    created: payment.created,
    currency: payment.currency,
    customer: payment.customer ?? null,
    description: payment.description ?? null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: error?.code ?? null,
    failure_message: error?.message ?? null,
    fraud_details: {},
    livemode: false as const,
    metadata: {},
    on_behalf_of: null,
    outcome:
      status === 'failed'
        ? null
        : {
            advice_code: null,
            network_advice_code: null,
            network_decline_code: null,
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
    paid: status === 'succeeded',
    payment_intent: payment.paymentIntentId,
    payment_method: payment.paymentMethodId,
    payment_method_details: paymentMethodDetails(payment),
    receipt_email: payment.billing.email,
    receipt_number: null,
    receipt_url: null,
    refunded: amountRefunded > 0 && amountRefunded >= payment.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status,
    transfer_data: null,
    transfer_group: null,
  };
}

export type ChargeObject = ReturnType<typeof chargeObject>;

import type { StoredCustomer, StoredPaymentMethod } from './customer-types.js';

/** The `customer` object as Stripe returns it, for the fields a plain test-mode customer has. */
export function customerObject(customer: StoredCustomer) {
  return {
    id: customer.id,
    object: 'customer' as const,
    address: null,
    balance: 0,
    created: customer.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: customer.description,
    email: customer.email,
    invoice_prefix: customer.id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false as const,
    metadata: customer.metadata,
    name: customer.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none' as const,
    test_clock: null,
  };
}

/** A card `payment_method` object as Stripe returns it. */
export function paymentMethodObject(method: StoredPaymentMethod) {
  return {
    id: method.id,
    object: 'payment_method' as const,
    allow_redisplay: 'unspecified' as const,
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: method.billing.email,
      name: method.billing.name,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: method.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: method.card.country,
      display_brand: method.card.brand,
      exp_month: method.card.exp_month,
      exp_year: method.card.exp_year,
      funding: method.card.funding,
      generated_from: null,
      last4: method.card.last4,
      networks: { available: [method.card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: method.created,
    customer: method.customer,
    livemode: false as const,
    metadata: {},
    type: 'card' as const,
  };
}

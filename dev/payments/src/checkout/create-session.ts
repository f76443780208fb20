import { type Clock, unixSeconds } from '../clock.js';
import type { ParamObject, ParamValue } from '../form-params.js';
import { newId } from '../ids.js';
import { stripeErrors } from '../stripe-errors.js';
import {
  readHttpUrl,
  readInteger,
  readMetadata,
  readObject,
  readString,
  readStringArray,
  rejectUnknown,
  requireString,
} from './param-readers.js';
import type { SessionPaymentOptions, StoredLineItem, StoredSession } from './session-types.js';

// Parameters this stand-in acts on.
const IMPLEMENTED = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'client_reference_id',
  'metadata',
  'expires_at',
  'payment_method_types',
  'allowed_payment_method_types',
  'excluded_payment_method_types',
  'currency',
  'locale',
  'expand',
  'ui_mode',
  'customer',
  'customer_creation',
  'payment_intent_data',
];
// Real Stripe parameters that only change Stripe's page or receipts; accepted so code written for
// Stripe runs unchanged, and otherwise ignored. Anything else is rejected like Stripe does.
const ACCEPTED_AND_IGNORED = [
  'after_expiration',
  'allow_promotion_codes',
  'billing_address_collection',
  'consent_collection',
  'custom_fields',
  'custom_text',
  'invoice_creation',
  'payment_method_options',
  'phone_number_collection',
  'shipping_address_collection',
  'submit_type',
  'tax_id_collection',
];
const SESSION_KEYS = new Set([...IMPLEMENTED, ...ACCEPTED_AND_IGNORED]);
const LINE_ITEM_KEYS = new Set(['price_data', 'quantity', 'price', 'adjustable_quantity', 'tax_rates']);
const PRICE_DATA_KEYS = new Set([
  'currency',
  'unit_amount',
  'unit_amount_decimal',
  'product_data',
  'product',
  'tax_behavior',
  'recurring',
]);
const PRODUCT_DATA_KEYS = new Set(['name', 'description', 'images', 'metadata', 'tax_code', 'unit_label']);
const PAYMENT_METHOD_TYPES = new Set(['card', 'us_bank_account']);
const CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((c) => c.toLowerCase()));
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
const MAX_AMOUNT = 99_999_999;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateContext {
  clock: Clock;
  /** Origin of the hosted page, e.g. http://localhost:8082. */
  publicUrl: string;
  /** Whether a `cus_…` id names a customer of this account. */
  /** The e-mail of a customer of this account, undefined when there is no such customer. */
  customerEmail: (id: string) => string | null | undefined;
}

// `payment_intent_data` keys acted on; the others only change Stripe's statements and receipts.
const PAYMENT_INTENT_DATA_KEYS = new Set([
  'setup_future_usage',
  'metadata',
  'description',
  'capture_method',
  'receipt_email',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'shipping',
]);

/** Validates `POST /v1/checkout/sessions` parameters like Stripe and builds the new session. */
export function createSession(params: ParamObject, context: CreateContext): StoredSession {
  rejectUnknown(params, SESSION_KEYS, '');

  const mode = requireString(params.mode, 'mode');
  if (mode !== 'payment') {
    throw stripeErrors.invalidParam(
      'mode',
      `Invalid mode: ${mode}. The local payment stand-in supports only mode=payment.`,
    );
  }
  const uiMode = readString(params.ui_mode, 'ui_mode');
  if (uiMode !== undefined && uiMode !== 'hosted_page' && uiMode !== 'hosted') {
    throw stripeErrors.invalidParam(
      'ui_mode',
      'The local payment stand-in supports only ui_mode=hosted_page.',
    );
  }
  const successUrl = readHttpUrl(params.success_url, 'success_url');
  if (!successUrl) throw stripeErrors.missingParam('success_url');
  const cancelUrl = readHttpUrl(params.cancel_url, 'cancel_url') ?? null;

  const lineItems = readLineItems(params.line_items);
  const currency = lineItems[0]!.currency;
  if (lineItems.some((item) => item.currency !== currency)) {
    throw stripeErrors.invalidParam('line_items', 'All line items must use the same currency.');
  }
  const requestedCurrency = readString(params.currency, 'currency')?.toLowerCase();
  if (requestedCurrency !== undefined && requestedCurrency !== currency) {
    throw stripeErrors.invalidParam(
      'currency',
      `currency ${requestedCurrency} does not match the line items.`,
    );
  }
  const total = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (total > MAX_AMOUNT)
    throw stripeErrors.invalidParam('line_items', 'Amount must be no more than $999,999.99');
  if (currency === 'usd' && total < 50) {
    throw stripeErrors.invalidRequest(
      "The Checkout Session's total amount due must add up to at least $0.50 usd",
    );
  }

  const customer = readString(params.customer, 'customer') || null;
  const customerEmail = customer === null ? null : context.customerEmail(customer);
  if (customerEmail === undefined) throw stripeErrors.noSuch('customer', customer!, 'customer');
  if (customer !== null && params.customer_email !== undefined)
    throw stripeErrors.invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
    );
  const paymentOptions = { ...readPaymentOptions(params, customer), customerEmail };
  const emailGiven = readString(params.customer_email, 'customer_email') || null;
  if (emailGiven !== null && !EMAIL_PATTERN.test(emailGiven)) {
    throw stripeErrors.invalidParam('customer_email', `Invalid email address: ${emailGiven}`);
  }
  const clientReferenceId = readString(params.client_reference_id, 'client_reference_id') || null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw stripeErrors.invalidParam(
      'client_reference_id',
      'client_reference_id can be at most 200 characters.',
    );
  }

  const created = unixSeconds(context.clock);
  const expiresAt = readInteger(params.expires_at, 'expires_at') ?? created + MAX_EXPIRY_SECONDS;
  if (expiresAt < created + MIN_EXPIRY_SECONDS) {
    throw stripeErrors.invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  if (expiresAt > created + MAX_EXPIRY_SECONDS) {
    throw stripeErrors.invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }

  const { paymentMethodTypes, allowedPaymentMethodTypes } = readPaymentMethodTypes(params);

  const id = newId('cs_test', 58);
  return {
    session: {
      id,
      object: 'checkout.session',
      allowed_payment_method_types: allowedPaymentMethodTypes,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId,
      created,
      currency,
      customer,
      customer_details: null,
      customer_email: emailGiven,
      expires_at: expiresAt,
      last_payment_error: null,
      livemode: false,
      locale: readString(params.locale, 'locale') || null,
      metadata: readMetadata(params.metadata, 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: paymentMethodTypes,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: `${context.publicUrl}/pay/${id}`,
    },
    lineItems,
    pendingAsync: null,
    paymentOptions,
  };
}

/** `payment_intent_data[setup_future_usage]` saves the card; `customer_creation` makes a customer. */
function readPaymentOptions(
  params: ParamObject,
  customer: string | null,
): Omit<SessionPaymentOptions, 'customerEmail'> {
  const creation = readString(params.customer_creation, 'customer_creation') ?? null;
  if (creation !== null && creation !== 'always' && creation !== 'if_required')
    throw stripeErrors.invalidParam(
      'customer_creation',
      `Invalid customer_creation: must be one of always or if_required`,
    );
  if (creation !== null && customer !== null)
    throw stripeErrors.invalidRequest(
      'You may only specify one of these parameters: customer, customer_creation.',
    );
  const data = readObject(params.payment_intent_data, 'payment_intent_data') ?? {};
  rejectUnknown(data, PAYMENT_INTENT_DATA_KEYS, 'payment_intent_data');
  const usage = readString(data.setup_future_usage, 'payment_intent_data[setup_future_usage]') ?? null;
  if (usage !== null && usage !== 'off_session' && usage !== 'on_session')
    throw stripeErrors.invalidParam(
      'payment_intent_data[setup_future_usage]',
      'Invalid setup_future_usage: must be one of on_session or off_session',
    );
  return {
    setupFutureUsage: usage,
    customerCreation: creation,
    metadata: readMetadata(data.metadata, 'payment_intent_data[metadata]'),
  };
}

/**
 * Older API versions take an explicit `payment_method_types` list; the version the current SDK pins
 * takes `allowed_payment_method_types`, a filter over what the account has enabled. Here the
 * "enabled" set is card and us_bank_account, and card is the default.
 */
function readPaymentMethodTypes(params: ParamObject): {
  paymentMethodTypes: string[];
  allowedPaymentMethodTypes: string[] | null;
} {
  const explicit = readStringArray(params.payment_method_types, 'payment_method_types');
  explicit?.forEach((type, i) => {
    if (!PAYMENT_METHOD_TYPES.has(type)) {
      throw stripeErrors.invalidParam(
        `payment_method_types[${i}]`,
        `The payment method type "${type}" is not supported by the local payment stand-in (card, us_bank_account).`,
      );
    }
  });
  const allowed =
    readStringArray(params.allowed_payment_method_types, 'allowed_payment_method_types') ?? null;
  const excluded = new Set(
    readStringArray(params.excluded_payment_method_types, 'excluded_payment_method_types'),
  );
  let types = explicit ?? allowed?.filter((type) => PAYMENT_METHOD_TYPES.has(type)) ?? ['card'];
  types = types.filter((type) => !excluded.has(type));
  if (types.length === 0) {
    throw stripeErrors.invalidRequest(
      'None of the requested payment method types can be used; the local payment stand-in offers card and us_bank_account.',
    );
  }
  return { paymentMethodTypes: types, allowedPaymentMethodTypes: allowed };
}

function readLineItems(value: ParamValue | undefined): StoredLineItem[] {
  if (value === undefined || value === '') throw stripeErrors.missingParam('line_items');
  if (!Array.isArray(value))
    throw stripeErrors.invalidParam('line_items', 'Invalid array: line_items must be an array');
  if (value.length === 0) throw stripeErrors.missingParam('line_items');
  if (value.length > 100)
    throw stripeErrors.invalidParam('line_items', 'A Checkout Session can have at most 100 line items.');
  return value.map((item, i) => readLineItem(item, `line_items[${i}]`));
}

function readLineItem(value: ParamValue, param: string): StoredLineItem {
  const item = readObject(value, param);
  if (!item) throw stripeErrors.missingParam(`${param}[price_data]`);
  rejectUnknown(item, LINE_ITEM_KEYS, param);
  const priceId = readString(item.price, `${param}[price]`);
  // Prices live in the Stripe dashboard; this stand-in has none, so only inline price_data works.
  if (priceId !== undefined) throw stripeErrors.noSuch('price', priceId, `${param}[price]`);

  const priceParam = `${param}[price_data]`;
  const priceData = readObject(item.price_data, priceParam);
  if (!priceData) throw stripeErrors.missingParam(priceParam);
  rejectUnknown(priceData, PRICE_DATA_KEYS, priceParam);
  if (priceData.recurring !== undefined) {
    throw stripeErrors.invalidParam(
      `${priceParam}[recurring]`,
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    );
  }
  const productId = readString(priceData.product, `${priceParam}[product]`);
  if (productId !== undefined) throw stripeErrors.noSuch('product', productId, `${priceParam}[product]`);
  if (priceData.unit_amount_decimal !== undefined) {
    throw stripeErrors.invalidParam(
      `${priceParam}[unit_amount_decimal]`,
      'The local payment stand-in supports unit_amount, not unit_amount_decimal.',
    );
  }

  const currency = requireString(priceData.currency, `${priceParam}[currency]`).toLowerCase();
  if (!CURRENCIES.has(currency))
    throw stripeErrors.invalidParam(`${priceParam}[currency]`, `Invalid currency: ${currency}`);
  const unitAmount = readInteger(priceData.unit_amount, `${priceParam}[unit_amount]`);
  if (unitAmount === undefined) throw stripeErrors.missingParam(`${priceParam}[unit_amount]`);
  if (unitAmount < 0) {
    throw stripeErrors.invalidParam(
      `${priceParam}[unit_amount]`,
      'This value must be greater than or equal to 0.',
    );
  }

  const productParam = `${priceParam}[product_data]`;
  const productData = readObject(priceData.product_data, productParam);
  if (!productData) throw stripeErrors.missingParam(`${productParam}[name]`);
  rejectUnknown(productData, PRODUCT_DATA_KEYS, productParam);
  const name = requireString(productData.name, `${productParam}[name]`);
  const description = readString(productData.description, `${productParam}[description]`) || null;

  const quantity = readInteger(item.quantity, `${param}[quantity]`);
  if (quantity === undefined) throw stripeErrors.missingParam(`${param}[quantity]`);
  if (quantity < 1)
    throw stripeErrors.invalidParam(`${param}[quantity]`, 'This value must be greater than or equal to 1.');

  return {
    id: newId('li'),
    priceId: newId('price'),
    productId: newId('prod', 14),
    name,
    description,
    currency,
    unitAmount,
    quantity,
  };
}

import {
  readInteger,
  readMetadata,
  readString,
  rejectUnknown,
  requireString,
} from '../checkout/param-readers.js';
import { offSessionDecline } from '../checkout/test-payment-methods.js';
import { paymentMethodObject } from '../customers/customer-objects.js';
import type { CustomerService } from '../customers/customer-service.js';
import type { EventLog } from '../events/event-log.js';
import type { EventRequest } from '../events/event-types.js';
import type { ParamObject } from '../form-params.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import { StripeApiError, stripeErrors } from '../stripe-errors.js';
import { paymentIntentObject } from './payment-objects.js';
import type { PaymentService } from './payment-service.js';
import type { StoredPayment } from './payment-types.js';

const KEYS = new Set([
  'amount',
  'currency',
  'customer',
  'payment_method',
  'off_session',
  'confirm',
  'metadata',
  'description',
  'payment_method_types',
  'receipt_email',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'expand',
]);
const MAX_AMOUNT = 99_999_999;

/**
 * `POST /v1/payment_intents` for what instalments need: charging a card saved to a customer while
 * its holder is away (`off_session=true`, `confirm=true`). Payers present pay on the hosted page,
 * so other PaymentIntent flows are refused with a message that says so. As on Stripe, a decline
 * answers 402 with the PaymentIntent (now `requires_payment_method`) inside the error, and is
 * announced by `payment_intent.payment_failed`; a success by `payment_intent.succeeded`.
 */
export class SavedCardCharges {
  constructor(
    private readonly store: PaymentStore,
    private readonly events: EventLog,
    private readonly payments: PaymentService,
    private readonly customers: CustomerService,
  ) {}

  create(params: ParamObject, origin: EventRequest): StoredPayment {
    rejectUnknown(params, KEYS, '');
    const amount = readInteger(params.amount, 'amount');
    if (amount === undefined) throw stripeErrors.missingParam('amount');
    const currency = requireString(params.currency, 'currency').toLowerCase();
    if (currency === 'usd' && amount < 50)
      throw stripeErrors.invalidParam('amount', 'Amount must be at least $0.50 usd');
    if (amount > MAX_AMOUNT)
      throw stripeErrors.invalidParam('amount', 'Amount must be no more than $999,999.99');
    if (
      readString(params.confirm, 'confirm') !== 'true' ||
      readString(params.off_session, 'off_session') !== 'true'
    )
      throw stripeErrors.invalidRequest(
        'The local payment stand-in creates PaymentIntents only to charge a saved card off-session (confirm=true, off_session=true); a payer who is present pays on the hosted Checkout page.',
      );
    const customerId = requireString(params.customer, 'customer');
    const customer = this.customers.get(customerId);
    const method = this.customers.getPaymentMethod(requireString(params.payment_method, 'payment_method'));
    if (method.customer !== customer.id)
      throw stripeErrors.invalidRequest(
        method.customer === null
          ? 'The provided PaymentMethod was previously used to make a payment and cannot be reused without being attached to a Customer.'
          : 'The provided PaymentMethod belongs to a different Customer.',
        'payment_method',
      );

    const error = offSessionDecline(method.testCard, method.failNextCharge);
    method.failNextCharge = null;
    const payment = this.payments.recordSavedCardCharge({
      amount,
      currency,
      customer: customer.id,
      paymentMethodId: method.id,
      method: { type: 'card', card: method.card },
      billing: method.billing,
      metadata: readMetadata(params.metadata, 'metadata'),
      description: readString(params.description, 'description') || null,
      error,
    });
    this.store.changed();
    const intent = paymentIntentObject(payment);
    if (!error) {
      this.events.emit('payment_intent.succeeded', intent, origin);
      return payment;
    }
    this.events.emit('payment_intent.payment_failed', intent, origin);
    throw new StripeApiError(402, {
      ...error,
      type: 'card_error',
      charge: payment.chargeId,
      payment_intent: intent,
      payment_method: paymentMethodObject(method),
      doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`,
    });
  }
}

import { readMetadata, readString, rejectUnknown } from '../checkout/param-readers.js';
import { type Clock, unixSeconds } from '../clock.js';
import type { ParamObject } from '../form-params.js';
import { newId } from '../ids.js';
import type { CardDetails } from '../payments/payment-types.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import { stripeErrors } from '../stripe-errors.js';
import type { StoredCustomer, StoredPaymentMethod } from './customer-types.js';

const CUSTOMER_KEYS = new Set([
  'email',
  'name',
  'description',
  'metadata',
  'expand',
  'preferred_locales',
  'phone',
]);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Customers and the cards saved to them (`setup_future_usage` at checkout). */
export class CustomerService {
  constructor(
    private readonly store: PaymentStore,
    private readonly clock: Clock,
  ) {}

  /** `POST /v1/customers`. */
  create(params: ParamObject): StoredCustomer {
    rejectUnknown(params, CUSTOMER_KEYS, '');
    const email = readString(params.email, 'email') || null;
    if (email !== null && !EMAIL_PATTERN.test(email))
      throw stripeErrors.invalidParam('email', `Invalid email address: ${email}`);
    return this.add({
      email,
      name: readString(params.name, 'name') || null,
      description: readString(params.description, 'description') || null,
      metadata: readMetadata(params.metadata, 'metadata'),
    });
  }

  /** The customer Checkout makes for a payer who has none (`customer_creation`, or a card to save). */
  add(fields: Omit<StoredCustomer, 'id' | 'created'>): StoredCustomer {
    const customer: StoredCustomer = { id: newId('cus', 14), created: unixSeconds(this.clock), ...fields };
    this.store.customers.set(customer.id, customer);
    this.store.changed();
    return customer;
  }

  get(id: string, param = 'customer'): StoredCustomer {
    const customer = this.store.customers.get(id);
    if (!customer) throw stripeErrors.noSuch('customer', id, param);
    return customer;
  }

  /** A card the payer typed on the hosted page; attached to `customer` when it is saved. */
  recordCard(
    card: CardDetails,
    testCard: string,
    billing: StoredPaymentMethod['billing'],
    customer: string | null,
  ): StoredPaymentMethod {
    const method: StoredPaymentMethod = {
      id: newId('pm', 24),
      created: unixSeconds(this.clock),
      customer,
      card,
      billing,
      testCard,
      failNextCharge: null,
    };
    this.store.paymentMethods.set(method.id, method);
    this.store.changed();
    return method;
  }

  getPaymentMethod(id: string, param = 'payment_method'): StoredPaymentMethod {
    const method = this.store.paymentMethods.get(id);
    if (!method) throw stripeErrors.noSuch('PaymentMethod', id, param);
    return method;
  }

  /** The customer's saved cards, newest first (as Stripe lists them). */
  paymentMethodsOf(customerId: string): StoredPaymentMethod[] {
    this.get(customerId);
    return [...this.store.paymentMethods.values()].filter((m) => m.customer === customerId).reverse();
  }

  /** `POST /v1/payment_methods/:id/detach`: the card can no longer be charged. */
  detach(id: string): StoredPaymentMethod {
    const method = this.getPaymentMethod(id);
    if (method.customer === null)
      throw stripeErrors.invalidRequest(
        `The payment method you provided is not attached to a customer so detachment is impossible.`,
      );
    method.customer = null;
    this.store.changed();
    return method;
  }

  /** Test control: the card's next off-session charge fails with `declineCode`. */
  failNextCharge(id: string, declineCode: string): void {
    this.getPaymentMethod(id, 'id').failNextCharge = declineCode;
    this.store.changed();
  }
}

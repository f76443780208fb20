import type { CheckoutService } from '../checkout/checkout-service.js';
import type { Clock } from '../clock.js';
import type { CustomerService } from '../customers/customer-service.js';
import type { EventLog } from '../events/event-log.js';
import type { PaymentService } from '../payments/payment-service.js';
import type { SavedCardCharges } from '../payments/saved-card-charges.js';
import type { PaymentStore } from '../persistence/payment-store.js';
import type { RefundService } from '../refunds/refund-service.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';

/** What the HTTP handlers need, assembled once by startPaymentProvider. */
export interface HttpContext {
  secretKey: string;
  businessName: string;
  asyncDelayMs: number;
  clock: Clock;
  store: PaymentStore;
  checkout: CheckoutService;
  payments: PaymentService;
  refunds: RefundService;
  customers: CustomerService;
  savedCardCharges: SavedCardCharges;
  events: EventLog;
  dispatcher: WebhookDispatcher | null;
}

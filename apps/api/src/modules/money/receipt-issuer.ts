import type { Executor, Trx } from '../../db/database.js';
import type { PaymentAttemptRow, RefundRow } from '../../db/schema.js';
import type { ProviderSession } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';

/**
 * What money asks of receipts (modules/receipts, decision 0082): a receipt issued in the
 * transaction that records the payment or the refund, so its number is taken exactly when the
 * money moved. Each answers the receipt's number, or null when there is nothing to issue it for.
 */
export interface ReceiptIssuer {
  forPayment(
    trx: Trx,
    p: {
      attempts: readonly PaymentAttemptRow[];
      subject: PaymentSubject;
      card: ProviderSession['card'];
      at: string;
    },
  ): Promise<number | null>;
  /** A refund that succeeded: a refund receipt naming the payment's receipt (none when that has none). */
  forRefund(trx: Trx, refund: RefundRow, at: string): Promise<number | null>;
  /**
   * Credit a payment took that a cancellation gives back as credit (no refund row: no card is
   * refunded): a refund receipt of `cents`, as credit, naming the payment's receipt.
   */
  forReturnedCredit(
    trx: Trx,
    r: {
      providerSessionId: string;
      registrationId: number;
      cents: number;
      /** Of `cents`, what had no cash value (goodwill, a bonus: decision 0113). */
      withoutCashCents: number;
      at: string;
    },
  ): Promise<number | null>;
  /** The number of the receipt issued for a checkout's payment, if one was. */
  numberFor(db: Executor, providerSessionId: string): Promise<number | null>;
}

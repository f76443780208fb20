import type { PaymentReceiptLine } from '@soccer/contracts';
import { webRoutes } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { mailFromLines, type OutgoingMail } from '../../mail/outbox.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/** What the payment flow needs to know about one kind of registration (camp or tournament). */
export interface PaymentSubject {
  kind: RegistrationKind;
  /** The route of the result page, e.g. '/CheckoutComplete'. */
  resultPath: string;
  describe(
    db: Executor,
    id: number,
  ): Promise<{ productName: string; description: string; customerEmail: string } | null>;
  /** One registration as a line of its payment's receipt (the payment mail, the result page). */
  receiptLine(db: Executor, id: number): Promise<ReceiptPart | null>;
  /** A delayed payment (bank transfer) failed: say so and how to pay instead. */
  paymentFailedMail(db: Executor, id: number, appUrl: string): Promise<OutgoingMail | null>;
  /**
   * Why registrations for this camp session / age group can no longer start a checkout
   * (archived, already started), or null when they can.
   */
  closedForPayment(db: Executor, pricedItemId: number, today: string): Promise<string | null>;
}

/** A registration's line of a receipt and what the receipt takes from the registration. */
export interface ReceiptPart {
  line: PaymentReceiptLine;
  /** Who the payment mail goes to and how it greets them. */
  email: string;
  greetingName: string;
  /** The order it was registered in with other players; null when alone. */
  orderId: number | null;
  paidAt: string | null;
  /** The facility's IANA time zone: the payment mail writes when it was paid in it. */
  timeZone: string;
  promoCode: string | null;
  whatToBring: string | null;
}

/** 'Field, 1 Main St, Dallas, TX 75001': a place as mails and receipts write it. */
export function placeOf(f: {
  facility_name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
}) {
  return `${f.facility_name}, ${f.address_line1}, ${f.city}, ${f.state} ${f.zip_code}`.trim();
}

/** The mail both kinds send when a delayed payment fails: nothing was charged, pay by card instead. */
export function paymentFailedMail(m: {
  kind: RegistrationKind;
  /** The failed checkout (or the registration when it has none), so the mail goes once. */
  reference: string | number;
  to: string;
  greeting: string;
  /** What the subject names: the camp or tournament. */
  itemName: string;
  /** What the payment was for: "Ava's place in Summer Camp". */
  what: string;
  appUrl: string;
}): OutgoingMail {
  return mailFromLines({
    dedupeKey: `${m.kind}-payment-failed:${m.reference}`,
    to: m.to,
    subject: `Payment not completed: ${m.itemName}`,
    lines: [
      `Hi ${m.greeting},`,
      '',
      `Your bank payment for ${m.what} did not go through, so nothing was charged.`,
      `You can pay by card from My Registrations: ${m.appUrl}${webRoutes.myRegistrations}`,
      '',
      'Touchline Soccer Academy',
    ],
  });
}

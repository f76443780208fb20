import type { PaymentReceiptLine } from '@soccer/contracts';
import { webRoutes } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { brandName } from '../../mail/mail-layout.js';
import { mailFromLines, type OutgoingMail } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/** What the payment flow needs to know about one kind of registration (camp or tournament). */
export interface PaymentSubject {
  kind: RegistrationKind;
  /** The route of the result page, e.g. '/CheckoutComplete'. */
  resultPath: string;
  /**
   * The registration as the provider's page and the family's refund mails name it, in `locale`
   * (default: the owner's saved language, English without one), with that language.
   */
  describe(
    db: Executor,
    id: number,
    locale?: string | null,
  ): Promise<{
    productName: string;
    description: string;
    customerEmail: string;
    locale: string | null;
  } | null>;
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
  /** The owner's saved language (null: none saved): the payment mail is written in it. */
  locale: string | null;
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
  /** What the payment was for, in the mail's language: "Ava's place in Summer Camp". */
  what: string;
  appUrl: string;
  /** The owner's saved language (English without one). */
  locale: string | null;
}): OutgoingMail {
  const x = mailTexts(m.locale);
  return mailFromLines({
    dedupeKey: `${m.kind}-payment-failed:${m.reference}`,
    to: m.to,
    subject: x.t('paymentFailed.subject', { item: m.itemName }),
    lines: [
      x.t('mail.greeting', { name: m.greeting }),
      '',
      x.t('paymentFailed.body', { what: m.what }),
      x.t('paymentFailed.payByCard', { url: `${m.appUrl}${webRoutes.myRegistrations}` }),
      '',
      brandName,
    ],
  });
}

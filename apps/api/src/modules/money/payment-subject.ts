import type { PaymentReceiptLine } from '@soccer/contracts';
import { webRoutes } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { dollars } from '../../lib/money.js';
import { brandName } from '../../mail/mail-layout.js';
import { mailFromLines, type OutgoingMail } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';
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
  couponCode: string | null;
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

/**
 * `describe` for one kind: its row loaded, in `locale` (default: the owner's saved language,
 * English without one); `about` names the product, what was bought and who pays.
 */
export function describeOf<Row extends { locale: string | null }>(
  load: (db: Executor, id: number) => Promise<Row | undefined>,
  about: (r: Row, x: MailTexts) => { productName: string; description: string; customerEmail: string },
): PaymentSubject['describe'] {
  return async (db, id, locale) => {
    const r = await load(db, id);
    if (!r) return null;
    const x = mailTexts(locale === undefined ? r.locale : locale);
    return { ...about(r, x), locale: x.locale };
  };
}

/** What a receipt takes from any registration's payment row, camp or tournament. */
interface PaidRow {
  facility_name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  start_date: string;
  end_date: string;
  amount_cents: number;
  promo_discount_cents: number;
  promo_code: string | null;
  paid_at: string | null;
  time_zone: string;
  locale: string | null;
}

/**
 * A registration's receipt part: what both kinds take alike from the row (dates, place, price before
 * discounts, the promo code only when it took money off), and what each kind says of itself
 * (without a time block, sibling discount, order or things to bring: none).
 */
export function receiptPart(
  id: number,
  r: PaidRow,
  own: Pick<PaymentReceiptLine, 'who' | 'players' | 'what'> &
    Pick<ReceiptPart, 'email' | 'greetingName'> &
    Partial<Pick<PaymentReceiptLine, 'timeBlock'> & Pick<ReceiptPart, 'orderId' | 'whatToBring'>> & {
      siblingDiscountCents?: number;
      /** The coupon the registration used (decision 0086). */
      coupon?: { code: string; discountCents: number } | undefined;
    },
): ReceiptPart {
  const {
    who,
    players,
    what,
    timeBlock = null,
    siblingDiscountCents = 0,
    orderId = null,
    coupon,
    ...mail
  } = own;
  const couponCents = coupon?.discountCents ?? 0;
  return {
    line: {
      registrationId: id,
      who,
      players,
      what,
      startDate: r.start_date,
      endDate: r.end_date,
      timeBlock,
      place: placeOf(r),
      price: dollars(r.amount_cents + r.promo_discount_cents + couponCents + siblingDiscountCents),
      promoDiscount: dollars(r.promo_discount_cents),
      couponDiscount: dollars(couponCents),
      siblingDiscount: dollars(siblingDiscountCents),
      amount: dollars(r.amount_cents),
    },
    whatToBring: null,
    ...mail,
    orderId,
    locale: r.locale,
    paidAt: r.paid_at,
    timeZone: r.time_zone,
    promoCode: r.promo_discount_cents > 0 && r.promo_code ? r.promo_code : null,
    couponCode: couponCents > 0 && coupon ? coupon.code : null,
  };
}

/**
 * The mail both kinds send when a delayed payment fails: nothing was charged, pay by card instead.
 * It goes once per failed checkout (or per registration when it has none), in the owner's saved
 * language; `about` says, in that language, who it goes to, what the subject names (the camp or
 * tournament) and what the payment was for ("Ava's place in Summer Camp").
 */
export function paymentFailedMailOf<Row extends { stripe_session_id: string | null; locale: string | null }>(
  kind: RegistrationKind,
  load: (db: Executor, id: number) => Promise<Row | undefined>,
  about: (r: Row, x: MailTexts) => { to: string; greeting: string; itemName: string; what: string },
): PaymentSubject['paymentFailedMail'] {
  return async (db, id, appUrl) => {
    const r = await load(db, id);
    if (!r) return null;
    const x = mailTexts(r.locale);
    const m = about(r, x);
    return mailFromLines({
      dedupeKey: `${kind}-payment-failed:${r.stripe_session_id ?? id}`,
      to: m.to,
      subject: x.t('paymentFailed.subject', { item: m.itemName }),
      locale: x.locale,
      lines: [
        x.t('mail.greeting', { name: m.greeting }),
        '',
        x.t('paymentFailed.body', { what: m.what }),
        x.t('paymentFailed.payByCard', { url: `${appUrl}${webRoutes.myRegistrations}` }),
        '',
        brandName,
      ],
    });
  };
}

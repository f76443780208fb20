/**
 * What one payment paid for, as the payment mail and the payment result page show it: one line
 * per registration the checkout paid (a camp player, a team), the discounts, the total and a
 * reference the family can quote. Amounts in dollars, like every price the API returns.
 */
export interface PaymentReceiptLine {
  registrationId: number;
  /** The player ('Ava Smith') or the team ('Hawks'). */
  who: string;
  /** A team's players; empty for a camp player. */
  players: string[];
  /** The camp, or the tournament with its age group. */
  what: string;
  startDate: string;
  endDate: string;
  /** A camp's daily times ('9:00 AM - 12:00 PM'); null for a tournament. */
  timeBlock: string | null;
  place: string;
  /** The price before discounts, the discounts, and what this line paid. */
  price: number;
  promoDiscount: number;
  /** What the coupon took off (decision 0086); 0 without one. */
  couponDiscount: number;
  siblingDiscount: number;
  amount: number;
}

export interface PaymentReceipt {
  /** 'O-00007' for an order of several players, 'C-00042' for one camp player, 'T-00012' for a team. */
  orderNumber: string;
  /** When the provider's record marked it paid (ISO instant). */
  paidAt: string;
  /** The facility's IANA time zone (mails write `paidAt` in it; the site in the reader's). */
  timeZone: string;
  lines: PaymentReceiptLine[];
  /** The promo code that gave the promo discount, when one did. */
  promoCode: string | null;
  /** The coupon that gave the coupon discount, when one did. */
  couponCode: string | null;
  total: number;
  /** The camp's note on what to bring; null when there is none. */
  whatToBring: string | null;
  /** Where the payment mail goes. */
  mailedTo: string;
}

/**
 * The number a family quotes for a payment: derived from the order (several players paid
 * together) or the single registration, so it needs no column of its own and never changes.
 */
export function orderNumber(
  ref: { kind: 'order'; orderId: number } | { kind: 'camp' | 'tournament'; registrationId: number },
): string {
  const [letter, id] =
    ref.kind === 'order' ? ['O', ref.orderId] : [ref.kind === 'camp' ? 'C' : 'T', ref.registrationId];
  return `${letter}-${String(id).padStart(5, '0')}`;
}

/** What a receipt is for: a payment, or a refund of one (decision 0082). */
export const receiptKinds = ['payment', 'refund'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** The formats a receipt is downloaded in: the same content as a PDF or as a page. */
export const receiptFormats = ['pdf', 'html'] as const;
export type ReceiptFormat = (typeof receiptFormats)[number];

/** One line of an issued receipt, amounts in integer cents as the money module computed them. */
export interface ReceiptDocumentLine {
  registrationId: number;
  /** The player ('Ava Smith') or the team ('Hawks'). */
  who: string;
  players: string[];
  /** The camp, or the tournament with its age group. */
  what: string;
  startDate: string;
  endDate: string;
  timeBlock: string | null;
  place: string;
  priceCents: number;
  promoDiscountCents: number;
  /** The coupon's discount (decision 0086); absent on receipts issued before coupons. */
  couponDiscountCents?: number;
  siblingDiscountCents: number;
  amountCents: number;
  /**
   * Of `amountCents`, account credit with no cash value (staff's goodwill, the bonus on credit
   * taken at cancel: decision 0113): not money the family paid, so no statement counts it. Absent
   * on receipts issued before credit had lots (all of it counted as paid).
   */
  creditWithoutCashCents?: number;
}

/**
 * An issued receipt as it is stored, once, when the payment or refund is recorded: never
 * changed afterwards (a correction is a new document). Words are read from the catalogues when it
 * is shown, so it reads in the account's language; the facts are fixed here.
 */
export interface ReceiptDocument {
  number: number;
  kind: ReceiptKind;
  /** When the payment or refund was recorded (ISO instant), written in `timeZone`. */
  issuedAt: string;
  timeZone: string;
  business: { legalName: string; address: string; taxId: string };
  billedTo: { name: string; email: string };
  /** The payment's order number ('O-00007', 'C-00042', 'T-00012'). */
  orderNumber: string;
  lines: ReceiptDocumentLine[];
  promoCode: string | null;
  /** The coupon of the coupon discount; absent on receipts issued before coupons. */
  couponCode?: string | null;
  /** What was paid (a payment) or given back (a refund). */
  totalCents: number;
  /**
   * Of the total, what account credit paid (a payment) or what was given back as credit (a
   * refund); the card paid or got back the rest. Absent on receipts issued before credit.
   */
  creditCents?: number;
  /** The card as the provider recorded it; null when it paid another way (a bank transfer). */
  card: { brand: string; last4: string } | null;
  /** A refund receipt: the number of the receipt of the payment it gives back. */
  refundsNumber: number | null;
  /** A move's difference: the line is what the move cost on top of the paid price. */
  forMove: boolean;
}

/** A receipt as lists show it (My Registrations, the staff search). Amounts in dollars. */
export interface ReceiptSummary {
  number: number;
  /** 'R-000012': how the receipt prints its number. */
  label: string;
  kind: ReceiptKind;
  issuedAt: string;
  total: number;
  orderNumber: string;
  /** Who it was for (players or teams), in line order. */
  who: string[];
  refundsLabel: string | null;
}

/** What staff see of a receipt they looked up by number. */
export interface StaffReceipt extends ReceiptSummary {
  billedTo: { name: string; email: string };
}

/** 'R-000012': the printed form of a receipt number. */
export const receiptLabel = (n: number) => `R-${String(n).padStart(6, '0')}`;

/** The number in 'R-000012', 'r12' or '12'; null when it is none. */
export function parseReceiptNumber(text: string): number | null {
  const m = /^\s*(?:R-?)?0*([1-9][0-9]{0,9})\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** What the receipt paths answer besides the receipt. */
export const receiptMessages = {
  notFound: 'No receipt has this number.',
} as const;

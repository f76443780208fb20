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

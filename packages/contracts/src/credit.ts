import { minimumChargeCents } from './admin.js';
import { requiredEmail, requiredFreeText } from './fields.js';
import { money } from './number-inputs.js';
import { z } from './zod.js';

/**
 * Account credit (decision 0096): money a family holds with the business, kept as an
 * append-only ledger per account whose sum is the balance. Credit is not a discount: it is a form
 * of payment, taken LAST, after the promo code, the coupon and the sibling discount
 * (`priceOrderLines`) have made each line's price. The card pays the rest.
 */
export const creditLimits = {
  /** The most staff give in one grant. */
  maxGrantCents: 5_000_00,
  reasonMax: 500,
  emailMax: 254,
  /** The bonus on credit taken instead of a card refund: a whole percentage up to this. */
  maxBonusPercent: 100,
} as const;

/**
 * Why a credit entry was written. Positive: `grant` (staff), `cancel` (a cancellation taken as
 * credit, with its bonus), `returned` (a credit-paid line refunded or cancelled: credit back, not
 * cash), `released` (credit held by a checkout that ended unpaid). Negative: `spent` at checkout.
 */
export const creditEntryKinds = ['grant', 'cancel', 'returned', 'released', 'spent'] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

export const creditEntryLabels: Record<CreditEntryKind, string> = {
  grant: 'Credit from the office',
  cancel: 'Cancellation taken as credit',
  returned: 'Credit returned',
  released: 'Credit released (not paid)',
  spent: 'Credit used',
};

/** One entry of an account's credit, as the family and staff see it (amount in dollars, signed). */
export interface CreditEntry {
  id: number;
  kind: CreditEntryKind;
  amount: number;
  reason: string;
  createdAt: string;
  /** The registration it concerns ('C-00042', 'T-00012'), when it concerns one. */
  registration: { kind: 'camp' | 'tournament'; id: number } | null;
  receiptNumber: number | null;
}

export interface CreditAccount {
  balance: number;
  entries: CreditEntry[];
}

/** Staff: one account's balance, as the credit report lists it. */
export interface CreditBalanceRow {
  accountId: string;
  email: string;
  balance: number;
  granted: number;
  spent: number;
  lastAt: string;
}

export const creditGrantSchema = z.object({
  email: requiredEmail('E-mail', creditLimits.emailMax),
  amount: money('Amount')
    .refine((v) => v > 0, 'Enter an amount above zero.')
    .refine((v) => Math.round(v * 100) <= creditLimits.maxGrantCents, 'Enter at most $5,000.00.'),
  reason: requiredFreeText('Reason', creditLimits.reasonMax),
});
export type CreditGrantRequest = z.infer<typeof creditGrantSchema>;

export const creditMessages = {
  noAccount: 'No family account has this e-mail.',
  granted: 'Credit given.',
  changed: 'Your account credit changed meanwhile. Please check the amount and try again.',
} as const;

/**
 * How much credit a checkout of `totalCents` takes from a balance of `balanceCents`: all it can,
 * up to the total, except that the card never pays less than the smallest card charge
 * (`minimumChargeCents`): then credit leaves that much for the card, or covers the total when the
 * balance reaches it. Never negative, never more than the balance or the total.
 */
export function creditToApply(totalCents: number, balanceCents: number): number {
  const total = Math.max(0, totalCents);
  const take = Math.max(0, Math.min(total, balanceCents));
  const rest = total - take;
  if (rest === 0 || rest >= minimumChargeCents) return take;
  return Math.max(0, total - minimumChargeCents);
}

/**
 * Spreads credit of `creditCents` over lines of `amountsCents` (each line's price after every
 * discount), in line order, each line taking what it can: each line's card part plus its credit
 * part is its price, and the credit parts add up to `creditCents` (at most the total).
 */
export function spreadCredit(amountsCents: readonly number[], creditCents: number): number[] {
  let left = Math.max(0, creditCents);
  return amountsCents.map((amount) => {
    const part = Math.min(left, Math.max(0, amount));
    left -= part;
    return part;
  });
}

/**
 * A refund of `refundCents` of a line that was paid `cardCents` by card and `creditCents` in
 * credit, each still refundable: each form gives back in proportion to what it paid (credit's
 * share rounded down), never more than was paid in it, and the two parts add up to the refund
 * (at most what is left in both).
 */
export function splitRefund(
  paid: { cardCents: number; creditCents: number },
  refundCents: number,
): { cardCents: number; creditCents: number } {
  const card = Math.max(0, paid.cardCents);
  const credit = Math.max(0, paid.creditCents);
  const refund = Math.max(0, Math.min(refundCents, card + credit));
  if (refund === 0) return { cardCents: 0, creditCents: 0 };
  let creditPart = Math.floor((refund * credit) / (card + credit));
  let cardPart = refund - creditPart;
  if (cardPart > card) {
    creditPart += cardPart - card;
    cardPart = card;
  }
  return { cardCents: cardPart, creditCents: Math.min(creditPart, credit) };
}

/** Credit given instead of a card refund of `refundCents`: the refund plus the bonus, rounded half up. */
export function creditWithBonus(refundCents: number, bonusPercent: number): number {
  const refund = Math.max(0, refundCents);
  return refund + Math.floor((refund * Math.max(0, bonusPercent) + 50) / 100);
}

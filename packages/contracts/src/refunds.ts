import type { CancellationPolicy, RefundRule } from './cancellation-policy.js';
import { requiredFreeText } from './fields.js';
import { formatMoney } from './format.js';
import { money } from './number-inputs.js';
import type { RegistrationStatus } from './statuses.js';
import { z } from './zod.js';

/**
 * A refund's life at the provider: `requested` (recorded, not yet accepted by the provider: it
 * is sent again until it is), `pending`, then `succeeded` or `failed`.
 */
export const refundStates = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/** Refund states whose money is given back or on its way: they count against what was paid. */
export const committedRefundStates: readonly RefundState[] = ['requested', 'pending', 'succeeded'];

export const refundStateLabels: Record<RefundState, string> = {
  requested: 'refund requested',
  pending: 'refund pending',
  succeeded: 'refunded',
  failed: 'refund failed',
};

/** One refund of a registration, as the owner and staff see it (amounts in dollars). */
export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  state: z.enum(refundStates),
  reason: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** 'credit': given back as account credit instead of to the card (decision 0096); absent for the card. */
  form: z.literal('credit').optional(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Money back on a registration, for the lists: what was refunded and what is still on its way. */
export interface RefundSummary {
  refunded: number;
  pending: number;
  failed: number;
}

/** What cancelling a registration now gives back, shown before the owner confirms. */
export interface CancellationQuote {
  registrationId: number;
  registrationStatus: RegistrationStatus;
  /** Whether the owner may cancel it now (false once it has started or is already cancelled/expired). */
  cancellable: boolean;
  /** Why not, in plain words, when it is not cancellable. */
  reason: string | null;
  /** Dollars paid, already refunded, and what this cancellation refunds. */
  paid: number;
  refunded: number;
  refund: number;
  fee: number;
  /**
   * Dollars of sibling discount the order's other players lose when this one leaves (it held
   * only while another player stayed); already taken off `refund`, never below zero.
   */
  siblingDiscountLost: number;
  rule: RefundRule | 'unpaid';
  /** The policy copied onto the registration when it was paid (null while unpaid). */
  policy: CancellationPolicy | null;
  policyText: string | null;
  startDate: string;
  /**
   * Account credit (decision 0096), in dollars: `returned` is the part of the refund that credit
   * paid and goes back as credit whichever the family chooses (`refund` is the card's part);
   * `instead` is all the credit it gets when it takes the card's part as credit too, with the
   * business's `bonusPercent`.
   */
  credit: { returned: number; instead: number; bonusPercent: number };
}

export const ownerCancelSchema = z.object({
  /** The refund (dollars) the quote showed; if the policy now gives a different amount the server answers 409 with the new quote. */
  expectedRefund: z.number('Enter the refund you were shown.').min(0),
  /** Take the card's part as account credit, with the bonus, instead of a card refund. */
  takeCredit: z.boolean().optional(),
});
export type OwnerCancelRequest = z.infer<typeof ownerCancelSchema>;

export const refundLimits = { reasonMax: 500 } as const;

/** Staff: refund part or all of a payment. */
export const staffRefundSchema = z.object({
  amount: money('Amount').refine((v) => v > 0, 'Enter an amount above zero.'),
  reason: requiredFreeText('Reason', refundLimits.reasonMax),
});
export type StaffRefundRequest = z.infer<typeof staffRefundSchema>;

/**
 * What is left to refund of a registration in each form, in dollars (GET …/refund): `card` to the
 * card it was paid with, `credit` what account credit paid, given back as credit (decision 0096).
 * A staff refund is split between them in proportion (`splitRefund`).
 */
export interface StaffRefundQuote {
  card: number;
  credit: number;
}

/** A staff refund recorded: the card refund sent (its first, if any) and the dollars given back as credit. */
export interface StaffRefundResult {
  refund: Refund | null;
  credit: number;
}

/** Staff cancel: with the refund the policy gives, the whole payment back, or nothing. */
export const staffCancelRefunds = ['none', 'policy', 'full'] as const;
export type StaffCancelRefund = (typeof staffCancelRefunds)[number];

export const refundMessages = {
  notPaid: 'This registration has no payment to refund.',
  /** The reason shown for a refund staff made in the payment provider's dashboard. */
  refundedAtProvider: 'Refunded at the payment provider',
  tooMuch: (left: string) => `At most ${left} is left to refund on this payment.`,
  quoteChanged: 'The refund for this cancellation has changed. Check the new amount and confirm again.',
  notCancellable: 'This registration can no longer be cancelled here. Please contact us.',
  started: 'The camp or tournament has started; please contact us.',
  alreadyCancelled: 'This registration is already cancelled.',
  notFailed: 'Only a failed refund can be retried.',
  alreadyRetried: 'This refund was already retried.',
} as const;

/** Cents of the refunds in these states. */
const centsIn = (refunds: readonly Refund[], states: readonly RefundState[]) =>
  refunds.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + Math.round(r.amount * 100), 0);

/**
 * Money back on a registration in plain words, one line each: what came back, what is on its
 * way, and a refund the provider refused (staff retry it). Empty when there are no refunds.
 */
export function refundNotes(refunds: readonly Refund[] | undefined): string[] {
  if (!refunds?.length) return [];
  const lines: string[] = [];
  const asCredit = centsIn(
    refunds.filter((r) => r.form === 'credit'),
    ['succeeded'],
  );
  const done = centsIn(refunds, ['succeeded']) - asCredit;
  const underway = centsIn(refunds, ['requested', 'pending']);
  const failed = centsIn(refunds, ['failed']);
  if (done) lines.push(`Refunded ${formatMoney(done / 100)}`);
  if (asCredit) lines.push(`Given back as account credit: ${formatMoney(asCredit / 100)}`);
  if (underway) lines.push(`Refund of ${formatMoney(underway / 100)} on its way`);
  if (failed && !underway)
    lines.push(`A refund of ${formatMoney(failed / 100)} could not be sent; we are looking into it.`);
  return lines;
}

/** A refused refund that a later refund of the same amount already replaced (so it needs no retry). */
export function wasRetried(refund: Refund, all: readonly Refund[]): boolean {
  return (
    refund.state === 'failed' &&
    all.some((other) => other.id > refund.id && other.amount === refund.amount && other.state !== 'failed')
  );
}

import { amountOrPercentProblem, blankToUndefined } from './number-inputs.js';
import { z } from './zod.js';

/**
 * What a cancellation gives back, by how many calendar days (UTC) before the first day it is
 * asked for: the whole payment from `fullRefundDays` days before; the payment less a fee from
 * `feeDays` days before; nothing after that. The policy in force when a registration is paid is
 * copied onto it, and that copy decides its refund later.
 */
export interface CancellationPolicy {
  /** Full refund when cancelled at least this many days before the start. */
  fullRefundDays: number;
  /** Refund less the fee when cancelled at least this many days before the start (≤ fullRefundDays). */
  feeDays: number;
  /** The fee: a fixed amount in cents, or a whole percentage of what was paid. */
  fee: { kind: 'amount'; cents: number } | { kind: 'percent'; percent: number };
}

/** A policy as the API sends it (the public session list). */
export const cancellationPolicyOutSchema = z.object({
  fullRefundDays: z.number().int(),
  feeDays: z.number().int(),
  fee: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('amount'), cents: z.number().int() }),
    z.object({ kind: z.literal('percent'), percent: z.number() }),
  ]),
}) satisfies z.ZodType<CancellationPolicy>;

/** A policy as a catalogue row or a registration keeps it (JSON), or null when it keeps none. */
export const storedPolicy = (json: string | null): CancellationPolicy | null =>
  json ? (JSON.parse(json) as CancellationPolicy) : null;

/** The policy the product ships with: the server's default unless configured, and where the editor starts. */
export const shippedCancellationPolicy: CancellationPolicy = {
  fullRefundDays: 14,
  feeDays: 7,
  fee: { kind: 'percent', percent: 20 },
};

export const cancellationPolicyLimits = { maxDays: 365, maxFeeCents: 100_000_00 } as const;

// Typed into the catalogue editor (strings) or sent as numbers.
const days = z.preprocess(
  blankToUndefined,
  z.coerce
    .number('Enter a number of days.')
    .int('Enter a whole number of days.')
    .min(0, 'Enter 0 or more days.')
    .max(cancellationPolicyLimits.maxDays, `Enter at most ${cancellationPolicyLimits.maxDays} days.`),
);

/** The policy as staff edit it and the API sends it (the fee amount in dollars, like every price). */
export const cancellationPolicySchema = z
  .object({
    fullRefundDays: days,
    feeDays: days,
    feeKind: z.enum(['amount', 'percent'], 'Choose an amount or a percentage.'),
    /** Dollars (two decimals at most) for `amount`, a whole 0–100 for `percent`. */
    feeValue: z.preprocess(
      blankToUndefined,
      z.coerce.number('Enter the fee.').min(0, 'The fee cannot be negative.'),
    ),
  })
  .superRefine((policy, ctx) => {
    if (policy.feeDays > policy.fullRefundDays)
      ctx.addIssue({
        code: 'custom',
        path: ['feeDays'],
        message: 'The fee period must end no earlier than the full-refund period.',
      });
    const feeProblem = amountOrPercentProblem(policy.feeKind, policy.feeValue, {
      maxCents: cancellationPolicyLimits.maxFeeCents,
      maxPercent: 100,
    });
    if (feeProblem) ctx.addIssue({ code: 'custom', path: ['feeValue'], message: feeProblem });
  });
export type CancellationPolicyInput = z.infer<typeof cancellationPolicySchema>;

export const policyFromInput = (input: CancellationPolicyInput): CancellationPolicy => ({
  fullRefundDays: input.fullRefundDays,
  feeDays: input.feeDays,
  fee:
    input.feeKind === 'amount'
      ? { kind: 'amount', cents: Math.round(input.feeValue * 100) }
      : { kind: 'percent', percent: input.feeValue },
});

export const policyToInput = (policy: CancellationPolicy): CancellationPolicyInput => ({
  fullRefundDays: policy.fullRefundDays,
  feeDays: policy.feeDays,
  feeKind: policy.fee.kind,
  feeValue: policy.fee.kind === 'amount' ? policy.fee.cents / 100 : policy.fee.percent,
});

/** Which part of the policy applies. */
export type RefundRule = 'full' | 'fee' | 'none';

export interface PolicyRefund {
  rule: RefundRule;
  /** What the cancellation gives back now, in cents: never negative, never more than is left. */
  refundCents: number;
  /** The fee the policy keeps, in cents (0 for `full`). */
  feeCents: number;
}

const dayNumber = (isoDate: string) =>
  Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Whole calendar days from `today` to `startDate` (both `YYYY-MM-DD`; negative once it started). */
export const daysBefore = (startDate: string, today: string) => dayNumber(startDate) - dayNumber(today);

/**
 * The refund a cancellation on `today` earns under `policy`, for `paidCents` of which
 * `refundedCents` were already given back. Integer cents throughout; a percentage fee rounds to
 * the nearest cent.
 */
export function refundUnderPolicy(
  policy: CancellationPolicy,
  input: { paidCents: number; refundedCents?: number; startDate: string; today: string },
): PolicyRefund {
  const paid = Math.max(0, Math.trunc(input.paidCents));
  const left = Math.max(0, paid - Math.max(0, Math.trunc(input.refundedCents ?? 0)));
  const before = daysBefore(input.startDate, input.today);
  let rule: RefundRule;
  let feeCents: number;
  if (before >= policy.fullRefundDays) {
    rule = 'full';
    feeCents = 0;
  } else if (before >= policy.feeDays) {
    rule = 'fee';
    feeCents = Math.min(
      paid,
      policy.fee.kind === 'amount' ? policy.fee.cents : Math.round((paid * policy.fee.percent) / 100),
    );
  } else {
    rule = 'none';
    feeCents = paid;
  }
  return { rule, feeCents, refundCents: Math.min(left, paid - feeCents) };
}

/** The policy in plain words, for the registration pages and mails. */
export function describePolicy(policy: CancellationPolicy): string {
  const fee =
    policy.fee.kind === 'amount'
      ? `a $${(policy.fee.cents / 100).toFixed(2)} fee`
      : `a ${policy.fee.percent}% fee`;
  const plural = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  if (policy.feeDays === policy.fullRefundDays)
    return `Full refund until ${plural(policy.fullRefundDays)} before the start; no refund after that.`;
  return `Full refund until ${plural(policy.fullRefundDays)} before the start; refund less ${fee} until ${plural(policy.feeDays)} before; no refund after that.`;
}

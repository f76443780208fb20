import { calendarDate, positiveIdSchema } from './fields.js';
import { instalmentStateSchema } from './instalments.js';
import { amountOrPercentProblem, blankToUndefined, minimumChargeCents } from './number-inputs.js';
import { z } from './zod.js';

/**
 * Deposits (decision 0104): a session or tournament may take part of its price at registration
 * and the rest, the balance, by a date. The deposit pays the registration (its seat is held for
 * good); the balance is a second payment of the same registration. What is paid and what is due
 * are computed here from the price and the payments, never stored twice.
 */

/** The deposit: a fixed amount in cents, or a whole percentage of the price. */
export type DepositAmount = { kind: 'amount'; cents: number } | { kind: 'percent'; percent: number };

/** A session's or tournament's deposit terms, as its catalogue row keeps them (JSON). */
export interface DepositPlan {
  deposit: DepositAmount;
  /** The last day (the facility's calendar) the balance is due, 'YYYY-MM-DD'. */
  balanceDueDate: string;
}

export const storedDepositPlan = (json: string | null | undefined): DepositPlan | null =>
  json ? (JSON.parse(json) as DepositPlan) : null;

export const depositLimits = { minPercent: 1, maxPercent: 99, maxCents: 100_000_00 } as const;

export const depositMessages = {
  chooseKind: 'Choose an amount or a percentage.',
  enterValue: 'Enter the deposit.',
  notNegative: 'The deposit cannot be negative.',
  percentRange: `Enter a whole percentage from ${depositLimits.minPercent} to ${depositLimits.maxPercent}.`,
  atLeastMinimum: 'The deposit must be at least $0.50, the smallest card payment.',
  lessThanPrice: 'The deposit must leave a balance of at least $0.50.',
  dueBeforeStart: 'The balance must be due on or before the start date.',
  /** Paying the balance of a registration that owes nothing. */
  nothingDue: 'Nothing is due on this registration.',
  /** A move of a registration with a balance still unpaid. */
  payBalanceBeforeMove: 'Please pay the balance before moving to another session.',
} as const;

/** The deposit terms as staff edit them (the amount in dollars, like every price). */
export const depositPlanSchema = z
  .object({
    depositKind: z.enum(['amount', 'percent'], depositMessages.chooseKind),
    /** Dollars (two decimals at most) for `amount`, a whole 1–99 for `percent`. */
    depositValue: z.preprocess(
      blankToUndefined,
      z.coerce.number(depositMessages.enterValue).min(0, depositMessages.notNegative),
    ),
    balanceDueDate: calendarDate('Balance due date'),
  })
  .superRefine((plan, ctx) => {
    const problem =
      plan.depositKind === 'percent' &&
      (plan.depositValue < depositLimits.minPercent || plan.depositValue > depositLimits.maxPercent)
        ? depositMessages.percentRange
        : amountOrPercentProblem(plan.depositKind, plan.depositValue, {
            maxCents: depositLimits.maxCents,
            maxPercent: depositLimits.maxPercent,
          });
    if (problem) ctx.addIssue({ code: 'custom', path: ['depositValue'], message: problem });
    else if (plan.depositKind === 'amount' && Math.round(plan.depositValue * 100) < minimumChargeCents)
      ctx.addIssue({ code: 'custom', path: ['depositValue'], message: depositMessages.atLeastMinimum });
  });
export type DepositPlanInput = z.infer<typeof depositPlanSchema>;

export const depositPlanFromInput = (input: DepositPlanInput): DepositPlan => ({
  deposit:
    input.depositKind === 'amount'
      ? { kind: 'amount', cents: Math.round(input.depositValue * 100) }
      : { kind: 'percent', percent: input.depositValue },
  balanceDueDate: input.balanceDueDate,
});

export const depositPlanToInput = (plan: DepositPlan): DepositPlanInput => ({
  depositKind: plan.deposit.kind,
  depositValue: plan.deposit.kind === 'amount' ? plan.deposit.cents / 100 : plan.deposit.percent,
  balanceDueDate: plan.balanceDueDate,
});

/**
 * What the catalogue editor checks against the item it is for (the schema checks the plan alone):
 * a deposit that leaves a balance of at least the smallest card payment, due by the first day.
 * Answers `[field, message]` pairs under `depositPlan`.
 */
export function depositPlanProblems(
  plan: DepositPlanInput | null,
  item: { priceCents: number; startDate: string },
): [field: 'depositValue' | 'balanceDueDate', message: string][] {
  if (!plan) return [];
  const problems: [field: 'depositValue' | 'balanceDueDate', message: string][] = [];
  const deposit = depositCentsOf(depositPlanFromInput(plan).deposit, item.priceCents);
  if (item.priceCents - deposit < minimumChargeCents)
    problems.push(['depositValue', depositMessages.lessThanPrice]);
  if (plan.balanceDueDate > item.startDate.slice(0, 10))
    problems.push(['balanceDueDate', depositMessages.dueBeforeStart]);
  return problems;
}

/** The deposit's cents for a price: the amount, or the percentage rounded to the nearest cent. */
export const depositCentsOf = (deposit: DepositAmount, priceCents: number) =>
  deposit.kind === 'amount' ? deposit.cents : Math.round((priceCents * deposit.percent) / 100);

/** A price split into what is paid today and the balance due by a date. */
export interface DepositSplit {
  depositCents: number;
  balanceCents: number;
  balanceDueDate: string;
}

/**
 * How a registration at `priceCents` is paid when its checkout opens on `today` (the facility's
 * calendar day): split into a deposit and a balance, or null to pay it all now (no plan; the
 * due date already passed; a deposit that would not leave a payable balance; a deposit below the
 * smallest card payment). Deposit + balance is always the price, to the cent.
 */
export function depositSplit(
  priceCents: number,
  plan: DepositPlan | null,
  today: string,
): DepositSplit | null {
  if (!plan || today.slice(0, 10) > plan.balanceDueDate) return null;
  const depositCents = depositCentsOf(plan.deposit, priceCents);
  const balanceCents = priceCents - depositCents;
  if (depositCents < minimumChargeCents || balanceCents < minimumChargeCents) return null;
  return { depositCents, balanceCents, balanceDueDate: plan.balanceDueDate };
}

/** The public offer the form and checkout show: "Pay $X deposit today, $Y due by <date>" (dollars). */
export const depositOfferSchema = z.object({
  deposit: z.number(),
  balance: z.number(),
  balanceDueDate: z.string(),
});
export type DepositOffer = z.infer<typeof depositOfferSchema>;

export const depositOffer = (split: DepositSplit | null): DepositOffer | null =>
  split
    ? {
        deposit: split.depositCents / 100,
        balance: split.balanceCents / 100,
        balanceDueDate: split.balanceDueDate,
      }
    : null;

/**
 * What a registration that took a deposit still owes: its price less what its payments paid,
 * never below zero; null when it took no deposit (it was paid in full, as always).
 */
export function balanceDueCents(r: { priceCents: number; paidCents: number; balanceDueDate: string | null }) {
  if (r.balanceDueDate === null) return null;
  return Math.max(0, r.priceCents - r.paidCents);
}

/** A registration's balance as My Registrations and the staff report show it (dollars). */
export const registrationBalanceSchema = z.object({
  paid: z.number(),
  due: z.number(),
  dueDate: z.string(),
  /** The due date passed with the balance unpaid (the facility's calendar). */
  overdue: z.boolean(),
  /** Paid by an instalment plan: each payment and its state (decision 0109); absent for a deposit. */
  instalments: z.array(instalmentStateSchema).optional(),
});
export type RegistrationBalance = z.infer<typeof registrationBalanceSchema>;

/** The days before the due date a family that still owes is reminded. */
export const balanceReminderDays = [7, 1] as const;

/** Paying the balance of one's registration: which registration (its kind is the path's). */
export const balanceCheckoutRequestSchema = z.object({
  registrationId: positiveIdSchema,
  /** A plan's one instalment to pay now (its number; the pay-now link, decision 0109); absent: all that is due. */
  instalment: z.coerce.number().int().min(2).max(6).optional(),
});
export type BalanceCheckoutRequest = z.input<typeof balanceCheckoutRequestSchema>;

/** One line of the balances-due report (issue 30 item 7): who owes what by when (dollars). */
export const balanceDueRowSchema = z.object({
  kind: z.enum(['camp', 'tournament']),
  registrationId: z.number().int(),
  /** The player (camps) or the team (tournaments). */
  who: z.string(),
  /** The camp or tournament. */
  item: z.string(),
  startDate: z.string(),
  email: z.string(),
  price: z.number(),
  paid: z.number(),
  due: z.number(),
  dueDate: z.string(),
  /** The due date passed unpaid (the facility's calendar): staff follow it up; the seat stays. */
  overdue: z.boolean(),
  /** Paying by an instalment plan (its next open payment is `dueDate`), else by a deposit. */
  plan: z.boolean(),
});
export type BalanceDueRow = z.infer<typeof balanceDueRowSchema>;

/** The report: registrations still owing a balance, the soonest due first. */
export const balancesDueReportSchema = z.object({
  rows: z.array(balanceDueRowSchema),
  /** Dollars owed in all, and of it overdue. */
  totalDue: z.number(),
  totalOverdue: z.number(),
});
export type BalancesDueReport = z.infer<typeof balancesDueReportSchema>;

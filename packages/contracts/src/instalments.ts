import { calendarDate } from './fields.js';
import { minimumChargeCents } from './number-inputs.js';
import { z } from './zod.js';

/**
 * Instalment plans (issue 30 item 2, decision 0109): a session or tournament may let a family pay
 * its price in several payments, the first at registration and the rest charged to the saved card
 * on dates staff choose before the start. The only arithmetic is here: `splitIntoInstalments`
 * shares a price out so the parts always add up to it, to the cent.
 */

/** A session's or tournament's plan, as its catalogue row keeps it (JSON). */
export interface InstalmentPlan {
  /** The days (the facility's calendar, 'YYYY-MM-DD', ascending) of the payments after the first. */
  laterDates: string[];
}

export const storedInstalmentPlan = (json: string | null | undefined): InstalmentPlan | null =>
  json ? (JSON.parse(json) as InstalmentPlan) : null;

/** Two to six payments: the first at registration, one to five later. */
export const instalmentLimits = { minLaterDates: 1, maxLaterDates: 5 } as const;

export const instalmentMessages = {
  atLeastOneDate: 'Add the date of at least one later payment.',
  tooManyDates: `Add at most ${instalmentLimits.maxLaterDates} later payments.`,
  order: 'Each payment date must come after the one before it.',
  beforeStart: 'Each payment must be due on or before the start date.',
  atLeastMinimum: 'Each payment must be at least $0.50, the smallest card payment.',
  notWithDeposit: 'Offer a deposit or an instalment plan, not both.',
  /** Asked to pay by a plan the registration's item does not offer (now). */
  noPlan: 'This registration cannot be paid in instalments.',
  /** Asked to pay an order by a plan when one of its players' items offers none (now). */
  orderNoPlan:
    'This order cannot be paid in instalments: every player’s session must offer a payment plan. Pay in full instead.',
  /** Paying now an instalment already paid, or one the registration does not have. */
  notOpen: 'This payment is not due.',
  /** A cancel while the job's charge of an instalment is in flight (decision 0120). */
  charging: 'A payment of this registration is being taken right now. Try again in a few minutes.',
} as const;

/** Days after a failed instalment's date its card is tried again (each try mails a pay-now link). */
export const instalmentRetryDays = [1, 3, 5] as const;
/** Days before an instalment's date the family is told it will be charged. */
export const instalmentNoticeDays = 3;

/** An instalment's state: paid; waiting for its date; its charge failed (retried or paid by link); not charged (cancelled). */
export const instalmentStatuses = ['paid', 'scheduled', 'failed', 'cancelled'] as const;
export type InstalmentStatus = (typeof instalmentStatuses)[number];

/** The plan as staff edit it: the later payments' dates (the first is paid at registration). */
export const instalmentPlanSchema = z
  .object({
    laterDates: z
      .array(calendarDate('Payment date'))
      .min(instalmentLimits.minLaterDates, instalmentMessages.atLeastOneDate)
      .max(instalmentLimits.maxLaterDates, instalmentMessages.tooManyDates),
  })
  .superRefine((plan, ctx) => {
    plan.laterDates.forEach((date, i) => {
      if (i > 0 && date <= plan.laterDates[i - 1]!)
        ctx.addIssue({ code: 'custom', path: ['laterDates', i], message: instalmentMessages.order });
    });
  });
export type InstalmentPlanInput = z.infer<typeof instalmentPlanSchema>;

/**
 * What the catalogue editor checks against the item (the schema checks the plan alone): every
 * date on or before the first day, every payment payable by card, and no deposit beside it.
 * Answers `[path under instalmentPlan, message]` pairs.
 */
export function instalmentPlanProblems(
  plan: InstalmentPlanInput | null,
  item: { priceCents: number; startDate: string; hasDeposit: boolean },
): [path: (string | number)[], message: string][] {
  if (!plan) return [];
  const problems: [(string | number)[], string][] = [];
  if (item.hasDeposit) problems.push([[], instalmentMessages.notWithDeposit]);
  plan.laterDates.forEach((date, i) => {
    if (date > item.startDate.slice(0, 10))
      problems.push([['laterDates', i], instalmentMessages.beforeStart]);
  });
  const smallest = Math.min(...splitIntoInstalments(item.priceCents, plan.laterDates.length + 1));
  if (smallest < minimumChargeCents) problems.push([['laterDates'], instalmentMessages.atLeastMinimum]);
  return problems;
}

/**
 * A price shared out into `count` payments: equal parts, the cents that do not divide evenly
 * going one each to the first payments (so none is ever lost, and the earliest are never the
 * smaller). The parts always add up to the price.
 */
export function splitIntoInstalments(priceCents: number, count: number): number[] {
  const base = Math.floor(priceCents / count);
  const extra = priceCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/** One payment of a schedule: its cents and the day it is charged (the first: the day of registration). */
export interface Instalment {
  cents: number;
  dueDate: string;
}

/**
 * How a registration at `priceCents` is paid under `plan` when its checkout opens on `today` (the
 * facility's calendar day): the first payment today, then one on each later date still to come;
 * null when there is no plan, no later date is left, or a payment would be below the smallest
 * card payment. The payments always add up to the price.
 */
export function instalmentSchedule(
  priceCents: number,
  plan: InstalmentPlan | null,
  today: string,
): Instalment[] | null {
  if (!plan) return null;
  const day = today.slice(0, 10);
  const later = plan.laterDates.filter((date) => date > day);
  if (later.length === 0) return null;
  const parts = splitIntoInstalments(priceCents, later.length + 1);
  if (parts.some((cents) => cents < minimumChargeCents)) return null;
  return parts.map((cents, i) => ({ cents, dueDate: i === 0 ? day : later[i - 1]! }));
}

/**
 * An order's payments when each of its players pays by its own item's plan (decision 0117): the
 * first payments together today, then on each later date the total of the players' payments due
 * that day, in date order. The parts still add up to the order's price.
 */
export function combineInstalments(schedules: readonly (readonly Instalment[])[]): Instalment[] {
  const byDate = new Map<string, number>();
  for (const schedule of schedules)
    for (const p of schedule) byDate.set(p.dueDate, (byDate.get(p.dueDate) ?? 0) + p.cents);
  return [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([dueDate, cents]) => ({ cents, dueDate }));
}

/** The schedule as the public reads and the checkout show it: "3 payments: $X today, $Y on <date>, …" (dollars). */
export const instalmentOfferSchema = z.object({
  payments: z.array(z.object({ amount: z.number(), dueDate: z.string() })),
});
export type InstalmentOffer = z.infer<typeof instalmentOfferSchema>;

export const instalmentOffer = (schedule: Instalment[] | null): InstalmentOffer | null =>
  schedule ? { payments: schedule.map((p) => ({ amount: p.cents / 100, dueDate: p.dueDate })) } : null;

/** One instalment of a registration paying by a plan, as My Registrations shows it (dollars). */
export const instalmentStateSchema = z.object({
  seq: z.number().int(),
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(instalmentStatuses),
  /** After a failed charge: the day the card is tried again; null when no try is left. */
  nextTryOn: z.string().nullable(),
});
export type InstalmentState = z.infer<typeof instalmentStateSchema>;

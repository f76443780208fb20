import { z } from './zod.js';

/**
 * The staff summaries (/manage, /manageTournaments): what comes first, what is past, the totals,
 * and the revenue of a chosen period.
 */

/** A summary item's first and last day (YYYY-MM-DD). */
export interface ItemDays {
  start: string;
  end: string;
}

/** Past: its last day is before `today` (YYYY-MM-DD). A camp running today is not past. */
export const isPastItem = ({ end }: ItemDays, today: string) => end < today;

/**
 * Upcoming items first, the soonest first; then past ones, the latest first. With `closed` (a
 * tournament whose registration deadline has passed), upcoming items still taking registrations
 * come before the closed ones, each part soonest first. Items starting the same day keep their
 * order (the sort is stable).
 */
export function upcomingFirst<T>(
  items: readonly T[],
  days: (item: T) => ItemDays,
  today: string,
  closed: (item: T) => boolean = () => false,
): T[] {
  const upcoming = items.filter((i) => !isPastItem(days(i), today));
  const past = items.filter((i) => isPastItem(days(i), today));
  const byStart = (a: T, b: T) =>
    days(a).start < days(b).start ? -1 : days(a).start > days(b).start ? 1 : 0;
  const byOpenThenStart = (a: T, b: T) => Number(closed(a)) - Number(closed(b)) || byStart(a, b);
  return [...upcoming.sort(byOpenThenStart), ...past.sort((a, b) => byStart(b, a))];
}

/** A summary item's counts and money (dollars), as both summaries send them. */
export interface SummaryFigures {
  numberOfRegistrationsPaid: number;
  numberOfRegistrationsUnpaid: number;
  revenue: number;
  refunded: number;
  netRevenue: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The totals row of a list of summary items; money is added up in cents so no float error creeps in. */
export function summaryTotals(items: readonly SummaryFigures[]): SummaryFigures {
  let paid = 0;
  let unpaid = 0;
  let revenue = 0;
  let refunded = 0;
  for (const i of items) {
    paid += i.numberOfRegistrationsPaid;
    unpaid += i.numberOfRegistrationsUnpaid;
    revenue += cents(i.revenue);
    refunded += cents(i.refunded);
  }
  return {
    numberOfRegistrationsPaid: paid,
    numberOfRegistrationsUnpaid: unpaid,
    revenue: revenue / 100,
    refunded: refunded / 100,
    netRevenue: (revenue - refunded) / 100,
  };
}

/** The longest period the revenue is asked for at once. */
export const revenuePeriodMaxDays = 3660;

const instant = (label: string) =>
  z.iso.datetime({ error: `Enter the ${label} as an ISO date and time in UTC.` });

/**
 * The revenue of a period: `from` inclusive, `to` exclusive, both instants in UTC. The page sends
 * the staff member's own days (midnight to midnight where they are).
 */
export const revenuePeriodSchema = z
  .object({ from: instant('start'), to: instant('end') })
  .refine((p) => Date.parse(p.to) > Date.parse(p.from), {
    path: ['to'],
    message: 'The end must be after the start.',
  })
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= revenuePeriodMaxDays * 86_400_000, {
    path: ['to'],
    message: `Choose at most ${revenuePeriodMaxDays} days.`,
  });
export type RevenuePeriod = z.infer<typeof revenuePeriodSchema>;

/**
 * Money that moved in a period, in dollars: card payments received (`received`), refunds that
 * reached the card (`refunded`; ones still on their way are not counted) and the difference.
 */
export interface PeriodRevenue extends RevenuePeriod {
  received: number;
  refunded: number;
  net: number;
}

/** Which summary's money a revenue request is for (the path's last part). */
export const revenueKinds = ['camps', 'tournaments'] as const;
export type RevenueKind = (typeof revenueKinds)[number];

/** What the page says the figure counts. */
export const revenueExplanation =
  'Card payments received in these days, less refunds that reached the card in them (refunds still on their way are not counted).';

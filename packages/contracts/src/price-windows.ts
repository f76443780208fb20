// A module without zod: the public pages and the form read it (decision 0052); the schemas are
// in `price-window-inputs.ts`.
/**
 * Early-bird and late fees (decision 0102). A session or tournament may have price windows: an
 * ordered list of (until, price), each window running through the end of its `until` day in the
 * facility's time zone. The item's own price (campCost, tournamentCost) is the last window, in
 * force after every `until` has passed. "$245 until March 1, $275 until June 22, then $300" is
 * `[{ until: '…-03-01', cost: 245 }, { until: '…-06-22', cost: 275 }]` with a cost of 300.
 */
export interface PriceWindow<P = number> {
  /** The last day of the window (YYYY-MM-DD), in the facility's zone. */
  until: string;
  /** The price while the window runs, in the unit of the item's price (dollars on the wire, cents in the database). */
  cost: P;
}

/** What an item costs at one instant, and what comes next. */
export interface PriceNow {
  /** The price in force. */
  cost: number;
  /** The last day (facility's zone) of the window in force; null when the item's own price is. */
  until: string | null;
  /** The price after `until`; null when the item's own price is in force. */
  nextCost: number | null;
}

export const priceWindowLimits = { maxWindows: 6 } as const;

export const priceWindowMessages = {
  tooMany: `Add at most ${priceWindowLimits.maxWindows} price windows.`,
  order: 'Each price window must end after the one before it.',
  beforeStart: 'A price window must end before the session starts.',
  beforeDeadline: 'A price window must end before the registration deadline.',
} as const;

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`; formatters made once per zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function dayIn(timeZone: string, instant: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * The one price rule: the price of an item whose own price is `cost` and whose windows are
 * `windows` (ascending `until`), at `instant`, the item's facility being in `timeZone`. The first
 * window whose `until` day has not ended there is in force; past all of them, `cost`. The server
 * prices a registration with it once, when the hold is taken, and keeps that amount; the public
 * pages and the form show the same answer.
 */
export function priceAt(
  item: { cost: number; windows: readonly PriceWindow[] | undefined },
  instant: Date,
  timeZone: string,
): PriceNow {
  const windows = item.windows ?? [];
  if (windows.length === 0) return { cost: item.cost, until: null, nextCost: null };
  const today = dayIn(timeZone, instant);
  const i = windows.findIndex((w) => today <= w.until);
  if (i === -1) return { cost: item.cost, until: null, nextCost: null };
  return { cost: windows[i]!.cost, until: windows[i]!.until, nextCost: windows[i + 1]?.cost ?? item.cost };
}

/** The windows as the API speaks them (dollars), and back (cents), for the repositories. */
export const windowsInCents = (windows: readonly PriceWindow[]): PriceWindow[] =>
  windows.map((w) => ({ until: w.until, cost: Math.round(w.cost * 100) }));
export const windowsInDollars = (windows: readonly PriceWindow[]): PriceWindow[] =>
  windows.map((w) => ({ until: w.until, cost: Math.round(w.cost) / 100 }));

import { priceAt, storedPriceWindows, windowsInDollars } from '@soccer/contracts';

/** Money is kept in integer cents; the API speaks dollars (spec §3 campCost, tournamentCost). */
export const dollars = (cents: number) => Math.round(cents) / 100;
export const cents = (dollarsAmount: number) => Math.round(dollarsAmount * 100);

/**
 * What an item (a camp session's or tournament's row) costs at `instant`, in cents: contracts
 * `priceAt` over its own price and its stored price windows, its facility being in `timeZone`
 * (decision 0102). A registration is priced with it once, when its hold is taken.
 */
export const costCentsAt = (
  item: { cost_cents: number; price_windows: string | null },
  timeZone: string,
  instant: Date,
) =>
  priceAt({ cost: item.cost_cents, windows: storedPriceWindows(item.price_windows) }, instant, timeZone).cost;

/**
 * The item's price a registration was priced at, before discounts: the one it keeps (decision
 * 0116); rows from before that column are read from the item's price at the instant they were
 * priced (decision 0102).
 */
export const pricedCostCentsOf = (
  item: { cost_cents: number; price_windows: string | null },
  timeZone: string,
  r: { priced_cost_cents: number | null; priced_at: string | null; created_at: string },
) => r.priced_cost_cents ?? costCentsAt(item, timeZone, pricedAtOf(r));

/** The instant a registration was priced at (rows from before price windows: when it was made). */
export const pricedAtOf = (r: { priced_at: string | null; created_at: string }) =>
  new Date(r.priced_at ?? r.created_at);

/** The windows a public page shows, with the zone their days end in; nothing when there are none. */
export function publicPriceWindows(r: { price_windows: string | null; time_zone: string }) {
  const windows = storedPriceWindows(r.price_windows);
  return windows.length > 0 ? { priceWindows: windowsInDollars(windows), timeZone: r.time_zone } : {};
}

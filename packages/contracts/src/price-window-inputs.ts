import { calendarDate } from './fields.js';
import { money } from './number-inputs.js';
import { type PriceWindow, priceWindowLimits, priceWindowMessages } from './price-windows.js';
import { z } from './zod.js';

/** Windows as the API sends them (public pages, the staff catalogue): dollars. */
export const priceWindowSchema = z.object({ until: z.string(), cost: z.number() });

/**
 * Windows as staff enter them: each a day and a price (the spec's money limits), days strictly
 * ascending; at most `maxWindows`. The item's schema adds what depends on it (before its start or
 * deadline, payable after its promo discount).
 */
export const priceWindowsInputSchema = z
  .array(z.object({ until: calendarDate('Until'), cost: money('Price') }))
  .max(priceWindowLimits.maxWindows, priceWindowMessages.tooMany)
  .default([])
  .superRefine((windows, ctx) => {
    windows.forEach((w, i) => {
      if (i > 0 && w.until <= windows[i - 1]!.until)
        ctx.addIssue({ code: 'custom', path: [i, 'until'], message: priceWindowMessages.order });
    });
  });

/** Stored windows read back (cents); anything unreadable is no windows. */
export function storedPriceWindows(json: string | null | undefined): PriceWindow[] {
  if (!json) return [];
  try {
    const parsed = z.array(priceWindowSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

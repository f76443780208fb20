import { useLingui } from '@lingui/react';
import { type PriceNow, type PriceWindow, priceAt } from '@soccer/contracts';
import { localDate, localMoney } from '../../lib/i18n/formats';

/**
 * The catalogue ids of the price window's words. Every area that shows `PriceWindowNote` keeps them
 * in its own catalogue, the same texts as the camps' (`lib/i18n/shared-messages.test.ts` checks it).
 */
export const priceWindowMessageIds = ['price.untilThen'] as const;

/**
 * What an item costs now in the visitor's browser (contracts `priceAt`, decision 0102): its price
 * window's price while one runs (its days end in the facility's zone), else its own price.
 */
export function priceNow(item: { cost: number; priceWindows?: PriceWindow[]; timeZone?: string }): PriceNow {
  return priceAt(
    { cost: item.cost, windows: item.priceWindows },
    new Date(),
    item.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
}

/** "until 3/1/2027, then $275.00" under a price in a window; nothing otherwise. */
export function PriceWindowNote({
  price,
  className = 'd-block small',
}: {
  price: PriceNow;
  className?: string;
}) {
  const { _ } = useLingui();
  if (price.until === null || price.nextCost === null) return null;
  return (
    <span className={`price-window ${className}`}>
      {_('price.untilThen', { date: localDate(price.until), price: localMoney(price.nextCost) })}
    </span>
  );
}

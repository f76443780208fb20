import type { CampSession } from '@soccer/contracts';
import { priceNow } from '../../../components/details/price-window-note';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDate as formatDate, localMoney as formatMoney, localAgeRange } from '../../../lib/i18n/formats';

/**
 * The display texts of a session, shared by the table and the cards (the camp's name, dates and
 * cost in the active language); the cost is its price now (its price window's while one runs), and
 * `price` says until when (`PriceWindowNote`).
 */
export function sessionFacts(session: CampSession) {
  const price = priceNow({ ...session, cost: session.campCost });
  const start = formatDate(session.campStartDate);
  const end = formatDate(session.campEndDate);
  const { facilityName, city, state } = session.campFacility;
  return {
    name: inReadersLanguage(session.campSpec).campName,
    dates: start === end ? start : `${start} – ${end}`,
    time: session.timeBlock,
    ages: localAgeRange(session),
    facility: facilityName,
    place: `${city}, ${state}`,
    cost: formatMoney(price.cost),
    price,
  };
}

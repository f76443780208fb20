import type { CampSession } from '@soccer/contracts';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDate as formatDate, localMoney as formatMoney, localAgeRange } from '../../../lib/i18n/formats';

/** The display texts of a session, shared by the table and the cards (the camp's name, dates and cost in the active language). */
export function sessionFacts(session: CampSession) {
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
    cost: formatMoney(session.campCost),
  };
}

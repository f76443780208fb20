import { formatDate, formatMoney } from '@soccer/contracts';
import { activeLocale, i18n } from './i18n';

/**
 * Dates and money in the active language. English keeps the spec's exact forms (contracts
 * `formatDate`, `formatMoney`: 3/14/2026, $1,195.50); Spanish uses `es-US` through Lingui's Intl
 * formats (14/3/2026, $1,195.50). Calendar days are kept at UTC midnight, so they are shown in UTC.
 */
export function localDate(iso: string): string {
  if (activeLocale() === 'en' || !iso) return formatDate(iso);
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? formatDate(iso) : i18n.date(date, { timeZone: 'UTC' });
}

export function localMoney(amount: number): string {
  if (activeLocale() === 'en') return formatMoney(amount);
  return i18n.number(amount, { style: 'currency', currency: 'USD' });
}

/**
 * A wall-clock time staff wrote ('08:30', 24-hour) as the reader writes it: 8:30 AM, 8:30 a. m.
 * It is the facility's clock, so no zone is applied; '' stays ''.
 */
export function localTime(hhmm: string): string {
  const at = new Date(`2000-01-01T${hhmm}:00Z`);
  return Number.isNaN(at.getTime())
    ? hhmm
    : i18n.date(at, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
}

/** "14/3/2026 – 15/3/2026" in the active language, one day when both are the same (lib/format `dateRange`). */
export function localDateRange(start: string, end: string): string {
  const from = localDate(start);
  const to = localDate(end);
  return to && to !== from ? `${from} – ${to}` : from;
}

/**
 * The catalogue id of a session's ages made from its numbers. Every area that shows a session's
 * ages keeps this message in its own catalogue (the one its pages already load), with `limits`
 * `both`, `min` or `max` and the numbers `min` and `max`: `shared-messages.test.ts` checks each has it.
 */
export const ageRangeMessage = 'ages.range';

/** What a session's ages are made of: the API's text ('Ages 6-9', or staff's own words) and the numbers, when set. */
export interface SessionAges {
  ageRange: string;
  minAge: number | null;
  maxAge: number | null;
}

/**
 * A camp session's ages in the reader's language. English shows the API's `ageRange` exactly as
 * the spec has it (made from the numbers by contracts `ageRangeText`); another language makes the
 * range from `minAge` and `maxAge` ('De 6 a 9 años'). A session without numbers shows the text
 * staff wrote, as written.
 */
export function localAgeRange({ ageRange, minAge, maxAge }: SessionAges): string {
  if (activeLocale() === 'en' || (minAge === null && maxAge === null)) return ageRange;
  if (!Object.hasOwn(i18n.messages, ageRangeMessage)) return ageRange;
  const limits = minAge !== null && maxAge !== null ? 'both' : minAge !== null ? 'min' : 'max';
  return i18n._(ageRangeMessage, { limits, min: minAge ?? 0, max: maxAge ?? 0 });
}

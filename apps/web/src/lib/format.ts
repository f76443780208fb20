/**
 * Display formatting. The spec's rules (phones, en-US dates in UTC, USD) live in contracts so
 * pages, e-mails and exports agree; this adds the browser-only pieces.
 */
import { formatDate, tshirtSizeLabel } from '@soccer/contracts';

export { facilityLine, formatDate, formatMoney, formatPhone, priceAfterDiscount } from '@soccer/contracts';

/** "3/14/2026 – 3/15/2026", or "3/14/2026" when both days are the same (spec §5 dates, UTC). */
export function dateRange(start: string, end: string): string {
  const from = formatDate(start);
  const to = formatDate(end);
  return to && to !== from ? `${from} – ${to}` : from;
}

/** A t-shirt size as printed on the shirt ('Youth M'), '—' when none was given. */
export const shirtSize = (size: string) => tshirtSizeLabel(size) || '—';

/** A file-name-safe local timestamp, e.g. 20250303-160512 (export file names). */
export function fileTimestamp(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

/** Today (or `now`'s day) in the browser's time zone as 'YYYY-MM-DD'. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The instant (ISO, UTC) a 'YYYY-MM-DD' day starts in the browser's time zone, `addDays` later. */
export function localDayStart(day: string, addDays = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays).toISOString();
}

import { currency } from './limits.js';

/** Display rules of spec §5, used by pages, e-mails and exports alike. */

/** Exactly 10 digits → (AAA) BBB-CCCC; anything else is shown as entered. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10 || !/^[\d\s().+-]*$/.test(phone)) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/*
 * Money and dates are put together by hand: the result is exactly what Intl's en-US formats give,
 * but a page that shows a list no longer pays for starting Intl's locale data (tens of
 * milliseconds on a phone). Values outside the everyday range still go through Intl.
 */
let usd: Intl.NumberFormat | undefined;

/** US dollars as en-US shows them: $1,195.50, -$5.00 (half away from zero on the shortest decimal, as Intl rounds). */
export function formatMoney(amount: number): string {
  const decimal = String(Math.abs(amount));
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15 || decimal.includes('e')) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return usd.format(amount);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  let cents = BigInt(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`);
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${grouped}.${digits.slice(-2)}`;
}

/**
 * en-US date in UTC. Camp and tournament dates are calendar days kept at UTC midnight, so
 * reading them in UTC shows the same day everywhere (spec §5: tournament dates in UTC).
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseDisplayDate(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return date.toLocaleDateString('en-US', { timeZone: 'UTC' });
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${year}`;
}

/** A bare 'YYYY-MM-DD' is a calendar date: read it at UTC midnight so no time zone shifts it. */
function parseDisplayDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** The price a registration pays: cost minus the applied discount when that is above 0 (spec §9). */
export function priceAfterDiscount(cost: number, discountApplied: number): number {
  return discountApplied > 0 ? Math.max(0, round2(cost - discountApplied)) : cost;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Today's calendar date in UTC as 'YYYY-MM-DD' (beside the display rules so pages read it without zod). */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** How a party's location is shown and stored: 'Shelby Bottoms Sports Complex, Nashville, TN'. */
export function rentalLocationLabel(l: { facilityName: string; city: string; state: string }): string {
  return [l.facilityName, l.city, l.state].filter(Boolean).join(', ');
}

/** Today's calendar date as 'YYYY-MM-DD' in an IANA time zone (e.g. the business's, `businessTimeZone`). */
export function todayIsoDateIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * An instant as a person reads it in their own time zone, e.g. '3:45 PM on 11/23/2026' (the
 * end of a seat hold).
 */
export function formatInstant(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${time} on ${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

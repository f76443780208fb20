import type { Facility } from './facility.js';
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

/** "Fretz Park Fields, 6950 Belt Line Rd, Dallas, TX 75254": where a camp or tournament happens. */
export function facilityLine(
  f: Pick<Facility, 'facilityName' | 'addressLine1' | 'city' | 'state' | 'zipCode'>,
): string {
  return [f.facilityName, f.addressLine1, `${f.city}, ${f.state} ${f.zipCode}`.trim()]
    .filter((part) => part && part !== ',')
    .join(', ');
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

/** Formatters by time zone ('' is the reader's own), made on first use: Intl's setup costs more than a format. */
const instantFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a person reads it, always naming its zone: 'Nov 26, 2026, 10:40 AM CST'. The one
 * way an instant is written for a person. Mails, exports and PDFs pass the facility's IANA zone
 * (`facilityTimeZone`); pages pass none, so the reader's own (browser) zone is used and named.
 * Tournament and camp dates are calendar days: those go through formatDate (UTC), not this.
 */
export function formatInstant(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const key = timeZone ?? '';
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    instantFormats.set(key, format);
  }
  return format.format(date);
}

/** The IANA name of the zone pages write instants in: the reader's browser zone. */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone;
}

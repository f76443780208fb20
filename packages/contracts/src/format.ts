import type { Facility } from './facility.js';

/** Display rules of spec §5, used by pages, e-mails and exports alike. */

export { formatDate, formatMoney, todayIsoDate } from './format-basics.js';

/** Exactly 10 digits → (AAA) BBB-CCCC; anything else is shown as entered. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10 || !/^[\d\s().+-]*$/.test(phone)) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
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

/** Formatters by time zone ('' is the reader's own), made on first use: Intl's setup costs more than a format. */
const instantFormats = new Map<string, Intl.DateTimeFormat>();

function instantFormat(timeZone: string | undefined): Intl.DateTimeFormat {
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
  return format;
}

/*
 * Intl's format with a time zone costs about 30 µs, which an export of 100,000 rows would pay for
 * every row. A zone's offset and abbreviation change only at its transitions (twice a year at
 * most), so Intl is asked once per UTC day of a zone (its parts: offset, abbreviation and the
 * separators, at the day's first and last minute) and each instant of a steady day is put
 * together by hand. A day with a transition, and years outside 1000-9999, go through Intl. The
 * tests hold the two equal.
 */
const dayMs = 86_400_000;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** One UTC day of a zone: its offset from UTC and Intl's parts of its start; null when it holds a transition. */
type Day = { offsetMs: number; parts: Intl.DateTimeFormatPart[] } | null;
const days = new Map<Intl.DateTimeFormat, Map<number, Day>>();

function wallClockOffset(parts: Intl.DateTimeFormatPart[], at: number): number {
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour12 = Number(part('hour')) % 12;
  const hour = part('dayPeriod').toUpperCase() === 'PM' ? hour12 + 12 : hour12;
  const wall = Date.UTC(
    Number(part('year')),
    months.indexOf(part('month')),
    Number(part('day')),
    hour,
    Number(part('minute')),
  );
  return wall - at;
}

/** Some ICU versions put a narrow no-break space before AM/PM; mails and spreadsheets get a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const zoneName = (parts: Intl.DateTimeFormatPart[]) => parts.find((p) => p.type === 'timeZoneName')?.value;

function dayOf(format: Intl.DateTimeFormat, at: number): Day {
  let known = days.get(format);
  if (!known || known.size > 10_000) days.set(format, (known = new Map()));
  const index = Math.floor(at / dayMs);
  let day = known.get(index);
  if (day === undefined) {
    const start = index * dayMs;
    const last = start + dayMs - 60_000;
    const parts = format.formatToParts(start).map((p) => ({ ...p, value: plainSpaces(p.value) }));
    const lastParts = format.formatToParts(last);
    const offsetMs = wallClockOffset(parts, start);
    const steady =
      offsetMs === wallClockOffset(lastParts, last) &&
      zoneName(parts) === zoneName(lastParts) &&
      months.includes(parts.find((p) => p.type === 'month')?.value ?? '');
    day = steady ? { offsetMs, parts } : null;
    known.set(index, day);
  }
  return day;
}

/**
 * An instant as a person reads it, always naming its zone: 'Nov 26, 2026, 10:40 AM CST'. The one
 * way an instant is written for a person. Mails, exports and PDFs pass the facility's IANA zone
 * (`facilityTimeZone`); pages pass none, so the reader's own (browser) zone is used and named.
 * Tournament and camp dates are calendar days: those go through formatDate (UTC), not this.
 */
export function formatInstant(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const at = date.getTime();
  if (Number.isNaN(at)) return String(value);
  const format = instantFormat(timeZone);
  const year = date.getUTCFullYear();
  const day = year > 1000 && year < 9999 ? dayOf(format, at) : null;
  if (!day) return plainSpaces(format.format(date));
  const wall = new Date(at + day.offsetMs);
  const hours = wall.getUTCHours();
  let text = '';
  for (const part of day.parts) {
    if (part.type === 'month') text += months[wall.getUTCMonth()];
    else if (part.type === 'day') text += wall.getUTCDate();
    else if (part.type === 'year') text += wall.getUTCFullYear();
    else if (part.type === 'hour') text += hours % 12 || 12;
    else if (part.type === 'minute') text += String(wall.getUTCMinutes()).padStart(2, '0');
    else if (part.type === 'dayPeriod') text += hours < 12 ? 'AM' : 'PM';
    else text += part.value;
  }
  return text;
}

/** The IANA name of the zone pages write instants in: the reader's browser zone. */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone;
}

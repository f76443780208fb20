import { formatInstant } from '@soccer/contracts';
import { activeLocale, i18n } from './i18n';

// Apart from `formats.ts`: the public pages show no moments, and `formatInstant` brings the
// contracts' zone arithmetic (about 1 KiB gzip) with it.

/**
 * A moment (a seat hold's end, a waiver's acceptance) in the reader's time zone, named: the
 * contracts' 'Nov 26, 2026, 10:40 AM CST' in English, `es-US` ('26 nov 2026, 10:40 a.m. CST') in Spanish.
 */
export function localInstant(iso: string): string {
  if (activeLocale() === 'en' || !iso) return formatInstant(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return formatInstant(iso);
  return i18n.date(date, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * A moment's time of day in the reader's time zone, named: '9:41 AM CST' in English, '9:41 a.m.
 * CST' in Spanish. For a moment of today (the coach's roster as of when it was read).
 */
export function localTimeOfDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return i18n.date(date, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

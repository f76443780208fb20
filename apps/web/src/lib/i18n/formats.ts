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

import type { CoachRosterItem } from '@soccer/contracts';
import { contentLocale } from '../../../lib/i18n/content';

/** The camp's or tournament's name in the reader's language (staff's Spanish where written). */
export const itemName = (item: CoachRosterItem) =>
  contentLocale() === 'es' && item.campNameEs ? item.campNameEs : item.campName;

/** Today in the browser's zone, 'YYYY-MM-DD' (the site shows the browser's days). */
export function browserToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

import type { Locale } from './locales.js';

/**
 * Choosing between a staff-written text and its Spanish one (decision 0055). Kept apart from
 * `content.ts` (its schemas import zod) so the public pages that show content carry no zod.
 */

/**
 * The record as a reader of `locale` sees it: each text named in its `es` object is the Spanish
 * one where written and the English one otherwise (always the English one in English); the other
 * fields, and `es` itself, are unchanged.
 */
export function textsIn<T extends { es: Partial<Record<string, string>> }>(record: T, locale: Locale): T {
  if (locale !== 'es') return record;
  const chosen: Record<string, unknown> = { ...record };
  for (const [key, spanish] of Object.entries(record.es)) {
    if (typeof spanish === 'string' && spanish.trim() !== '' && key in record) chosen[key] = spanish;
  }
  return chosen as T;
}

/** The one text a reader of `locale` sees of an English text and its Spanish one. */
export const textIn = (english: string, spanish: string | null | undefined, locale: Locale) =>
  locale === 'es' && spanish?.trim() ? spanish : english;

/** The keys whose English text is written and whose Spanish one is not (staff's "Spanish missing"). */
export function missingSpanish<T extends { es: Partial<Record<string, string>> }>(record: T): string[] {
  const english = record as unknown as Record<string, unknown>;
  return Object.entries(record.es)
    .filter(([key, spanish]) => {
      const text = english[key];
      return typeof text === 'string' && text.trim() !== '' && !spanish?.trim();
    })
    .map(([key]) => key);
}

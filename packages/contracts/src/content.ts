import type { Locale } from './locales.js';
import { z } from './zod.js';

/**
 * Staff-written content in two languages (issue 26, decision 0055). Every text staff write that a
 * family or a coach reads (a camp's name, description and what to bring, a tournament's name and
 * description, a waiver's title and text) keeps its English field, the spec's, and gets a Spanish
 * one beside it in an `es` object: `{ campName, …, es: { campName, … } }`. '' is "not written
 * yet": the family then reads the English one, and staff see the item marked "Spanish missing".
 */

/** The caps of the staff-written texts, the same for both languages. */
export const contentLimits = {
  campName: 100,
  catalogDescription: 2000,
  attendeeNotes: 2000,
  tournamentName: 100,
  tournamentDescription: 2000,
} as const;

/** A response's `es` object (every key present, '' when missing). */
export const spanishTextsSchema = <const K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>);

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

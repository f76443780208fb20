import { type Locale, textsIn } from '@soccer/contracts';
import { activeLocale } from './i18n';

/** The language staff-written content is read in: Spanish on a Spanish page, English otherwise. */
export const contentLocale = (): Locale => (activeLocale() === 'es' ? 'es' : 'en');

/**
 * A record's staff-written texts in the active language (decision 0055): a camp's name,
 * description and what to bring, a tournament's name and description, a waiver's title and text.
 * The Spanish one where staff wrote it, the English one otherwise.
 */
export const inReadersLanguage = <T extends { es: Partial<Record<string, string>> }>(record: T): T =>
  textsIn(record, contentLocale());

import { activeLocale, i18n } from './i18n';

/**
 * The catalogue id of a session's ages made from its numbers. Every area that shows a session's
 * ages keeps this message in its own catalogue (the one its pages already load), with `limits`
 * `both`, `min` or `max` and the numbers `min` and `max`: `age-range.test.ts` checks each has it.
 */
export const ageRangeMessage = 'ages.range';

/** What a session's ages are made of: the API's text ('Ages 6-9', or staff's own words) and the numbers, when set. */
export interface SessionAges {
  ageRange: string;
  minAge: number | null;
  maxAge: number | null;
}

/**
 * A camp session's ages in the reader's language. English shows the API's `ageRange` exactly as
 * the spec has it (made from the numbers by contracts `ageRangeText`); another language makes the
 * range from `minAge` and `maxAge` ('De 6 a 9 años'). A session without numbers shows the text
 * staff wrote, as written.
 */
export function localAgeRange({ ageRange, minAge, maxAge }: SessionAges): string {
  if (activeLocale() === 'en' || (minAge === null && maxAge === null)) return ageRange;
  if (!Object.hasOwn(i18n.messages, ageRangeMessage)) return ageRange;
  const limits = minAge !== null && maxAge !== null ? 'both' : minAge !== null ? 'min' : 'max';
  return i18n._(ageRangeMessage, { limits, min: minAge ?? 0, max: maxAge ?? 0 });
}

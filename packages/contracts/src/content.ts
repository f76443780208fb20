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
 * A camp session or a tournament age group named by its parts (decision 0059): the camp's or
 * tournament's name in both languages, its days, and for a tournament the age group staff wrote
 * ('U10 Boys'). Answers that name an item in English words (a move's `from` and `to`, a waitlist
 * entry's `session`, contracts `describeSwitchSession`) carry these parts beside them, so a page
 * words the item in its reader's language.
 */
export const namedItemSchema = z.object({
  name: z.string(),
  es: z.object({ name: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  ageGroup: z.string().nullable(),
});
export type NamedItem = z.infer<typeof namedItemSchema>;

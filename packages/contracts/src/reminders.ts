import { z } from './zod.js';

/**
 * The reminders the server sends (decision 0062), each once per occasion. A kind is also the
 * name a family's mail choices can refer to.
 * - `before-start`: days before a camp session's first day (staff choose the days);
 * - `tournament-start`: days before a tournament's first day, to a paid team's coach (decision 0069);
 * - `hold-ending`: an unpaid held seat, shortly before the hold lapses;
 * - `hold-lapsed`: the hold lapsed while seats remain: register again;
 * - `offer-ending`: a waitlist offer, before it runs out.
 */
export const reminderKinds = [
  'before-start',
  'tournament-start',
  'hold-ending',
  'hold-lapsed',
  'offer-ending',
] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** Days before a session's first day that a reminder goes: up to `most` of them, each from `min` to `max`. */
export const reminderDayLimits = { min: 1, max: 60, most: 4 } as const;
/** The days when neither the session nor its camp has its own. */
export const defaultReminderDays: readonly number[] = [7, 1];

export const reminderMessages = {
  days: `Use up to ${reminderDayLimits.most} whole numbers of days from ${reminderDayLimits.min} to ${reminderDayLimits.max}, separated by commas.`,
} as const;

const inRange = (n: number) =>
  Number.isInteger(n) && n >= reminderDayLimits.min && n <= reminderDayLimits.max;

/** Distinct days, the most first; null when there is none. */
const ordered = (days: readonly number[]) => (days.length ? [...new Set(days)].sort((a, b) => b - a) : null);

/**
 * Staff's reminder days, typed as '7, 1' or sent as [7, 1]: distinct days, the most first;
 * blank (or null) keeps none of its own (a session takes its camp's, a camp the default).
 */
export const reminderDaysSchema = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v === 'string') {
      const parts = v.split(/[\s,]+/).filter(Boolean);
      // A word is no day: -1 fails the range check below, so the message is the field's one.
      return parts.map((p) => (/^\d+$/.test(p) ? Number(p) : -1));
    }
    return v;
  },
  z
    .array(z.number({ error: reminderMessages.days }), { error: reminderMessages.days })
    .refine((days) => days.length <= reminderDayLimits.most && days.every(inRange), reminderMessages.days)
    .transform(ordered)
    .nullable(),
);

/** The stored days (JSON of an array), checked again on reading; null when none or unreadable. */
export function storedReminderDays(stored: string | null | undefined): number[] | null {
  if (!stored) return null;
  try {
    const days: unknown = JSON.parse(stored);
    return Array.isArray(days) && days.every((d) => typeof d === 'number' && inRange(d))
      ? ordered(days)
      : null;
  } catch {
    return null;
  }
}

/** The days a session's reminders go: its own, else its camp's, else the default. */
export const reminderDaysOf = (session: number[] | null, camp: number[] | null): readonly number[] =>
  session ?? camp ?? defaultReminderDays;

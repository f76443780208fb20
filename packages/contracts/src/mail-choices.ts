import type { ReminderKind } from './reminders.js';
import { z } from './zod.js';

/**
 * A family's mail choices (decision 0069). Only non-essential mails are choosable: each belongs
 * to one kind below. Payment, refund and safety mails (a receipt, a refund, a cancellation, a
 * changed field or the weather on the day) always go and have no kind.
 * - `startReminders`: before a camp session or a tournament starts (time, place, what to bring);
 * - `seatReminders`: an unpaid held seat about to lapse or lapsed, a waitlist offer running out;
 * - `officeNews`: news from the office (not urgent: urgent messages are safety messages).
 */
export const mailChoiceKinds = ['startReminders', 'seatReminders', 'officeNews'] as const;
export type MailChoiceKind = (typeof mailChoiceKinds)[number];

export const isMailChoiceKind = (value: unknown): value is MailChoiceKind =>
  typeof value === 'string' && (mailChoiceKinds as readonly string[]).includes(value);

export const mailChoiceMessages = {
  choice: 'Choose on or off.',
} as const;

const choice = z.boolean({ error: mailChoiceMessages.choice });

/**
 * What the family gets, one switch per kind (true: send it). `GET` answers every kind; `PUT`
 * takes every kind too, nothing else. An account that never chose gets every kind.
 */
export const mailChoicesSchema = z.strictObject({
  startReminders: choice,
  seatReminders: choice,
  officeNews: choice,
} satisfies Record<MailChoiceKind, typeof choice>);
export type MailChoices = z.infer<typeof mailChoicesSchema>;

/** Every kind on: an account that never chose. */
export const allMailChoicesOn: MailChoices = { startReminders: true, seatReminders: true, officeNews: true };

/** The kind of mail each reminder is (what a family's choice about it is called). */
export const reminderMailChoice: Readonly<Record<ReminderKind, MailChoiceKind>> = {
  'before-start': 'startReminders',
  'tournament-start': 'startReminders',
  'hold-ending': 'seatReminders',
  'hold-lapsed': 'seatReminders',
  'offer-ending': 'seatReminders',
};

/**
 * The one-click unsubscribe link of a mail (RFC 8058) is `apiPaths.unsubscribe?token=…&lang=…`:
 * the token names the account and the one kind, signed by the server (a forged, altered or cut
 * token answers 400); `lang` is the mail's language, for the page a GET shows.
 */
/** The RFC 8058 body of a one-click POST (`List-Unsubscribe-Post`). */
export const oneClickBody = 'List-Unsubscribe=One-Click';

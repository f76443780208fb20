import { z } from './zod.js';

/**
 * Calendars (decision 0063): an .ics file per paid registration, the same file attached to the
 * payment mail, and one private feed per account that lists every paid camp and tournament of
 * the account, read at each refresh.
 */

/** The kinds of registration a calendar file is made for, as the paths name them. */
export const calendarKinds = ['camp', 'tournament'] as const;
export type CalendarKind = (typeof calendarKinds)[number];

/** The statuses a calendar shows: a seat that is paid for. A held seat may lapse, so it is not there yet. */
export const calendarStatuses = ['paid'] as const;

/** The media type of an .ics file. */
export const calendarMediaType = 'text/calendar; charset=utf-8';

/** A feed token's length in characters (32 random bytes, base64url): the only secret of the feed URL. */
export const calendarFeedTokenLength = 43;

/**
 * The account's feed. `url` (webcal://…, what a phone's calendar subscribes to) and `httpsUrl`
 * (the same feed over the site's own scheme, for calendars that take a web address, such as
 * Google's "From URL") are only in the answer that made the link: the server keeps a hash of its
 * token, never the token. `createdAt` is when the current link was made; all null while the
 * account has none.
 */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  httpsUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** 'calendar-camp-42.ics': the downloaded file's name. */
export const calendarFileName = (kind: CalendarKind, id: number) => `calendar-${kind}-${id}.ics`;

/** What the calendar paths answer when there is nothing to show (404). */
export const calendarMessages = {
  noCalendar: 'This registration has no calendar: it is not paid, or it is not yours.',
  feedGone: 'This calendar link no longer works. Make a new one on My Registrations.',
} as const;

import { createHash, randomBytes } from 'node:crypto';
import {
  apiPaths,
  type CalendarFeed,
  type CalendarKind,
  calendarFeedTokenLength,
  calendarFileName,
  calendarKinds,
  calendarMediaType,
  calendarMessages,
  defaultLocale,
  isLocale,
  type Locale,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { brandName } from '../../mail/mail-layout.js';
import type { MailAttachment } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import { calendarFile } from './calendar-file.js';
import {
  calendarEntries,
  deleteFeed,
  feedCreatedAt,
  findFeedOwner,
  replaceFeed,
} from './calendar-repository.js';

/** What a feed asks calendar apps to keep to: read again every hour (Google and Apple may wait longer). */
const feedRefreshSeconds = 60 * 60;

/** The SHA-256 of a feed token (hex): what the database keeps. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The payment mail's calendar: the paid registrations of one checkout as an .ics attachment in
 * the family's language; null when none of them is paid (nothing to put in a calendar).
 */
export async function paymentCalendar(
  db: Executor,
  m: {
    kind: CalendarKind;
    ids: readonly number[];
    locale: string | null | undefined;
    appUrl: string;
    now: Date;
  },
): Promise<MailAttachment | null> {
  const x = mailTexts(m.locale);
  const entries = await calendarEntries(db, [m.kind], { ids: m.ids }, x.locale);
  if (entries.length === 0) return null;
  return {
    filename: calendarFileName(m.kind, m.ids[0]!),
    contentType: `${calendarMediaType}; method=PUBLISH`,
    content: calendarFile(entries, { x, appUrl: m.appUrl, now: m.now, publish: true }),
  };
}

/**
 * Calendars (decision 0063): a paid registration's .ics for its owner, and the account's private
 * feed. A feed's URL carries a random token that only its answer ever shows; the database keeps
 * its hash, so the link can be replaced (the old one then finds nothing) but never shown again.
 * Everything is read at request time: a move or a cancellation shows at the calendar's next refresh.
 */
export function createCalendarService({ db, clock, config }: ServiceDeps) {
  const siteUrl = appUrl(config);
  const file = (entries: Parameters<typeof calendarFile>[0], locale: Locale, feed?: { name: string }) =>
    calendarFile(entries, {
      x: mailTexts(locale),
      appUrl: siteUrl,
      now: clock(),
      ...(feed ? { name: feed.name, refreshSeconds: feedRefreshSeconds } : {}),
    });
  const feedUrls = (token: string, createdAt: string): CalendarFeed => {
    const httpsUrl = `${siteUrl}${apiPaths.calendarFeed(token)}`;
    return { url: httpsUrl.replace(/^https?:/, 'webcal:'), httpsUrl, createdAt };
  };

  return {
    /** One paid registration of the owner's as a file, in `locale`; 404 for anything else. */
    async registrationFile(owner: Principal, kind: CalendarKind, id: number, locale: Locale) {
      const entries = await calendarEntries(db, [kind], { ownerId: owner.id, id }, locale);
      if (entries.length === 0) throw notFound(calendarMessages.noCalendar);
      return { fileName: calendarFileName(kind, id), body: file(entries, locale) };
    },

    /** Whether the account has a feed link, and since when (its URL is not kept: see above). */
    async feedLink(owner: Principal): Promise<CalendarFeed> {
      return { url: null, httpsUrl: null, createdAt: (await feedCreatedAt(db, owner.id)) ?? null };
    },

    /** A new feed link for the account; the one before it stops working. */
    async newFeedLink(owner: Principal): Promise<CalendarFeed> {
      const token = randomBytes(32).toString('base64url');
      const at = clock().toISOString();
      await replaceFeed(db, owner.id, hashOf(token), at);
      return feedUrls(token, at);
    },

    async revokeFeedLink(owner: Principal) {
      await deleteFeed(db, owner.id);
    },

    /**
     * The feed of the token's account: its paid camps and tournaments now, in its saved language.
     * 404 for a token that is malformed, replaced or revoked (the same answer for each).
     */
    async feed(token: string) {
      if (token.length !== calendarFeedTokenLength || !/^[\w-]+$/.test(token))
        throw notFound(calendarMessages.feedGone);
      const owner = await findFeedOwner(db, hashOf(token));
      if (!owner) throw notFound(calendarMessages.feedGone);
      const locale: Locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
      const entries = await calendarEntries(db, calendarKinds, { ownerId: owner.owner_account_id }, locale);
      return file(entries, locale, { name: mailTexts(locale).t('calendar.feedName', { brand: brandName }) });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

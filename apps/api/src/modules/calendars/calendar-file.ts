import { type CalendarKind, webRoutes } from '@soccer/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { brandName } from '../../mail/mail-layout.js';
import type { MailTexts } from '../../mail/texts.js';

/**
 * What a calendar says about one paid registration: a camp player's days, or a team's
 * tournament. Texts are already in the reader's language; no child's data beyond a first name.
 */
export interface CalendarEntry {
  kind: CalendarKind;
  registrationId: number;
  /** The camp's name, or the tournament's with its age group. */
  title: string;
  /** The player's first name, or the team's name. */
  who: string;
  /** Calendar days, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  /** A camp's daily times as staff wrote them ('9:00 AM - 12:00 PM'); null for a tournament. */
  timeBlock: string | null;
  /** The facility's IANA time zone: a camp day's times are its wall-clock times. */
  timeZone: string;
  /** 'Test Park, 1 Field Rd, Nashville, TN 37206'. */
  place: string;
  whatToBring: string | null;
}

/** Hours and minutes since midnight of a day's start and end. */
export interface DailyTimes {
  start: { hour: number; minute: number };
  end: { hour: number; minute: number };
}

const clockPart = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?`;
const rangePattern = new RegExp(String.raw`^\s*${clockPart}\s*(?:-|–|—|to|a)\s*${clockPart}\s*$`, 'i');

/**
 * A session's time block as two wall-clock times: '9:00 AM - 12:00 PM', '9am–3pm', '8:30 - 11:30 AM'
 * (a start without AM/PM takes the end's, or AM when that would end before it starts), '09:00-15:00'.
 * Null when staff wrote something else ('Mornings'): the days are then whole-day events with the
 * words in their description.
 */
export function dailyTimesOf(timeBlock: string): DailyTimes | null {
  const m = rangePattern.exec(timeBlock);
  if (!m) return null;
  const [, h1, m1, ap1, h2, m2, ap2] = m;
  const to24 = (hour: number, meridiem: string | undefined) => {
    if (!meridiem) return hour;
    if (hour < 1 || hour > 12) return Number.NaN;
    return (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  };
  const end = { hour: to24(Number(h2), ap2), minute: Number(m2 ?? 0) };
  let start = { hour: to24(Number(h1), ap1 ?? ap2), minute: Number(m1 ?? 0) };
  const minutes = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;
  if (!ap1 && ap2 && minutes(start) >= minutes(end)) start = { ...start, hour: to24(Number(h1), 'a') };
  const valid = (t: { hour: number; minute: number }) =>
    Number.isInteger(t.hour) && t.hour >= 0 && t.hour < 24 && t.minute >= 0 && t.minute < 60;
  if (!valid(start) || !valid(end) || minutes(start) >= minutes(end)) return null;
  return { start, end };
}

/** Every calendar day from `start` to `end`, both included ('YYYY-MM-DD'). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  // A year of days at most: a camp is a week or a few; this only guards against a typo.
  while (day <= last && days.length < 366) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A wall-clock time without an offset: ical-generator writes it as is, with the event's TZID. */
const wallClock = (day: string, t: { hour: number; minute: number }) =>
  `${day}T${pad(t.hour)}:${pad(t.minute)}:00`;
const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export interface CalendarOptions {
  x: MailTexts;
  /** The site's address: event UIDs are made unique with its host; descriptions link to My Registrations. */
  appUrl: string;
  /** When the file is written (each event's DTSTAMP). */
  now: Date;
  /** The feed's name in calendar apps; a single file has none. */
  name?: string;
  /** How often a subscribed calendar should read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  /** METHOD:PUBLISH, for a file sent by mail (some mail programs want it). */
  publish?: boolean;
}

/**
 * An iCalendar file (RFC 5545) of the entries. A camp has one event per day from its first to its
 * last, at its daily times in the facility's zone (TZID with its VTIMEZONE, never floating or UTC
 * times: a day after a change of clocks keeps its 9:00 AM); a time block that names no times
 * makes whole-day events. A tournament is one whole-day event over its dates (the spec keeps
 * tournament dates as days in UTC, as the site shows them). UIDs are stable per registration and
 * day, so a calendar that reads the feed again updates an event rather than adding one.
 */
export function calendarFile(entries: readonly CalendarEntry[], o: CalendarOptions): string {
  const { x } = o;
  const host = new URL(o.appUrl).hostname;
  const registrationsUrl = `${o.appUrl}${webRoutes.myRegistrations}`;
  const calendar = ical({
    prodId: { company: brandName, product: 'registrations', language: x.locale.toUpperCase() },
    // No zone of its own: each event names its facility's, and gets that zone's VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(o.name ? { name: o.name } : {}),
    ...(o.refreshSeconds ? { ttl: o.refreshSeconds } : {}),
    ...(o.publish ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  for (const e of entries) {
    const description = [
      e.timeBlock ? x.t('calendar.dailyTimes', { times: e.timeBlock }) : null,
      e.whatToBring ? `${x.t('payment.whatToBring')}: ${e.whatToBring}` : null,
      x.t('calendar.seeRegistrations', { url: registrationsUrl }),
    ]
      .filter((line) => line !== null)
      .join('\n');
    const common = { location: e.place, description, stamp: o.now, url: registrationsUrl };
    if (e.kind === 'tournament') {
      calendar.createEvent({
        ...common,
        id: `tournament-${e.registrationId}@${host}`,
        summary: x.t('calendar.teamEvent', { tournament: e.title, team: e.who }),
        start: e.startDate,
        end: dayAfter(e.endDate),
        allDay: true,
      });
      continue;
    }
    const times = e.timeBlock ? dailyTimesOf(e.timeBlock) : null;
    const summary = x.t('calendar.campEvent', { camp: e.title, player: e.who });
    for (const day of daysBetween(e.startDate, e.endDate)) {
      const id = `camp-${e.registrationId}-${day}@${host}`;
      if (times)
        calendar.createEvent({
          ...common,
          id,
          summary,
          start: wallClock(day, times.start),
          end: wallClock(day, times.end),
          timezone: e.timeZone,
        });
      else calendar.createEvent({ ...common, id, summary, start: day, end: dayAfter(day), allDay: true });
    }
  }
  return calendar.toString();
}

import { facilityLine, mapSearchUrl, textIn, textsIn, webRoutes } from '@soccer/contracts';
import { brandName, linesMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/outbox.js';
import type { MailTexts } from '../../mail/texts.js';
import { tournamentDetailsOf } from '../tournaments/tournaments-repository.js';
import type { ReminderRegistration, ReminderTeam } from './reminders-repository.js';

/**
 * The reminders' mails, in the family's language (`x`, decision 0054), times in the facility's
 * zone. Each mail's dedupe key names its reminder, so the outbox holds it once too.
 */

/** A reminder as lines, in the family's language (`linesMail`). */
const reminderMail = ({
  x,
  ...m
}: {
  x: MailTexts;
  dedupeKey: string;
  to: string;
  subject: string;
  lines: string[];
}) => linesMail({ ...m, locale: x.locale });

/** The session as the mails name it: 'Striker School, 6/1/2026 to 6/5/2026'. */
const sessionText = (
  x: MailTexts,
  campName: string,
  r: Pick<ReminderRegistration, 'start_date' | 'end_date'>,
) => x.t('mail.session', { name: campName, start: x.date(r.start_date), end: x.date(r.end_date) });

const players = (x: MailTexts, rows: Pick<ReminderRegistration, 'player_first_name'>[]) =>
  new Intl.ListFormat(x.locale, { type: 'conjunction' }).format(rows.map((r) => r.player_first_name));

const place = (
  r: Pick<ReminderRegistration, 'facility_name' | 'address_line1' | 'city' | 'state' | 'zip_code'>,
) =>
  facilityLine({
    facilityName: r.facility_name,
    addressLine1: r.address_line1,
    city: r.city,
    state: r.state,
    zipCode: r.zip_code,
  });

/** A map search for the facility's address (opens the phone's map app). */
export const mapLink = (r: Parameters<typeof place>[0]) => mapSearchUrl(place(r));

/** Days before the start: the day, the daily time, the place with a map, what to bring, the weather policy. */
export function beforeStartMail(m: {
  x: MailTexts;
  dedupeKey: string;
  r: ReminderRegistration;
  days: number;
  camp: { campName: string; attendeeNotes: string };
  appUrl: string;
}): OutgoingMail {
  const { x, r } = m;
  return reminderMail({
    x,
    dedupeKey: m.dedupeKey,
    to: r.pog1_email,
    subject: x.t('reminder.startSubject', { days: m.days, camp: m.camp.campName }),
    lines: [
      x.t('mail.greeting', { name: r.pog1_first_name }),
      '',
      x.t('reminder.startIntro', {
        days: m.days,
        player: r.player_first_name,
        camp: m.camp.campName,
        date: x.date(r.start_date),
      }),
      '',
      x.t('reminder.dailyTime', { time: r.time_block }),
      x.t('mail.where', { place: place(r) }),
      x.t('reminder.map', { url: mapLink(r) }),
      ...(m.camp.attendeeNotes ? [x.t('reminder.whatToBring', { notes: m.camp.attendeeNotes })] : []),
      '',
      x.t('reminder.weather'),
      '',
      x.t('mail.yourRegistrations', { url: `${m.appUrl}${webRoutes.myRegistrations}` }),
      '',
      x.t('mail.seeYou'),
      brandName,
    ],
  });
}

/**
 * Days before a tournament: the team, the dates, the place with a map, what to bring and the venue
 * notes (the coach's language where staff wrote it, else English), the weather policy, to the
 * team's coach (its contact, as the team's payment mail).
 */
export function tournamentStartMail(m: {
  x: MailTexts;
  dedupeKey: string;
  r: ReminderTeam;
  days: number;
  appUrl: string;
}): OutgoingMail {
  const { x, r } = m;
  const tournament = `${textIn(r.tournament_name, r.tournament_name_es, x.locale)}, ${r.age_range_description}`;
  const { attendeeNotes, venueNotes } = textsIn(tournamentDetailsOf(r.details), x.locale);
  return reminderMail({
    x,
    dedupeKey: m.dedupeKey,
    to: r.contact_email,
    subject: x.t('reminder.tournamentSubject', { days: m.days, tournament }),
    lines: [
      x.t('mail.greeting', { name: r.contact_name }),
      '',
      x.t('reminder.tournamentIntro', {
        days: m.days,
        team: r.team_name,
        tournament,
        date: x.date(r.start_date),
      }),
      '',
      x.t('reminder.tournamentDays', { start: x.date(r.start_date), end: x.date(r.end_date) }),
      x.t('mail.where', { place: place(r) }),
      x.t('reminder.map', { url: mapLink(r) }),
      ...(venueNotes.trim() ? [x.t('reminder.venueNotes', { notes: venueNotes.trim() })] : []),
      ...(attendeeNotes.trim() ? [x.t('reminder.whatToBring', { notes: attendeeNotes.trim() })] : []),
      '',
      x.t('reminder.weather'),
      '',
      x.t('mail.yourRegistrations', { url: `${m.appUrl}${webRoutes.myRegistrations}` }),
      '',
      x.t('mail.seeYou'),
      brandName,
    ],
  });
}

/** A session's players in a reminder about an order's or a registration's holds. */
export interface ReminderPart {
  rows: ReminderRegistration[];
  campName: string;
  /** Where to register again for this session (after a lapse). */
  url?: string;
}

/** Shortly before an unpaid hold lapses: until when (one sentence per session), and the link to pay. */
export function holdEndingMail(m: {
  x: MailTexts;
  dedupeKey: string;
  parts: ReminderPart[];
  holdUntil: string;
  payUrl: string;
}): OutgoingMail {
  const { x } = m;
  const lead = m.parts[0]!.rows[0]!;
  const time = x.time(m.holdUntil, lead.time_zone);
  // Spanish says 'hasta la 1:15' but 'hasta las 10:40' (English has one form for every hour): the
  // hour on the facility's 12-hour clock.
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hour12: true, timeZone: lead.time_zone })
      .formatToParts(new Date(m.holdUntil))
      .find((p) => p.type === 'hour')?.value,
  );
  return reminderMail({
    x,
    dedupeKey: m.dedupeKey,
    to: lead.pog1_email,
    subject: x.t('reminder.holdSubject', { time, hour }),
    lines: [
      x.t('mail.greeting', { name: lead.pog1_first_name }),
      '',
      ...m.parts.map((p) =>
        x.t('reminder.holdHeld', {
          players: players(x, p.rows),
          session: sessionText(x, p.campName, p.rows[0]!),
          time,
          hour,
        }),
      ),
      x.t('reminder.holdGoesBack'),
      '',
      x.t('reminder.payNow', { url: m.payUrl }),
      '',
      brandName,
    ],
  });
}

/** After a hold lapsed while seats remain: register again, one link for each session. */
export function holdLapsedMail(m: { x: MailTexts; dedupeKey: string; parts: ReminderPart[] }): OutgoingMail {
  const { x } = m;
  const lead = m.parts[0]!.rows[0]!;
  return reminderMail({
    x,
    dedupeKey: m.dedupeKey,
    to: lead.pog1_email,
    subject: x.t('reminder.lapsedSubject', { camp: m.parts[0]!.campName }),
    lines: [
      x.t('mail.greeting', { name: lead.pog1_first_name }),
      '',
      ...m.parts.flatMap((p) => [
        x.t('reminder.lapsedEnded', {
          players: players(x, p.rows),
          session: sessionText(x, p.campName, p.rows[0]!),
          url: p.url ?? '',
        }),
        '',
      ]),
      brandName,
    ],
  });
}

/** Before a waitlist offer runs out: until when, and where to accept it. */
export function offerEndingMail(m: {
  x: MailTexts;
  dedupeKey: string;
  to: string;
  greetingName: string;
  entry: {
    kind: string;
    item_name: string;
    item_name_es: string;
    start_date: string;
    end_date: string;
    player_name: string;
    age_range_description: string | null;
    offer_expires_at: string | null;
    time_zone: string;
  };
  appUrl: string;
}): OutgoingMail {
  const { x, entry: e } = m;
  const camp = e.kind === 'camp';
  const name = textIn(e.item_name, e.item_name_es, x.locale);
  const item = sessionText(x, name, e);
  const deadline = x.instant(e.offer_expires_at!, e.time_zone);
  return reminderMail({
    x,
    dedupeKey: m.dedupeKey,
    to: m.to,
    subject: x.t('reminder.offerSubject', { item: name }),
    lines: [
      x.t('mail.greeting', { name: m.greetingName }),
      '',
      camp
        ? x.t('reminder.offerCamp', { item, player: e.player_name, deadline })
        : x.t('reminder.offerTeam', {
            item,
            ageGroup: e.age_range_description,
            player: e.player_name,
            deadline,
          }),
      '',
      x.t('waitlist.accept', { url: `${m.appUrl}${webRoutes.myRegistrations}` }),
      '',
      x.t(camp ? 'waitlist.campNext' : 'waitlist.teamNext'),
      '',
      brandName,
    ],
  });
}

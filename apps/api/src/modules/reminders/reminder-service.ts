import {
  type Locale,
  type ReminderKind,
  reminderDayLimits,
  reminderDaysOf,
  reminderMailChoice,
  storedReminderDays,
  todayIsoDateIn,
  unpaidStatuses,
  webRoutes,
} from '@soccer/contracts';
import { appUrl } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { addDays, isoDay, zonedHour } from '../../lib/dates.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';
import { campTextsOfSession, findSession, toCampSession } from '../camps/camp-sessions-repository.js';
import type { MailChoicesService } from '../mail-choices/mail-choices-service.js';
import { offerRecipient } from '../waitlists/waitlist-offer-mail.js';
import { findEntry } from '../waitlists/waitlists-repository.js';
import {
  beforeStartMail,
  holdEndingMail,
  holdLapsedMail,
  offerEndingMail,
  type ReminderPart,
  tournamentStartMail,
} from './reminder-mails.js';
import {
  holdsLapsedSince,
  holdsLapsingBy,
  offersEndingBy,
  paidInSessions,
  paidTeamsIn,
  type ReminderOccasion,
  type ReminderRegistration,
  registeredAgain,
  registrationsNow,
  sentOccasions,
  sessionsStartingBetween,
  takeReminder,
  teamNow,
  tournamentsStartingBetween,
} from './reminders-repository.js';

const hourMs = 3_600_000;
/** A reminder before the start goes within a day of its time (a server down longer skips it). */
const startWindowMs = 24 * hourMs;
/** 'Register again' goes for holds lapsed this recently (a restart after a long stop sends no old ones). */
const lapsedWindowMs = 2 * hourMs;

export type ReminderCounts = Record<ReminderKind, number>;

/**
 * The reminders (decision 0062). `sendDue` finds what is due at the clock's now and sends each
 * reminder once: per occasion, one transaction checks the registration or offer again, records
 * the reminder (`reminder_sends`, unique) and queues its mail in the outbox; a second server or
 * a repeated job finds the record and sends nothing. The job queue runs it every minute.
 */
export function createReminderService(
  { db, clock, config, log }: ServiceDeps,
  { mailChoices }: { mailChoices: MailChoicesService },
) {
  const url = appUrl(config);

  /**
   * Reminders are non-essential mails (decision 0069): the accounts that turned their kind off
   * get none (and no record, so turning it on again within its window still sends it); each
   * mail carries the one-click unsubscribe of its kind.
   */
  const wanted = <T>(kind: ReminderKind, items: T[], accountOf: (item: T) => string) =>
    mailChoices.withKindOn(reminderMailChoice[kind], items, accountOf);
  const unsubscribable = (mail: OutgoingMail | null, kind: ReminderKind, account: string, x: MailTexts) =>
    mail && mailChoices.withUnsubscribe(mail, reminderMailChoice[kind], { account, x });

  /** Records the occasion and queues the mail `make` writes, if `check` still holds and it was not sent. */
  async function sendOnce(
    occasion: ReminderOccasion,
    at: string,
    make: (trx: Executor) => Promise<OutgoingMail | null>,
  ): Promise<boolean> {
    try {
      return await db.transaction().execute(async (trx) => {
        const mail = await make(trx);
        if (!mail) return false;
        if (!(await takeReminder(trx, occasion, at))) return false;
        await enqueueMail(trx, mail, new Date(at));
        return true;
      });
    } catch (error) {
      // Nothing of it was kept: the next pass tries again; the others of this pass still go.
      const { kind, subject, subjectId } = occasion;
      log.error({ err: error, reminder: { kind, subject, subjectId } }, 'reminder not sent');
      return false;
    }
  }

  /** An occasion as `sentOccasions` lists it. */
  const sentKey = (o: ReminderOccasion) => `${o.subject}:${o.subjectId}:${o.occasion}`;
  const key = (o: ReminderOccasion) => `reminder:${o.kind}:${o.subject}:${o.subjectId}:${o.occasion}`;

  /** Registrations by session, each with its camp's name in the reader's language. */
  async function bySession(
    trx: Executor,
    rows: ReminderRegistration[],
    locale: Locale,
  ): Promise<ReminderPart[]> {
    const parts: ReminderPart[] = [];
    for (const sessionId of new Set(rows.map((r) => r.session_id))) {
      const camp = await campTextsOfSession(trx, sessionId, locale);
      if (camp) parts.push({ rows: rows.filter((r) => r.session_id === sessionId), campName: camp.campName });
    }
    return parts;
  }

  /** Whether a session still takes registrations: not archived, not started, seats left. */
  async function open(trx: Executor, sessionId: number, now: Date) {
    const session = await findSession(trx, sessionId);
    return Boolean(
      session &&
        !session.archived_at &&
        session.start_date > todayIsoDateIn(session.time_zone, now) &&
        toCampSession(session).seatsLeft > 0,
    );
  }

  /** Registrations grouped as their mails go: an order's together, a lone one by itself. */
  function byOrder(rows: ReminderRegistration[]) {
    const groups = new Map<string, ReminderRegistration[]>();
    for (const r of rows) {
      const k = r.order_id === null ? `camp:${r.id}` : `order:${r.order_id}`;
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    return [...groups.values()].map((group) => {
      const lead = group[0]!;
      return {
        rows: group,
        subject: lead.order_id === null ? ('camp' as const) : ('order' as const),
        subjectId: lead.order_id ?? lead.id,
      };
    });
  }

  /** The sessions with a reminder before the start due now: each with the days ago its reminder was due. */
  async function sessionsDue(now: Date) {
    const today = isoDay(now);
    const due = new Map<number, number>();
    for (const s of await sessionsStartingBetween(db, today, addDays(today, reminderDayLimits.max + 1))) {
      for (const d of reminderDaysOf(storedReminderDays(s.session_days), storedReminderDays(s.camp_days))) {
        const at = zonedHour(addDays(s.start_date, -d), config.REMINDER_LOCAL_HOUR, s.time_zone);
        // Due, and not yet a day old (a server down longer skips it); the windows of two days never overlap.
        if (at <= now && now.getTime() - at.getTime() < startWindowMs) due.set(s.id, d);
      }
    }
    return due;
  }

  /** Paid registrations of the sessions due: the day's mail, to families who had paid before it was due. */
  async function beforeStart(now: Date) {
    const at = now.toISOString();
    const due = await sessionsDue(now);
    const rows = await wanted(
      'before-start',
      await paidInSessions(db, [...due.keys()]),
      (r) => r.owner_account_id,
    );
    const already = await sentOccasions(
      db,
      'before-start',
      rows.map((r) => r.id),
    );
    let count = 0;
    for (const r of rows) {
      const d = due.get(r.session_id)!;
      const dueAt = zonedHour(
        addDays(r.start_date, -d),
        config.REMINDER_LOCAL_HOUR,
        r.time_zone,
      ).toISOString();
      const occasion: ReminderOccasion = {
        subject: 'camp',
        subjectId: r.id,
        kind: 'before-start',
        occasion: `${r.session_id}:${d}`,
      };
      // A payment after it was due had its own mail, with everything in it.
      if ((r.paid_at ?? r.updated_at) >= dueAt || already.has(sentKey(occasion))) continue;
      const x = mailTexts(r.locale);
      const done = await sendOnce(occasion, at, async (trx) => {
        const [current] = await registrationsNow(trx, [r.id]);
        // Cancelled, refunded or moved since: nothing for what it no longer has.
        if (current?.status !== 'paid' || current.session_id !== r.session_id) return null;
        const camp = await campTextsOfSession(trx, r.session_id, x.locale);
        if (!camp) return null;
        return unsubscribable(
          beforeStartMail({ x, dedupeKey: key(occasion), r: current, days: d, camp, appUrl: url }),
          'before-start',
          r.owner_account_id,
          x,
        );
      });
      if (done) count++;
    }
    return count;
  }

  /**
   * Sends one `kind` reminder per order (or lone registration) of `rows` not yet sent: `make`
   * checks the group's registrations again and writes its mail, in the family's language.
   */
  async function sendByOrder(
    kind: 'hold-ending' | 'hold-lapsed',
    occasionName: string,
    rows: ReminderRegistration[],
    at: string,
    make: (
      trx: Executor,
      group: ReturnType<typeof byOrder>[number],
      x: MailTexts,
      dedupeKey: string,
    ) => Promise<OutgoingMail | null>,
  ) {
    let sent = 0;
    const groups = await wanted(kind, byOrder(rows), (g) => g.rows[0]!.owner_account_id);
    const already = await sentOccasions(
      db,
      kind,
      groups.map((g) => g.subjectId),
    );
    for (const group of groups) {
      const occasion: ReminderOccasion = {
        subject: group.subject,
        subjectId: group.subjectId,
        kind,
        occasion: occasionName,
      };
      if (already.has(sentKey(occasion))) continue;
      const lead = group.rows[0]!;
      const x = mailTexts(lead.locale);
      const done = await sendOnce(occasion, at, async (trx) =>
        unsubscribable(await make(trx, group, x, key(occasion)), kind, lead.owner_account_id, x),
      );
      if (done) sent++;
    }
    return sent;
  }

  /** Unpaid holds lapsing within REMINDER_HOLD_MINUTES: until when, and pay now. */
  async function holdEnding(now: Date) {
    const at = now.toISOString();
    const until = new Date(now.getTime() + config.REMINDER_HOLD_MINUTES * 60_000).toISOString();
    return sendByOrder(
      'hold-ending',
      'hold',
      await holdsLapsingBy(db, at, until),
      at,
      async (trx, group, x, dedupeKey) => {
        const rows = (
          await registrationsNow(
            trx,
            group.rows.map((r) => r.id),
          )
        ).filter(
          (r) => unpaidStatuses.includes(r.status as never) && r.hold_expires_at && r.hold_expires_at > at,
        );
        const first = rows[0];
        if (!first) return null;
        const parts = await bySession(trx, rows, x.locale);
        const payUrl =
          group.subject === 'order'
            ? `${url}${webRoutes.myRegistrations}`
            : `${url}${webRoutes.checkout.replace(':registrationid', String(first.id))}`;
        return parts.length
          ? holdEndingMail({ x, dedupeKey, parts, holdUntil: first.hold_expires_at!, payUrl })
          : null;
      },
    );
  }

  /** Holds the timer let lapse lately, while the session has seats and has not started: register again. */
  async function holdLapsed(now: Date) {
    const at = now.toISOString();
    const since = new Date(now.getTime() - lapsedWindowMs).toISOString();
    return sendByOrder(
      'hold-lapsed',
      'lapsed',
      await holdsLapsedSince(db, since),
      at,
      async (trx, group, x, dedupeKey) => {
        const again: ReminderRegistration[] = [];
        for (const r of await registrationsNow(
          trx,
          group.rows.map((g) => g.id),
        ))
          if (
            r.status === 'expired' &&
            !(await registeredAgain(trx, r)) &&
            (await open(trx, r.session_id, now))
          )
            again.push(r);
        const parts = (await bySession(trx, again, x.locale)).map((p) => ({
          ...p,
          url: `${url}${webRoutes.register.replace(':sessionid?', String(p.rows[0]!.session_id))}`,
        }));
        return parts.length ? holdLapsedMail({ x, dedupeKey, parts }) : null;
      },
    );
  }

  /** Waitlist offers running out within REMINDER_OFFER_HOURS, once at least half their time has passed. */
  async function offerEnding(now: Date) {
    const at = now.toISOString();
    const until = new Date(now.getTime() + config.REMINDER_OFFER_HOURS * hourMs).toISOString();
    let sent = 0;
    const offers = await wanted(
      'offer-ending',
      await offersEndingBy(db, at, until),
      (o) => o.owner_account_id,
    );
    const already = await sentOccasions(
      db,
      'offer-ending',
      offers.map((o) => o.id),
    );
    for (const o of offers) {
      const from = Date.parse(o.offered_at ?? at);
      const to = Date.parse(o.offer_expires_at!);
      if (now.getTime() < from + (to - from) / 2) continue;
      const occasion: ReminderOccasion = {
        subject: 'waitlist',
        subjectId: o.id,
        kind: 'offer-ending',
        occasion: o.offer_expires_at!,
      };
      if (already.has(sentKey(occasion))) continue;
      const done = await sendOnce(occasion, at, async (trx) => {
        const e = await findEntry(trx, o.id);
        if (e?.state !== 'offered' || e.offer_expires_at !== o.offer_expires_at) return null;
        const { to: address, name } = offerRecipient(e);
        const x = mailTexts(e.locale);
        return unsubscribable(
          offerEndingMail({
            x,
            dedupeKey: key(occasion),
            to: address,
            greetingName: name,
            entry: e,
            appUrl: url,
          }),
          'offer-ending',
          o.owner_account_id,
          x,
        );
      });
      if (done) sent++;
    }
    return sent;
  }

  /**
   * Days before a tournament's start (its own days, else 7 and 1), at REMINDER_LOCAL_HOUR in the
   * facility's zone: to each paid team's coach who had paid before it was due, once per team
   * and occasion (`tournament:days`).
   */
  async function tournamentStart(now: Date) {
    const at = now.toISOString();
    const today = isoDay(now);
    const due = new Map<number, { days: number; dueAt: string }>();
    for (const t of await tournamentsStartingBetween(db, today, addDays(today, reminderDayLimits.max + 1)))
      for (const d of reminderDaysOf(null, storedReminderDays(t.reminder_days))) {
        const dueAt = zonedHour(addDays(t.start_date, -d), config.REMINDER_LOCAL_HOUR, t.time_zone);
        if (dueAt <= now && now.getTime() - dueAt.getTime() < startWindowMs)
          due.set(t.id, { days: d, dueAt: dueAt.toISOString() });
      }
    const teams = await wanted(
      'tournament-start',
      await paidTeamsIn(db, [...due.keys()]),
      (r) => r.owner_account_id,
    );
    const already = await sentOccasions(
      db,
      'tournament-start',
      teams.map((r) => r.id),
    );
    let count = 0;
    for (const r of teams) {
      const { days, dueAt } = due.get(r.tournament_id)!;
      const occasion: ReminderOccasion = {
        subject: 'team',
        subjectId: r.id,
        kind: 'tournament-start',
        occasion: `${r.tournament_id}:${days}`,
      };
      if ((r.paid_at ?? r.updated_at) >= dueAt || already.has(sentKey(occasion))) continue;
      const x = mailTexts(r.locale);
      const done = await sendOnce(occasion, at, async (trx) => {
        const current = await teamNow(trx, r.id);
        // Cancelled or refunded since: nothing for what it no longer has.
        if (current?.status !== 'paid') return null;
        return unsubscribable(
          tournamentStartMail({ x, dedupeKey: key(occasion), r: current, days, appUrl: url }),
          'tournament-start',
          r.owner_account_id,
          x,
        );
      });
      if (done) count++;
    }
    return count;
  }

  return {
    /** Sends every reminder due now; answers how many of each kind went. */
    async sendDue(): Promise<ReminderCounts> {
      const now = clock();
      const counts: ReminderCounts = {
        'before-start': await beforeStart(now),
        'tournament-start': await tournamentStart(now),
        'hold-ending': await holdEnding(now),
        'hold-lapsed': await holdLapsed(now),
        'offer-ending': await offerEnding(now),
      };
      if (Object.values(counts).some((n) => n > 0)) log.info({ reminders: counts }, 'reminders sent');
      return counts;
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;

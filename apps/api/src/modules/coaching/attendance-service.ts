import {
  type AttendanceEventResult,
  type AttendanceNotices,
  type AttendanceNoticesInput,
  type AttendanceReport,
  type attendanceEventInputSchema,
  attendanceLimits,
  attendanceMessages,
  coachingMessages,
  formatInstant,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import { savedLocale } from '../account-language/account-language-repository.js';
import { audit } from '../audit/audit-repository.js';
import { type ExportColumn, safeFileName, xlsxStream } from '../exports/export-writers.js';
import type { HouseholdService } from '../household/household-service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { textNumbersOf } from '../messages/messages-repository.js';
import type { TextSending } from '../messages/text-sending.js';
import { attendanceMail, attendanceTextBody, type TapNotice } from './attendance-notices.js';
import * as repo from './attendance-repository.js';
import {
  type ChildDay,
  childDay,
  childDays,
  eventOf,
  overdueAfter,
  publicDay,
  standingTaps,
} from './attendance-state.js';
import { paidRegistrationsOfSession, sessionsWithCamp } from './coaching-repository.js';
import type { CoachingService } from './coaching-service.js';

type Tap = z.output<typeof attendanceEventInputSchema>;

/** The job that sends the taps' texts: queued after a tap that wrote one, and each minute for any left. */
export const attendanceTextJob = 'attendance-texts';
/** Texts a run of the job sends at most; the next run sends the rest. */
const textsPerRun = 200;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** PostgreSQL's 23505 or SQLite's UNIQUE constraint: a unique index of the events refused the row. */
function uniqueIndexHit(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed: attendance_events/.test(e.message ?? '');
}

const sameTap = (row: repo.AttendanceEventRow, tap: Tap) =>
  row.registration_id === tap.registrationId &&
  row.day === tap.day &&
  row.action === tap.action &&
  row.undoes === (tap.undoes ?? '');

/**
 * Check-in and check-out on the coach's roster (decision 0098). Every tap is one row named by the
 * phone's event id: the same id again (a double tap, a replay after reconnecting) answers the row
 * recorded first and writes nothing. Order: in, then out (then in again); an undo takes back the
 * child's last standing tap and is audited. At pick-up the adult must be on the child's list
 * (the registration's parents, the household's adults, that day's one-day pickups), confirmed by
 * the day's pickup code or a photo ID; wrong codes are counted per child and day.
 */
export function createAttendanceService(
  { db, clock, config, log }: ServiceDeps,
  {
    coaching,
    household,
    jobs,
    texts,
  }: { coaching: CoachingService; household: HouseholdService; jobs: JobQueue; texts: TextSending },
) {
  /** The tap recorded first under this event id, read on `ex` (a transaction that found it). */
  async function replayOf(
    tap: Tap,
    existing: repo.AttendanceEventRow,
    session: { time_block: string; time_zone: string },
    ex: Executor = db,
  ) {
    if (!sameTap(existing, tap)) throw conflict(attendanceMessages.eventIdReused);
    const rows = await repo.eventsOfChildDay(ex, tap.registrationId, tap.day);
    return {
      event: eventOf(existing),
      attendance: publicDay(childDay(rows, overdueAfter(session, tap.day), clock())),
      replayed: true,
    };
  }

  /** The wrong-code count, then the code itself: a wrong one is counted (and kept) before the answer. */
  async function confirmCode(tap: Tap) {
    if ((await repo.codeFailures(db, tap.registrationId, tap.day)) >= attendanceLimits.wrongCodes)
      throw conflict(attendanceMessages.tooManyWrongCodes);
    if (await household.verifyPickupCode(tap.registrationId, tap.day, tap.code ?? '')) return;
    const failures = await repo.addCodeFailure(db, tap.registrationId, tap.day, clock().toISOString());
    if (failures >= attendanceLimits.wrongCodes) throw conflict(attendanceMessages.tooManyWrongCodes);
    throw new FieldValidationError({ code: [attendanceMessages.wrongCode] });
  }

  /**
   * The family's mail and text on this tap, as it chose (decisions 0099, 0115), in the tap's
   * transaction: a tap recorded once is told once, a replay writes neither. A text goes only to
   * a number with consent and no STOP since, and only when texts go at all. Answers whether a
   * text was queued.
   */
  async function queueFamilyNotices(
    trx: Executor,
    row: repo.NewAttendanceEvent,
    session: { camp_name: string; camp_name_es: string; time_zone: string },
  ): Promise<boolean> {
    const owner = await repo.registrationOwner(trx, row.registration_id);
    if (!owner) return false;
    const chose = await repo.noticesOf(trx, owner.owner_account_id);
    const phone =
      chose.text && texts.enabled
        ? (await textNumbersOf(trx, [owner.owner_account_id])).get(owner.owner_account_id)
        : undefined;
    if (!chose.mail && !phone) return false;
    const x = mailTexts(await savedLocale(trx, owner.owner_account_id));
    const notice: TapNotice = {
      eventId: row.event_id,
      child: owner.player_first_name,
      action: row.action as TapNotice['action'],
      adult: row.adult_name,
      at: row.occurred_at,
      camp: x.locale === 'es' && session.camp_name_es ? session.camp_name_es : session.camp_name,
      timeZone: session.time_zone,
    };
    if (chose.mail)
      await enqueueMail(
        trx as Parameters<typeof enqueueMail>[0],
        attendanceMail({ ...notice, to: owner.owner_email, appUrl: appUrl(config) }, x),
        clock(),
      );
    if (!phone) return false;
    const now = clock().toISOString();
    await repo.queueText(trx, {
      event_id: row.event_id,
      account_id: owner.owner_account_id,
      phone,
      text_body: attendanceTextBody(notice, x),
      text_status: 'queued',
      text_sid: null,
      text_error: null,
      created_at: now,
      text_updated_at: now,
    });
    return true;
  }

  /** Asks the job to send the texts just queued; should this fail, the job's next minute sends them. */
  function sendTextsSoon() {
    jobs
      .enqueue(attendanceTextJob, {}, { singletonKey: 'soon' })
      .catch((error: unknown) => log.warn({ err: error }, 'attendance texts left to the next run'));
  }

  return {
    /** The account's choice of a mail and a text on each check-in and check-out (off until chosen). */
    async notices(p: Principal): Promise<AttendanceNotices> {
      const [chose, phones] = await Promise.all([repo.noticesOf(db, p.id), textNumbersOf(db, [p.id])]);
      return { ...chose, textPhone: phones.get(p.id) ?? null };
    },

    /** A text is chosen only with a number that takes texts (400 on `text` otherwise). */
    async saveNotices(p: Principal, input: AttendanceNoticesInput): Promise<AttendanceNotices> {
      if (input.text && !(await textNumbersOf(db, [p.id])).has(p.id))
        throw new FieldValidationError({ text: [attendanceMessages.textNeedsNumber] });
      await repo.saveNotices(db, p.id, input, clock().toISOString());
      return this.notices(p);
    },

    /** The job: sends the taps' queued texts through the one text sender; retried when some failed for now. */
    async sendTexts(): Promise<number> {
      const { sent, retry } = await texts.send('attendance_texts', await repo.queuedTexts(db, textsPerRun));
      if (retry) throw new Error('some attendance texts are to be tried again');
      return sent;
    },

    async record(p: Principal, sessionId: number, tap: Tap): Promise<AttendanceEventResult> {
      // The roster's own access: the assigned coach (or group), staff, admins; 403 for others.
      const { session, children } = await coaching.rosterChildren(
        p,
        sessionId,
        tap.day,
        'day',
        tap.registrationId,
      );
      const known = await repo.eventById(db, tap.eventId);
      if (known) return replayOf(tap, known, session);
      const child = children.find((c) => c.registrationId === tap.registrationId);
      if (!child) throw new FieldValidationError({ registrationId: [attendanceMessages.notOnRoster] });

      let adult: { name: string; relation: string } | undefined;
      if (tap.action === 'checkOut') {
        const listed = [
          ...child.guardians.map((g) => ({ id: g.id, name: g.name, relation: 'Parent' })),
          ...child.pickupAdults,
        ].find((a) => a.id === tap.adultId);
        if (!listed) throw new FieldValidationError({ adultId: [attendanceMessages.adultNotListed] });
        adult = { name: listed.name, relation: listed.relation };
        // A child not in: refused before a code is tried (an attempt is not spent on it).
        const standing = standingTaps(await repo.eventsOfChildDay(db, tap.registrationId, tap.day));
        if (standing.at(-1)?.action !== 'checkIn') throw conflict(attendanceMessages.notIn);
        if (tap.confirmation === 'code') await confirmCode(tap);
      }

      const write = () =>
        db.transaction().execute(async (trx) => {
          // The same tap may have been recorded since it was looked for (two requests at once;
          // on PostgreSQL each statement sees what committed before it, so both reads ask).
          const since = await repo.eventById(trx, tap.eventId);
          if (since) return { ...(await replayOf(tap, since, session, trx)), texted: false };
          const rows = await repo.eventsOfChildDay(trx, tap.registrationId, tap.day);
          const same = rows.find((r) => r.event_id === tap.eventId);
          if (same) return { ...(await replayOf(tap, same, session, trx)), texted: false };
          const last = standingTaps(rows).at(-1);
          if (tap.action === 'checkIn' && last?.action === 'checkIn')
            throw conflict(attendanceMessages.alreadyIn);
          if (tap.action === 'checkOut' && last?.action !== 'checkIn')
            throw conflict(attendanceMessages.notIn);
          if (tap.action === 'undo' && last?.event_id !== tap.undoes)
            throw conflict(attendanceMessages.onlyLastTap);
          const row: repo.NewAttendanceEvent = {
            event_id: tap.eventId,
            registration_id: tap.registrationId,
            session_id: sessionId,
            day: tap.day,
            action: tap.action,
            seq: (rows.at(-1)?.seq ?? 0) + 1,
            occurred_at: new Date(tap.occurredAt).toISOString(),
            recorded_at: clock().toISOString(),
            recorded_by: p.email,
            adult_name: adult?.name ?? '',
            adult_relation: adult?.relation ?? '',
            confirmation: tap.action === 'checkOut' ? (tap.confirmation ?? '') : '',
            undoes: tap.action === 'undo' ? (tap.undoes ?? '') : '',
          };
          await repo.insertEvent(trx, row);
          const texted = tap.action !== 'undo' && (await queueFamilyNotices(trx, row, session));
          if (tap.action === 'undo')
            await audit(
              trx,
              p,
              'attendanceUndone',
              'campRegistration',
              tap.registrationId,
              { sessionId, day: tap.day, eventId: tap.eventId, undoes: tap.undoes, action: last?.action },
              clock(),
            );
          const all = [...rows, { ...row, id: 0 }];
          return {
            event: eventOf({ ...row, id: 0 }),
            attendance: publicDay(childDay(all, overdueAfter(session, tap.day), clock())),
            replayed: false,
            texted,
          };
        });

      // Two requests at once: a unique index refuses the second row, either the event id (the
      // same tap, queued twice) or the child's next place (another tap got there first; the
      // engine may name either index when both apply). The same tap answers as a replay; another
      // one is read again, once, against the state it lost to.
      for (let attempt = 0; ; attempt++) {
        try {
          const { texted, ...result } = await write();
          if (texted) sendTextsSoon();
          return result;
        } catch (error) {
          if (!uniqueIndexHit(error)) throw error;
          const first = await repo.eventById(db, tap.eventId);
          if (first) return replayOf(tap, first, session);
          if (attempt > 0) throw error;
        }
      }
    },

    /** Staff: every paid child of a session's day with its check-in and check-out. */
    async report(sessionId: number, day: string | undefined): Promise<AttendanceReport> {
      const [session] = await sessionsWithCamp(db, [sessionId]);
      if (!session) throw notFound('No such camp session.');
      const days = coaching.sessionDays(session);
      const reportDay = day ?? coaching.defaultDay(session);
      if (!days.includes(reportDay))
        throw new FieldValidationError({ 'querystring.day': [coachingMessages.dayOutsideSession] });
      const [registrations, events] = await Promise.all([
        paidRegistrationsOfSession(db, sessionId),
        repo.eventsOfSessionDay(db, sessionId, reportDay),
      ]);
      const byChild = childDays(events, overdueAfter(session, reportDay), clock());
      return {
        sessionId,
        campName: session.camp_name,
        campNameEs: session.camp_name_es,
        facilityName: session.facility_name,
        timeZone: session.time_zone,
        day: reportDay,
        days,
        children: registrations.map((r) => ({
          registrationId: r.id,
          firstName: r.player_first_name,
          lastName: r.player_last_name,
          group: r.group_name ?? '',
          ...(byChild.get(r.id) ?? childDay([], null, clock())),
        })),
      };
    },

    /** The same report as a spreadsheet: instants in the facility's zone, named. */
    async export(sessionId: number, day: string | undefined) {
      const report = await this.report(sessionId, day);
      const at = (iso: string) => (iso ? formatInstant(iso, report.timeZone) : '');
      type Row = AttendanceReport['children'][number];
      const columns: ExportColumn<Row>[] = [
        { header: 'Player Last Name', width: 18, value: (r) => r.lastName },
        { header: 'Player First Name', width: 18, value: (r) => r.firstName },
        { header: 'Group', width: 14, value: (r) => r.group },
        { header: 'State', width: 12, value: (r) => stateWords[r.state] },
        { header: 'Checked In At', width: 26, value: (r) => at(r.checkedInAt) },
        { header: 'Checked In By', width: 26, value: (r) => r.checkedInBy },
        { header: 'Checked Out At', width: 26, value: (r) => at(r.checkedOutAt) },
        { header: 'Checked Out By', width: 26, value: (r) => r.checkedOutBy },
        { header: 'Picked Up By', width: 24, value: (r) => r.pickedUpBy },
        { header: 'Confirmed With', width: 16, value: (r) => confirmationWords[r.confirmation] },
        { header: 'Not Collected', width: 14, value: (r) => (r.overdue ? 'Yes' : '') },
      ];
      async function* rows() {
        yield report.children;
      }
      return {
        fileName: `ATTENDANCE_${safeFileName(report.campName)}_${report.day}.xlsx`,
        contentType: xlsxType,
        body: xlsxStream('Attendance', columns, rows()),
      };
    },
  };
}

const stateWords: Record<ChildDay['state'], string> = { notIn: 'Not in', in: 'In', out: 'Picked up' };
const confirmationWords: Record<ChildDay['confirmation'], string> = {
  '': '',
  code: 'Pickup code',
  photoId: 'Photo ID',
};

export type AttendanceService = ReturnType<typeof createAttendanceService>;

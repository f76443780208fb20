import {
  type AttendanceAction,
  type AttendanceState,
  attendanceActions,
  attendanceMessages,
  type PickupConfirmation,
  pickupAdultIdPattern,
  pickupConfirmations,
} from './attendance-basics.js';
import { calendarDate, positiveIdSchema } from './fields.js';
import { z } from './zod.js';

/**
 * One tap, as the phone sends it (and replays it). `occurredAt` is the phone's clock when the
 * coach tapped; the server records its own time beside it.
 */
export const attendanceEventInputSchema = z
  .object({
    eventId: z.uuid({ error: attendanceMessages.eventId }),
    registrationId: positiveIdSchema,
    day: calendarDate('Day'),
    action: z.enum(attendanceActions),
    occurredAt: z.iso.datetime({ offset: true, error: attendanceMessages.occurredAt }),
    /** checkOut: the adult chosen from the child's list. */
    adultId: z.string().regex(pickupAdultIdPattern, attendanceMessages.adultRequired).optional(),
    /** checkOut: how the adult was confirmed. */
    confirmation: z.enum(pickupConfirmations, { error: attendanceMessages.confirmationRequired }).optional(),
    /** checkOut by code: the family's 4-digit code of the day. */
    code: z
      .string()
      .regex(/^\d{4}$/, attendanceMessages.codeRequired)
      .optional(),
    /** undo: the event id of the tap taken back. */
    undoes: z.uuid({ error: attendanceMessages.undoesRequired }).optional(),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.action === 'checkOut') {
      if (!v.adultId) need('adultId', attendanceMessages.adultRequired);
      if (!v.confirmation) need('confirmation', attendanceMessages.confirmationRequired);
      if (v.confirmation === 'code' && !v.code) need('code', attendanceMessages.codeRequired);
    }
    if (v.action === 'undo' && !v.undoes) need('undoes', attendanceMessages.undoesRequired);
  });
export type AttendanceEventInput = z.input<typeof attendanceEventInputSchema>;

/** One recorded tap. Times are UTC instants; the page shows them in the browser's zone. */
export interface AttendanceEvent {
  eventId: string;
  registrationId: number;
  day: string;
  action: AttendanceAction;
  /** The phone's time of the tap. */
  occurredAt: string;
  /** The server's time of recording. */
  recordedAt: string;
  /** The coach or staff member (e-mail) who tapped. */
  recordedBy: string;
  /** checkOut: the adult's name and relation as listed at the time. */
  adultName: string;
  adultRelation: string;
  confirmation: PickupConfirmation | '';
  /** undo: the event taken back. */
  undoes: string;
}

/** A child's day: where the child is, when it arrived and left, and with whom. */
export interface ChildAttendance {
  state: AttendanceState;
  checkedInAt: string;
  checkedOutAt: string;
  pickedUpBy: string;
  /** The last tap still standing (what an undo takes back); '' none. */
  lastEventId: string;
  /** Still in 15 minutes after the session's daily end (`attendanceLimits.overdueMinutes`). */
  overdue: boolean;
}

export const noAttendance: ChildAttendance = {
  state: 'notIn',
  checkedInAt: '',
  checkedOutAt: '',
  pickedUpBy: '',
  lastEventId: '',
  overdue: false,
};

/** What a tap answers: the event (new, or the one recorded before under that id) and the child's day after it. */
export interface AttendanceEventResult {
  event: AttendanceEvent;
  attendance: ChildAttendance;
  /** The event id was recorded before: nothing new was written. */
  replayed: boolean;
}

/** Staff's attendance of a session on a day: every paid child with its day. */
export interface AttendanceReport {
  sessionId: number;
  campName: string;
  campNameEs: string;
  facilityName: string;
  timeZone: string;
  day: string;
  days: string[];
  children: (ChildAttendance & {
    registrationId: number;
    firstName: string;
    lastName: string;
    group: string;
    checkedInBy: string;
    checkedOutBy: string;
    confirmation: PickupConfirmation | '';
  })[];
}

export const attendanceReportQuerySchema = z.object({ day: calendarDate('Day').optional() });

/**
 * A family's choice of a mail and of a text when its child is checked in or out (decisions 0099,
 * 0115): each off until the family turns it on, on /MailChoices. `PUT` takes the mail and the
 * text; a body without `text` leaves the text as it was (a page saved before texts existed).
 */
export const attendanceNoticesSchema = z.strictObject({
  mail: z.boolean({ error: 'Choose on or off.' }),
  text: z.boolean({ error: 'Choose on or off.' }).optional(),
});
export type AttendanceNoticesInput = z.input<typeof attendanceNoticesSchema>;

/** The choice as `GET` and `PUT` answer it. */
export interface AttendanceNotices {
  mail: boolean;
  text: boolean;
  /** The number texts go to (consent given, no STOP since); null: none, so no text goes. */
  textPhone: string | null;
}

import { calendarDate, positiveIdSchema } from './fields.js';
import { pathValue as enc } from './public-lists.js';
import { z } from './zod.js';

/*
 * Check-in and check-out on the coach's roster (decision 0098). One event per tap, named by an id
 * the phone makes (a UUID), so a double tap or a replay after reconnecting records one event.
 */

/** What a tap does: the child arrives, leaves with an adult, or a mistaken tap is taken back. */
export const attendanceActions = ['checkIn', 'checkOut', 'undo'] as const;
export type AttendanceAction = (typeof attendanceActions)[number];

/** How the coach confirmed the adult at pick-up: the family's pickup code of the day, or a photo ID seen. */
export const pickupConfirmations = ['code', 'photoId'] as const;
export type PickupConfirmation = (typeof pickupConfirmations)[number];

/** Where a child is on a day: not arrived, at camp, picked up. */
export const attendanceStates = ['notIn', 'in', 'out'] as const;
export type AttendanceState = (typeof attendanceStates)[number];

export const attendanceLimits = {
  /** Wrong pickup codes per child and day; then the code is refused that day (a photo ID still works). */
  wrongCodes: 5,
  /** A child still in this many minutes after the session's daily end is flagged. */
  overdueMinutes: 15,
} as const;

export const attendanceMessages = {
  eventId: 'Event id must be a UUID.',
  occurredAt: 'Enter when it happened as an ISO date and time.',
  adultRequired: 'Choose who picks the child up.',
  confirmationRequired: 'Confirm the pickup code or a photo ID.',
  codeRequired: 'Enter the 4-digit pickup code.',
  undoesRequired: 'Name the tap to undo.',
  notOnRoster: 'This child is not on this roster.',
  alreadyIn: 'This child is already checked in.',
  notIn: 'This child is not checked in.',
  adultNotListed: 'This adult is not on the list of who may pick this child up.',
  wrongCode: 'That is not the pickup code for this child today.',
  tooManyWrongCodes: 'Too many wrong codes for this child today. Check a photo ID instead.',
  onlyLastTap: 'Only the last tap of this child today can be undone.',
  eventIdReused: 'This event id was already used for another tap.',
  textNeedsNumber: 'Add a mobile number for texts on your Household page first.',
} as const;

/** Who may take a child: `guardian-1`, `guardian-2` (the registration's parents) or `pickup-<id>` (the household's adults). */
export const pickupAdultIdPattern = /^(?:guardian-[12]|pickup-[1-9][0-9]{0,9})$/;

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

export const attendancePaths = {
  /** The signed-in family's choice of check-in and check-out mails (GET, PUT). */
  attendanceNotices: '/api/Household/AttendanceNotices',
  /** A tap on the coach's roster (POST): check in, check out, undo; 201 new, 200 replayed. */
  coachAttendance: (sessionId: number | string) => `/api/Coach/Sessions/${enc(sessionId)}/Attendance`,
  /** Staff: a session's attendance on a day (`?day=`), and the same as a spreadsheet. */
  attendanceReport: (sessionId: number | string) => `/api/Admin/CampSessions/${enc(sessionId)}/attendance`,
  attendanceExport: (sessionId: number | string) =>
    `/api/Admin/CampSessions/${enc(sessionId)}/attendance.xlsx`,
} as const;

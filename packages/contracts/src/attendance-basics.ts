import { pathValue as enc } from './public-lists.js';

/*
 * Check-in and check-out on the coach's roster (decision 0098). One event per tap, named by an id
 * the phone makes (a UUID), so a double tap or a replay after reconnecting records one event.
 * The words, limits and paths: a module without the schemas and zod, which the roster's page
 * does not load (decision 0122); the schemas are in `attendance.ts`.
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

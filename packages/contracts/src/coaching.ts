import type { ChildAttendance } from './attendance.js';
import { calendarDate, optionalText, positiveIdSchema, requiredEmail } from './fields.js';
import { z } from './zod.js';

export { coachingPaths } from './coaching-paths.js';

/* Coaches (decision 0089): the role (`coachRole`) is in staff-routes.ts, for the site's start-up code. */

export const coachingLimits = {
  email: 254,
  /** A session's group name ("Under 8 – red"), set per registration by staff. */
  group: 40,
} as const;

/** What an admin assigns a coach to: a camp session (optionally one group of it) or a tournament age group. */
export const coachAssignmentKinds = ['session', 'ageGroup'] as const;
export type CoachAssignmentKind = (typeof coachAssignmentKinds)[number];

export const coachingMessages = {
  dayOutsideSession: 'Day must be a day of the session.',
  notAssigned: 'This roster is not assigned to you.',
  noSuchItem: 'No such camp session or age group.',
  alreadyAssigned: 'This coach is already assigned there.',
} as const;

export const coachAssignmentInputSchema = z.object({
  email: requiredEmail('Email', coachingLimits.email).transform((v) => v.toLowerCase()),
  kind: z.enum(coachAssignmentKinds),
  itemId: positiveIdSchema,
  /** A session's group: '' assigns the whole session (age groups have none). */
  group: optionalText('Group', coachingLimits.group),
});
export type CoachAssignmentInput = z.input<typeof coachAssignmentInputSchema>;

export const registrationGroupInputSchema = z.object({
  group: optionalText('Group', coachingLimits.group),
});
export type RegistrationGroupInput = z.input<typeof registrationGroupInputSchema>;

export const rosterQuerySchema = z.object({ day: calendarDate('Day').optional() });

/** The printed sheets of a session's day (decision 0095): the roster, and the sign-in/sign-out sheet. */
export const rosterSheetKinds = ['roster', 'sign-in'] as const;
export type RosterSheetKind = (typeof rosterSheetKinds)[number];

export interface CoachAssignment {
  id: number;
  email: string;
  kind: CoachAssignmentKind;
  itemId: number;
  /** The camp and its dates, or the tournament and age group, in English words (staff pages). */
  itemName: string;
  group: string;
  assignedBy: string;
  createdAt: string;
}

/** One roster a coach may open: a session (with its days) or a tournament age group. */
export interface CoachRosterItem {
  kind: CoachAssignmentKind;
  id: number;
  campName: string;
  campNameEs: string;
  /** The age group's description (age groups). */
  ageGroup: string;
  startDate: string;
  endDate: string;
  timeBlock: string;
  facilityName: string;
  /** The group assigned; '' the whole session. */
  group: string;
}

export interface RosterGuardian {
  name: string;
  phone: string;
}

/** One child on a coach's roster: no money, no address, no account. */
export interface RosterChild {
  registrationId: number;
  firstName: string;
  lastName: string;
  /** Age on the roster's day. */
  age: number;
  group: string;
  medicalConditions: string;
  medicalTreatment: string;
  /** The notes are the household's current ones (else the registration's copy). */
  medicalFromHousehold: boolean;
  tshirtSize: string;
  /** The registration's parents; each may pick the child up (`id` `guardian-1`, `guardian-2`). */
  guardians: (RosterGuardian & { id: string })[];
  emergencyContact: RosterGuardian & { relationship: string };
  /** The adults the family named who may pick the child up: every day, and that day's one-day pickups (decision 0094). */
  pickupAdults: RosterPickupAdult[];
  /** The child's day: checked in or out, by whom, flagged when not collected (decision 0098). */
  attendance: ChildAttendance;
}

export interface RosterPickupAdult {
  /** What a check-out names (`pickup-<id>`; contracts `pickupAdultIdPattern`). */
  id: string;
  name: string;
  relation: string;
  phone: string;
  /** Only on this day (a one-day pickup). */
  oneDay: boolean;
}

export interface CoachRoster {
  session: CoachRosterItem;
  day: string;
  /** Every day of the session, 'YYYY-MM-DD'. */
  days: string[];
  children: RosterChild[];
}

/** A team's players on an age-group coach's roster. */
export interface CoachTeamRoster {
  ageGroup: CoachRosterItem;
  teams: {
    id: number;
    teamName: string;
    contact: RosterGuardian;
    players: { name: string; age: number; tshirtSize: string; parent: RosterGuardian }[];
  }[];
}

/** Staff's view of a session's groups: its paid registrations with their group, and its coaches. */
export interface SessionGroups {
  registrations: { id: number; firstName: string; lastName: string; group: string }[];
  coaches: CoachAssignment[];
}

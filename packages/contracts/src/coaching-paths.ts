import { pathValue as enc } from './public-lists.js';

/**
 * The coaching API paths (part of `apiPaths`). A module of its own, without the schemas and zod,
 * so that the coach's roster can ask for its answer before the rest of its code has loaded
 * (decision 0118).
 */
export const coachingPaths = {
  /** Admins: every assignment (GET), assign a coach by e-mail (POST); remove one (DELETE). */
  coachAssignments: '/api/Admin/CoachAssignments',
  coachAssignment: (id: number | string) => `/api/Admin/CoachAssignments/${enc(id)}`,
  /** Staff: a session's registrations with their groups (GET); one registration's group (PUT). */
  sessionGroups: (sessionId: number | string) => `/api/Admin/CampSessions/${enc(sessionId)}/groups`,
  registrationGroup: (id: number | string) => `/api/Admin/CampRegistrations/${enc(id)}/group`,
  /** The signed-in coach's rosters: today's and upcoming (GET); one session's roster for a day (`?day=`); an age group's teams. */
  myRosters: '/api/Coach/Rosters',
  coachSessionRoster: (sessionId: number | string) => `/api/Coach/Sessions/${enc(sessionId)}`,
  coachAgeGroupRoster: (ageRangeId: number | string) => `/api/Coach/AgeGroups/${enc(ageRangeId)}`,
  /** A session's day printed as PDF (`?day=` as the roster): 'roster' or 'sign-in' (decision 0095). */
  coachSessionSheet: (sessionId: number | string, sheet: string) =>
    `/api/Coach/Sessions/${enc(sessionId)}/${enc(sheet)}.pdf`,
} as const;

import {
  type AttendanceReport,
  apiPaths,
  type CoachRoster,
  type CoachRosterItem,
  type CoachTeamRoster,
} from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';
import { takeRosterRead } from './early-roster';

/** GET /api/Coach/Rosters: the signed-in coach's rosters that have not ended, soonest first. */
export const myRosters = signedQuery<[], CoachRosterItem[]>({
  key: () => queryKeys.coaching.mine,
  path: () => apiPaths.myRosters,
  readOnOpen: true,
});

/**
 * GET /api/Coach/Sessions/{id}?day=: one session's children for a day, with their medical notes.
 * Never kept in the page's cache (each read is a recorded view of the notes).
 */
export const sessionRoster = signedQuery<[sessionId: number, day: string], CoachRoster>({
  key: (sessionId, day) => queryKeys.coaching.session(sessionId, day),
  path: (sessionId, day) =>
    `${apiPaths.coachSessionRoster(sessionId)}${day ? `?day=${encodeURIComponent(day)}` : ''}`,
  fresh: true,
  missing: (sessionId) => (Number.isInteger(sessionId) && sessionId > 0 ? null : 'Not found'),
  // The read the start-up code sent for the page's address, when it did (decision 0118).
  early: takeRosterRead,
});

/** GET /api/Coach/AgeGroups/{id}: an age group's paid teams and players. */
export const ageGroupRoster = signedQuery<[ageRangeId: number], CoachTeamRoster>({
  key: (ageRangeId) => queryKeys.coaching.ageGroup(ageRangeId),
  path: (ageRangeId) => apiPaths.coachAgeGroupRoster(ageRangeId),
  fresh: true,
});

/** GET /api/Admin/CampSessions/{id}/attendance?day= (staff): every paid child's check-in and check-out of the day. */
export const attendanceReport = signedQuery<[sessionId: number, day: string], AttendanceReport>({
  key: (sessionId, day) => queryKeys.coaching.attendance(sessionId, day),
  path: (sessionId, day) =>
    `${apiPaths.attendanceReport(sessionId)}${day ? `?day=${encodeURIComponent(day)}` : ''}`,
  fresh: true,
  missing: (sessionId) => (Number.isInteger(sessionId) && sessionId > 0 ? null : 'Not found'),
});

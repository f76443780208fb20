import {
  type AttendanceAction,
  type AttendanceEvent,
  attendanceLimits,
  type ChildAttendance,
  dailyTimes,
  noAttendance,
  type PickupConfirmation,
  zonedIsoDateTime,
} from '@soccer/contracts';
import type { AttendanceEventRow } from './attendance-repository.js';

/** A child's day with who checked in and out (the staff report's columns). */
export type ChildDay = ChildAttendance & {
  checkedInBy: string;
  checkedOutBy: string;
  confirmation: PickupConfirmation | '';
};

export const eventOf = (r: AttendanceEventRow): AttendanceEvent => ({
  eventId: r.event_id,
  registrationId: r.registration_id,
  day: r.day,
  action: r.action as AttendanceAction,
  occurredAt: r.occurred_at,
  recordedAt: r.recorded_at,
  recordedBy: r.recorded_by,
  adultName: r.adult_name,
  adultRelation: r.adult_relation,
  confirmation: r.confirmation as PickupConfirmation | '',
  undoes: r.undoes,
});

/** The taps still standing: every check-in and check-out no undo took back, in order. */
export function standingTaps(rows: AttendanceEventRow[]): AttendanceEventRow[] {
  const undone = new Set(rows.filter((r) => r.action === 'undo').map((r) => r.undoes));
  return rows.filter((r) => r.action !== 'undo' && !undone.has(r.event_id));
}

/**
 * A child's day from its taps (in order): the last standing tap says where the child is; a
 * child still in at `overdueAfter` (the session's daily end plus 15 minutes) is overdue. Times
 * are the phone's (`occurredAt`), the moment the coach saw it.
 */
export function childDay(rows: AttendanceEventRow[], overdueAfter: Date | null, now: Date): ChildDay {
  const standing = standingTaps(rows);
  const last = standing.at(-1);
  if (!last) return { ...noAttendance, checkedInBy: '', checkedOutBy: '', confirmation: '' };
  const lastIn = standing.findLast((r) => r.action === 'checkIn');
  const out = last.action === 'checkOut' ? last : undefined;
  const state = out ? 'out' : 'in';
  return {
    state,
    checkedInAt: lastIn?.occurred_at ?? '',
    checkedOutAt: out?.occurred_at ?? '',
    pickedUpBy: out ? out.adult_name : '',
    lastEventId: last.event_id,
    overdue: state === 'in' && overdueAfter !== null && now > overdueAfter,
    checkedInBy: lastIn?.recorded_by ?? '',
    checkedOutBy: out?.recorded_by ?? '',
    confirmation: out ? (out.confirmation as PickupConfirmation) : '',
  };
}

/** Each child's day of a session's taps (rows ordered by child, then tap). */
export function childDays(rows: AttendanceEventRow[], overdueAfter: Date | null, now: Date) {
  const byChild = new Map<number, AttendanceEventRow[]>();
  for (const r of rows) {
    const list = byChild.get(r.registration_id) ?? [];
    list.push(r);
    byChild.set(r.registration_id, list);
  }
  return new Map([...byChild].map(([id, list]) => [id, childDay(list, overdueAfter, now)]));
}

/**
 * When a child still in is flagged: the session's daily end on that day, in the facility's zone,
 * plus `attendanceLimits.overdueMinutes`; null when the time block names no end ("Mornings").
 */
export function overdueAfter(session: { time_block: string; time_zone: string }, day: string): Date | null {
  const times = dailyTimes(session.time_block);
  if (!times) return null;
  const end = new Date(zonedIsoDateTime(day, times.end, session.time_zone));
  return new Date(end.getTime() + attendanceLimits.overdueMinutes * 60_000);
}

/** A child's day as the roster shows it (no staff addresses). */
export function publicDay(d: ChildDay): ChildAttendance {
  const { checkedInBy: _i, checkedOutBy: _o, confirmation: _c, ...attendance } = d;
  return attendance;
}

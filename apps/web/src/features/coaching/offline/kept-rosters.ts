import type { CoachRoster } from '@soccer/contracts';
import { forgetKept, type KeptRecord, keep, listKept, readKept } from '../../../lib/offline/kept';
import { browserToday } from '../components/roster-item-title';

/**
 * Today's rosters kept on the coach's phone (decision 0107): a roster read online for today (the
 * browser's day) is kept until the end of that day, for the account that read it, so that the
 * page shows it where the field has no signal. Sign-out deletes it (`forgetDeviceData`).
 */

const prefix = 'coach-roster:';
const keyOf = (sessionId: number, day: string) => `${prefix}${sessionId}:${day}`;

/** The next midnight in the browser's zone: when a roster of `now`'s day is deleted. */
export function endOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/** Keeps a roster read online when it is today's; answers whether it did. */
export async function keepRoster(owner: string, roster: CoachRoster, now = new Date()): Promise<boolean> {
  if (roster.day !== browserToday(now)) return false;
  await keep(keyOf(roster.session.id, roster.day), owner, roster, endOfDay(now), now);
  return true;
}

/** The kept roster of a session for `day` (today when '') of this account, or null. */
export function keptRoster(
  owner: string,
  sessionId: number,
  day: string,
  now = new Date(),
): Promise<KeptRecord<CoachRoster> | null> {
  return readKept<CoachRoster>(keyOf(sessionId, day || browserToday(now)), owner, now);
}

/** This account's kept rosters (today's), for the list page offline. */
export function keptRosters(owner: string, now = new Date()): Promise<KeptRecord<CoachRoster>[]> {
  return listKept<CoachRoster>(prefix, owner, now);
}

/** Deletes the kept roster of a session for `day` (today when ''): the server refused it. */
export function forgetRoster(sessionId: number, day: string, now = new Date()): Promise<void> {
  return forgetKept(keyOf(sessionId, day || browserToday(now)));
}

import {
  type AttendanceEventInput,
  type AttendanceEventResult,
  apiPaths,
  type ChildAttendance,
  type CoachRoster,
  type RosterChild,
} from '@soccer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { OutboxAnswer } from '../../../hooks/use-outbox';
import { neverSucceeds, type QueuedWrite, queueWrite } from '../../../lib/offline/outbox';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The coach's taps through the outbox (decision 0108): each check-in, check-out and undo is queued
 * under its event id, sent at once with signal and when it returns without; the roster shows the
 * child's day as the queued taps make it until the server has them, and a tap the server refuses
 * is kept here to be shown, never dropped unseen.
 */

/** A tap as queued: the body of `POST /api/Coach/Sessions/{id}/Attendance`. */
export type QueuedTap = Tap & { eventId: string; occurredAt: string; day: string };

/** The session of an attendance write's path, or null for any other write. */
export function tapSessionId(path: string): number | null {
  const match = /\/Sessions\/(\d+)\/Attendance$/.exec(path);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && path === apiPaths.coachAttendance(id) ? id : null;
}

function tapOf(write: QueuedWrite, sessionId: number, day: string, registrationId: number): QueuedTap | null {
  if (tapSessionId(write.path) !== sessionId) return null;
  const tap = write.body as QueuedTap | undefined;
  return tap && tap.day === day && tap.registrationId === registrationId ? tap : null;
}

/**
 * A child's day as the server last said, with this phone's taps not yet sent played on top, in
 * order. A tap the server already counted (a check-in of a child in, an undo of a tap no longer
 * last) changes nothing, so a roster read again while the outbox empties shows each tap once.
 */
export function withQueuedTaps(
  child: RosterChild,
  sessionId: number,
  day: string,
  writes: QueuedWrite[],
): { attendance: ChildAttendance; unsent: boolean } {
  let attendance = child.attendance;
  const before: ChildAttendance[] = [];
  let unsent = false;
  for (const write of writes) {
    const tap = tapOf(write, sessionId, day, child.registrationId);
    if (!tap) continue;
    unsent = true;
    if (tap.action === 'checkIn' && attendance.state !== 'in') {
      before.push(attendance);
      attendance = {
        ...attendance,
        state: 'in',
        checkedInAt: tap.occurredAt,
        checkedOutAt: '',
        pickedUpBy: '',
        lastEventId: tap.eventId,
      };
    } else if (tap.action === 'checkOut' && attendance.state === 'in') {
      const adult = [...child.guardians, ...child.pickupAdults].find((a) => a.id === tap.adultId);
      before.push(attendance);
      attendance = {
        ...attendance,
        state: 'out',
        checkedOutAt: tap.occurredAt,
        pickedUpBy: adult?.name ?? '',
        overdue: false,
        lastEventId: tap.eventId,
      };
    } else if (tap.action === 'undo' && tap.undoes === attendance.lastEventId) {
      // Undoing a tap the server already has: the state before it is not on the phone, so the
      // child goes back one step and the next undo waits for the server's answer.
      attendance = before.pop() ?? {
        ...attendance,
        state: attendance.state === 'out' ? 'in' : 'notIn',
        checkedOutAt: '',
        pickedUpBy: '',
        checkedInAt: attendance.state === 'out' ? attendance.checkedInAt : '',
        lastEventId: '',
      };
    }
  }
  return { attendance, unsent };
}

/** A tap the server refused: which child, and what the server said. */
export interface RefusedTap {
  eventId: string;
  sessionId: number;
  day: string;
  registrationId: number;
  action: QueuedTap['action'];
  message: string;
  errors: Record<string, string[]> | null;
}

let refused: RefusedTap[] = [];
const watchers = new Set<() => void>();
const setRefused = (next: RefusedTap[]) => {
  refused = next;
  for (const watch of watchers) watch();
};
const subscribe = (watch: () => void) => {
  watchers.add(watch);
  return () => watchers.delete(watch);
};

/** The refused taps of this tab, oldest first, until the coach has read them. */
export function useRefusedTaps(): RefusedTap[] {
  return useSyncExternalStore(
    subscribe,
    () => refused,
    () => refused,
  );
}

/** The coach has read this refusal. */
export function dismissRefusedTap(eventId: string): void {
  setRefused(refused.filter((r) => r.eventId !== eventId));
}

/** Forgets every refusal (sign-out, tests). */
export function forgetRefusedTaps(): void {
  setRefused([]);
}

/**
 * What the outbox's sender does with the server's answer to a tap: a recorded tap puts the
 * child's day from the answer into the roster read, then the roster is read again; a refusal
 * (a 4xx the outbox drops) is kept to be shown on the child's card.
 */
export function useTapAnswers(): OutboxAnswer {
  const client = useQueryClient();
  return useCallback<OutboxAnswer>(
    (write, answer) => {
      const sessionId = tapSessionId(write.path);

      const tap = write.body as QueuedTap | undefined;
      if (sessionId === null || !tap) return;
      const rosters = queryKeys.coaching.sessionDays(sessionId);
      if (answer.ok) {
        const result = answer.data as AttendanceEventResult | undefined;
        if (result?.attendance) {
          client.setQueriesData<CoachRoster>({ queryKey: rosters }, (roster) =>
            roster && roster.day === tap.day
              ? {
                  ...roster,
                  children: roster.children.map((c) =>
                    c.registrationId === tap.registrationId ? { ...c, attendance: result.attendance } : c,
                  ),
                }
              : roster,
          );
        }
        void client.invalidateQueries({ queryKey: rosters });
        void client.invalidateQueries({ queryKey: queryKeys.coaching.attendanceDays(sessionId) });
        return;
      }
      if (!neverSucceeds(answer.status)) return;
      setRefused([
        ...refused.filter((r) => r.eventId !== tap.eventId),
        {
          eventId: tap.eventId,
          sessionId,
          day: tap.day,
          registrationId: tap.registrationId,
          action: tap.action,
          message: answer.message,
          errors: answer.errors,
        },
      ]);
      void client.invalidateQueries({ queryKey: rosters });
    },
    [client],
  );
}

/** A tap as the page makes it: the event id, the phone's time and the day are added when it is queued. */
export type Tap = Omit<AttendanceEventInput, 'eventId' | 'occurredAt' | 'day' | 'registrationId'> & {
  registrationId: number;
};

/**
 * Queues a tap of a session's day in the outbox under a new event id (the server records it once
 * however often it arrives, decision 0098); `label` is what the page lists until it is sent.
 */
export function queueTap(sessionId: number, day: string, tap: Tap, label: string): Promise<QueuedWrite> {
  const eventId = crypto.randomUUID();
  const body: QueuedTap = { ...tap, day, eventId, occurredAt: new Date().toISOString() };
  return queueWrite({ method: 'POST', path: apiPaths.coachAttendance(sessionId), body, id: eventId, label });
}

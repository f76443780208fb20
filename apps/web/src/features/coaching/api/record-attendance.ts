import {
  type AttendanceEventInput,
  type AttendanceEventResult,
  apiPaths,
  type CoachRoster,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** A tap as the page makes it: the event id and the phone's time are added when it is sent. */
export type Tap = Omit<AttendanceEventInput, 'eventId' | 'occurredAt' | 'day'>;

/**
 * POST /api/Coach/Sessions/{id}/Attendance: one tap (check in, check out, undo), named by a new
 * event id so that the server records it once however often it arrives (decision 0098). On
 * success the child's day in the roster read is replaced by the answer's, then the roster is read again.
 */
export function useRecordAttendance(sessionId: number, day: string, rosterDay: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const key = queryKeys.coaching.session(sessionId, day);
  return useMutation({
    mutationFn: (tap: Tap) =>
      http.secureFetch<AttendanceEventResult>(apiPaths.coachAttendance(sessionId), {
        method: 'POST',
        body: { ...tap, day: rosterDay, eventId: crypto.randomUUID(), occurredAt: new Date().toISOString() },
      }),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<CoachRoster>(key, (roster) =>
        roster
          ? {
              ...roster,
              children: roster.children.map((c) =>
                c.registrationId === result.data.event.registrationId
                  ? { ...c, attendance: result.data.attendance }
                  : c,
              ),
            }
          : roster,
      );
    },
  });
}

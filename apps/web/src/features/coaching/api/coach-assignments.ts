import {
  apiPaths,
  type CoachAssignment,
  type CoachAssignmentInput,
  type SessionGroups,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Admin/CoachAssignments (admins): every coach's assignments. */
export const coachAssignments = signedQuery<[], CoachAssignment[]>({
  key: () => queryKeys.coaching.assignments,
  path: () => apiPaths.coachAssignments,
  readOnOpen: true,
});

/** GET /api/Admin/CampSessions/{id}/groups (staff): the session's paid registrations with their groups, and its coaches. */
export const sessionGroups = signedQuery<[sessionId: number], SessionGroups>({
  key: (sessionId) => queryKeys.coaching.groups(sessionId),
  path: (sessionId) => apiPaths.sessionGroups(sessionId),
  enabled: (sessionId) => sessionId > 0,
  readOnOpen: true,
});

/** POST: assigns a coach by e-mail; the answer is the assignment (400 with field messages, 409 when it exists). */
export function useAssignCoach() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoachAssignmentInput) =>
      http.secureFetch<CoachAssignment>(apiPaths.coachAssignments, { method: 'POST', body: input }),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: queryKeys.coaching.all });
    },
  });
}

/** DELETE: removes an assignment. */
export function useRemoveAssignment() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.secureFetch<void>(apiPaths.coachAssignment(id), { method: 'DELETE', read: async () => undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coaching.all }),
  });
}

/** PUT: puts a registration in a group ('' none). */
export function useSetGroup(sessionId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, group }: { id: number; group: string }) =>
      http.secureFetch<{ id: number; group: string }>(apiPaths.registrationGroup(id), {
        method: 'PUT',
        body: { group },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coaching.groups(sessionId) }),
  });
}

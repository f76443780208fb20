import { apiPaths, type RosterInviteInput, type TeamRosterStatus } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/TeamRoster/{id}: the owner's team, who is complete and who is missing. Never kept. */
export const teamRoster = signedQuery<[registrationId: number], TeamRosterStatus>({
  key: (registrationId) => queryKeys.teamRosters.team(registrationId),
  path: (registrationId) => apiPaths.teamRoster(registrationId),
  fresh: true,
  missing: (registrationId) => (Number.isInteger(registrationId) && registrationId > 0 ? null : 'Not found'),
});

/** POST …/Invites: more players by name and a guardian's e-mail; answers the roster. */
export function useInvitePlayers(registrationId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitedPlayers: RosterInviteInput[]) =>
      http.secureFetch<TeamRosterStatus>(apiPaths.teamRosterInvites(registrationId), {
        method: 'POST',
        body: { invitedPlayers },
      }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(queryKeys.teamRosters.team(registrationId), result.data);
    },
  });
}

/** POST …/Invites/{inviteId}/Remind: the guardian's link again (once a day per player); answers the roster. */
export function useRemindGuardian(registrationId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: number) =>
      http.secureFetch<TeamRosterStatus>(apiPaths.teamRosterRemind(registrationId, inviteId), {
        method: 'POST',
      }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(queryKeys.teamRosters.team(registrationId), result.data);
    },
  });
}

import { apiPaths, type CheckInTeam } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

const onDay = (day: string) => `?day=${encodeURIComponent(day)}`;

/** GET /api/TeamCheckIn?day=: the day's paid teams the caller may check in. Never kept. */
export const checkInTeams = signedQuery<[day: string], { day: string; teams: CheckInTeam[] }>({
  key: (day) => queryKeys.teamRosters.checkIn(day),
  path: (day) => `${apiPaths.teamCheckIns}${onDay(day)}`,
  fresh: true,
});

/** POST /api/TeamCheckIn/{id}?day=: checks the team in (a second tap changes nothing). */
export function useCheckInTeam(day: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) =>
      http.secureFetch<CheckInTeam>(`${apiPaths.teamCheckIn(registrationId)}${onDay(day)}`, {
        method: 'POST',
      }),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<{ day: string; teams: CheckInTeam[] }>(
        queryKeys.teamRosters.checkIn(day),
        (old) =>
          old
            ? {
                ...old,
                teams: old.teams.map((t) =>
                  t.registrationId === result.data.registrationId ? result.data : t,
                ),
              }
            : old,
      );
    },
  });
}

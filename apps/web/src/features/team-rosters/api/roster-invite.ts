import { apiPaths, type RosterCompletionRequest, type RosterInvitePage } from '@soccer/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/RosterInvite?token=: what the guardian's personal link is for (no sign-in). Never kept. */
export function useRosterInvite(token: string) {
  const http = useHttp();
  return useQuery({
    queryKey: queryKeys.teamRosters.invite(token),
    queryFn: ({ signal }) =>
      unwrap(
        http.unsecureFetch<RosterInvitePage>(`${apiPaths.rosterInvite}?token=${encodeURIComponent(token)}`, {
          signal,
        }),
      ),
    enabled: token !== '',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/RosterInvite: the player's details and the waivers, from the link (no sign-in). */
export function useCompleteRosterInvite() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: RosterCompletionRequest) =>
      http.unsecureFetch<{ complete: boolean }>(apiPaths.rosterInvite, { method: 'POST', body }),
  });
}

import { apiPaths, type SessionSwitch, type SwitchOptions, type SwitchResult } from '@soccer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { invalidateRegistration, queryKeys } from '../../../lib/query-keys';

/** GET where a paid camp registration can move now, with each difference. Always fresh (seats change). */
export function useSwitchOptions(id: number, enabled: boolean) {
  const { secureFetch } = useHttp();
  return useQuery({
    queryKey: [...queryKeys.campRegistrations.byId(id), 'switch-options'],
    queryFn: ({ signal }) => unwrap(secureFetch<SwitchOptions>(apiPaths.campSwitchOptions(id), { signal })),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * POST the move with the difference the owner was shown (409 when it changed or the seat went).
 * The answer has a checkout URL when the difference is to be paid. Lists and seats are read again.
 */
export function useSwitchSession() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; campSessionId: number; expectedDifference: number }) =>
      secureFetch<SwitchResult>(apiPaths.switchMyCampSession(id), { method: 'POST', body }),
    onSuccess: (_result, { id }) => invalidateRegistration(queryClient, 'camp', id),
  });
}

/** POST: keep the current session; a move waiting for its difference gives its held seat back. */
export function useKeepSession() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      secureFetch<{ registrationId: number; switch: SessionSwitch }>(apiPaths.keepMyCampSession(id), {
        method: 'POST',
        body: {},
      }),
    onSuccess: (_result, id) => invalidateRegistration(queryClient, 'camp', id),
  });
}

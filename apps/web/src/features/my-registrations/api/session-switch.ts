import { apiPaths, type SessionSwitch, type SwitchOptions, type SwitchResult } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { invalidateRegistration, queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET where a paid camp registration can move now, with each difference, once the dialog is open. */
export const switchOptions = signedQuery<[id: number, open: boolean], SwitchOptions>({
  key: (id) => [...queryKeys.campRegistrations.byId(id), 'switch-options'],
  path: (id) => apiPaths.campSwitchOptions(id),
  enabled: (_id, open) => open,
  fresh: true,
});

export const useSwitchOptions = switchOptions.use;

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

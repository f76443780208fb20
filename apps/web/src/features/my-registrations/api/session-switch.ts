import { apiPaths, type OwnerSwitchRequest, type SessionSwitch } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchOptions, useMoveRegistration } from '../../../hooks/use-session-switch';
import { useHttp } from '../../../lib/http';
import { invalidateRegistration } from '../../../lib/query-keys';

/** Where the owner's paid camp registration can move now, with each difference, once the dialog is open. */
export const useSwitchOptions = (id: number, open: boolean) => switchOptions.use(id, 'owner', open);

/** The owner's move with the difference and refund they were shown (409 when either changed or the seat went). */
export const useSwitchSession = () => useMoveRegistration<OwnerSwitchRequest>('owner');

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

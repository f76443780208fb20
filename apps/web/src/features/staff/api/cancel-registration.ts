import { apiPaths } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { invalidateEverything, type RegistrationKind } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

/** POST …/cancel with the reason; a 400 names the `reason` field. */
export function cancelRegistration(
  secureFetch: SecureFetch,
  kind: RegistrationKind,
  id: number,
  reason: string,
) {
  const path =
    kind === 'camp' ? apiPaths.cancelCampRegistration(id) : apiPaths.cancelTournamentRegistration(id);
  return secureFetch(path, { method: 'POST', body: { reason } });
}

/** Cancels a camp or tournament registration with a reason; reports, summaries and seat counts refresh. */
export function useCancelRegistration(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      cancelRegistration(secureFetch, kind, id, reason),
    onSuccess: async (result) => {
      if (result.ok) await invalidateEverything(queryClient);
    },
  });
}

import { apiPaths, type FieldErrors } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readFieldErrors } from '../../../components/form/server-errors';
import { HttpError, readProblem, useHttp } from '../../../lib/http';
import type { SecureFetch } from './staff-http';

export type RegistrationKind = 'camp' | 'tournament';

export type CancelResult = { kind: 'cancelled' } | { kind: 'invalid'; errors: FieldErrors };

export async function cancelRegistration(
  secureFetch: SecureFetch,
  kind: RegistrationKind,
  id: number,
  reason: string,
): Promise<CancelResult> {
  const path =
    kind === 'camp' ? apiPaths.cancelCampRegistration(id) : apiPaths.cancelTournamentRegistration(id);
  const response = await secureFetch(path, { method: 'POST', body: { reason } });
  if (response.status === 400) {
    const errors = await readFieldErrors(response);
    if (errors) return { kind: 'invalid', errors };
  }
  if (!response.ok) throw new HttpError(response.status, await readProblem(response));
  return { kind: 'cancelled' };
}

/** Cancels a camp or tournament registration with a reason; reports, summaries and seat counts refresh. */
export function useCancelRegistration(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      cancelRegistration(secureFetch, kind, id, reason),
    onSuccess: async (result) => {
      if (result.kind === 'cancelled') await queryClient.invalidateQueries();
    },
  });
}

import { apiPaths, type RegistrationStatus } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectOk, useHttp } from '../../../lib/http';
import { campSessionsKey } from './get-session-summary';
import type { SecureFetch } from './staff-http';

export interface ReleasedHold {
  id: number;
  registrationStatus: RegistrationStatus;
}

/**
 * POST /api/Admin/CampRegistrations/{id}/release: an unpaid hold ends now and its seat is free.
 * 409 (with the server's reason) when the registration is not an unpaid hold any more.
 */
export async function releaseCampHold(secureFetch: SecureFetch, id: number): Promise<ReleasedHold> {
  const response = await expectOk(
    await secureFetch(apiPaths.releaseCampHold(id), { method: 'POST', body: {} }),
  );
  return (await response.json()) as ReleasedHold;
}

/** Releases a hold; the session's report and the sessions' seat counts are read again. */
export function useReleaseCampHold() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => releaseCampHold(secureFetch, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campSessionsKey }),
  });
}

import { apiPaths, type RegistrationStatus } from '@soccer/contracts';
import { invalidateRegistration } from '../../../lib/query-keys';
import { useStaffAction } from './staff-action';
import type { SecureFetch } from './staff-http';

export interface ReleasedHold {
  id: number;
  registrationStatus: RegistrationStatus;
}

/**
 * POST /api/Admin/CampRegistrations/{id}/release: an unpaid hold ends now and its seat is free.
 * 409 (with the server's reason) when the registration is not an unpaid hold any more.
 */
export function releaseCampHold(secureFetch: SecureFetch, id: number) {
  return secureFetch<ReleasedHold>(apiPaths.releaseCampHold(id), { method: 'POST', body: {} });
}

/** Releases a hold; the registration, the session's report and the sessions' seat counts are read again. */
export function useReleaseCampHold() {
  return useStaffAction(releaseCampHold, (queryClient, released) =>
    invalidateRegistration(queryClient, 'camp', released.id),
  );
}

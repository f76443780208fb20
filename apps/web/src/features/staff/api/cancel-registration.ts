import { apiPaths, type StaffCancelRefund } from '@soccer/contracts';
import { invalidateEverything, type RegistrationKind } from '../../../lib/query-keys';
import { useStaffAction } from './staff-action';
import type { SecureFetch } from './staff-http';

export interface CancelRequest {
  id: number;
  reason: string;
  /** What a paid registration gets back: nothing, what its policy gives, or everything. */
  refund: StaffCancelRefund;
}

/** POST …/cancel with the reason and the refund; a 400 names the `reason` field. */
export function cancelRegistration(secureFetch: SecureFetch, kind: RegistrationKind, request: CancelRequest) {
  const { id, reason, refund } = request;
  const path =
    kind === 'camp' ? apiPaths.cancelCampRegistration(id) : apiPaths.cancelTournamentRegistration(id);
  return secureFetch<{ id: number; refund: number }>(path, { method: 'POST', body: { reason, refund } });
}

/** Cancels a camp or tournament registration with a reason; reports, summaries and seat counts refresh. */
export function useCancelRegistration(kind: RegistrationKind) {
  return useStaffAction(
    (secureFetch, request: CancelRequest) => cancelRegistration(secureFetch, kind, request),
    invalidateEverything,
  );
}

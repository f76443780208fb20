import {
  apiPaths,
  type CampRegistrationRequest,
  type StaffWaitlistEntry,
  type WaitlistEntry,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, useHttp } from './http';
import { invalidateRegistration, queryKeys } from './query-keys';
import { useRegistrationMutation } from './registrations';
import { signedQuery } from './signed-query';

/**
 * Waitlists of full camp sessions: joining (the registration form's body), the account's entries
 * (My Registrations), answering an offer, and staff's view and steering of a session's list.
 */

/** GET /api/Waitlist/Mine: the account's entries with their positions and offers. */
export const myWaitlist = signedQuery<[], WaitlistEntry[]>({
  key: () => queryKeys.waitlists.mine,
  path: () => apiPaths.myWaitlist,
});

/** Staff: GET a session's waitlist. */
export const sessionWaitlist = signedQuery<[sessionId: number | string], StaffWaitlistEntry[]>({
  key: (sessionId) => queryKeys.waitlists.session(sessionId),
  path: (sessionId) => apiPaths.staffCampWaitlist(sessionId),
});

/** POST /api/Waitlist/JoinCamp: 200 `{ id }`; 400 field errors as for a registration; 409 the server's detail. */
export function joinCampWaitlist(http: HttpClient, body: CampRegistrationRequest) {
  return http.secureFetch<{ id: number }>(apiPaths.joinCampWaitlist, { method: 'POST', body });
}

/** Joins a waitlist; the entries and the seat counts are read again. */
export function useJoinWaitlist() {
  return useRegistrationMutation('camp', joinCampWaitlist, (result) => result.ok || !result.errors);
}

/** What a family or staff do with an entry. */
export type WaitlistAction = 'accept' | 'decline' | 'leave' | 'offer' | 'skip' | 'remove';

const actionPaths: Record<WaitlistAction, (id: number) => string> = {
  accept: apiPaths.acceptWaitlistOffer,
  decline: apiPaths.declineWaitlistOffer,
  leave: apiPaths.leaveWaitlist,
  offer: apiPaths.staffWaitlistOffer,
  skip: apiPaths.staffWaitlistSkip,
  remove: apiPaths.staffWaitlistRemove,
};

/**
 * POSTs an action on an entry (`reason`: staff removing it). Accepting answers the new
 * registration's id. Entries, registrations and seats are read again: a seat may have moved.
 */
export function useWaitlistAction() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: WaitlistAction; reason?: string }) =>
      secureFetch<{ id?: number; registrationId?: number }>(actionPaths[action](id), {
        method: 'POST',
        ...(reason === undefined ? {} : { body: { reason } }),
      }),
    onSuccess: () => invalidateRegistration(queryClient, 'camp'),
  });
}

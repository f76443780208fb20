import {
  apiPaths,
  type CampRegistrationRequest,
  type StaffWaitlistEntry,
  type TournamentRegistrationRequest,
  type WaitlistAccept,
  type WaitlistEntry,
  type WaitlistKind,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, useHttp } from './http';
import { invalidateRegistration, queryKeys } from './query-keys';
import { useRegistrationMutation } from './registrations';
import { signedQuery } from './signed-query';

/**
 * Waitlists of full camp sessions and tournament age groups: joining (the registration or team
 * form's body), the account's entries (My Registrations), answering an offer, and staff's view and
 * steering of a list.
 */

/** GET /api/Waitlist/Mine: the account's entries with their positions and offers. */
export const myWaitlist = signedQuery<[], WaitlistEntry[]>({
  key: () => queryKeys.waitlists.mine,
  path: () => apiPaths.myWaitlist,
});

/** Staff: GET a camp session's or an age group's waitlist. */
export const itemWaitlist = signedQuery<[kind: WaitlistKind, itemId: number | string], StaffWaitlistEntry[]>({
  key: (kind, itemId) => queryKeys.waitlists.item(kind, itemId),
  path: (kind, itemId) =>
    kind === 'camp' ? apiPaths.staffCampWaitlist(itemId) : apiPaths.staffTournamentWaitlist(itemId),
});

/** POST /api/Waitlist/JoinCamp: 200 `{ id }`; 400 field errors as for a registration; 409 the server's detail. */
export function joinCampWaitlist(http: HttpClient, body: CampRegistrationRequest) {
  return http.secureFetch<{ id: number }>(apiPaths.joinCampWaitlist, { method: 'POST', body });
}

/** Joins a waitlist; the entries and the seat counts are read again. */
export function useJoinWaitlist() {
  return useRegistrationMutation('camp', joinCampWaitlist, (result) => result.ok || !result.errors);
}

/** POST /api/Waitlist/JoinTournament: 200 `{ id }`; 400 field errors as for a new team; 409 the server's detail. */
export function joinTournamentWaitlist(http: HttpClient, body: TournamentRegistrationRequest) {
  return http.secureFetch<{ id: number }>(apiPaths.joinTournamentWaitlist, { method: 'POST', body });
}

/** Joins an age group's waitlist with a team; the entries and the places are read again. */
export function useJoinTeamWaitlist() {
  return useRegistrationMutation(
    'tournament',
    joinTournamentWaitlist,
    (result) => result.ok || !result.errors,
  );
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
 * POSTs an action on an entry (`reason`: staff removing it; `waivers`: accepting an offer whose
 * documents changed since joining). Accepting answers the new registration's id. Entries,
 * registrations and seats are read again: a seat may have moved.
 */
export function useWaitlistAction() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
      waivers,
    }: {
      id: number;
      action: WaitlistAction;
      reason?: string;
      waivers?: WaitlistAccept['waivers'];
    }) =>
      secureFetch<{ id?: number; registrationId?: number }>(actionPaths[action](id), {
        method: 'POST',
        ...(reason !== undefined ? { body: { reason } } : waivers !== undefined ? { body: { waivers } } : {}),
      }),
    onSuccess: () =>
      Promise.all([
        invalidateRegistration(queryClient, 'camp'),
        invalidateRegistration(queryClient, 'tournament'),
      ]),
  });
}

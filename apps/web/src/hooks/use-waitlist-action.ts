import { apiPaths, type WaitlistAccept } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../lib/http';
import { invalidateRegistration } from '../lib/query-keys';

/** What a family (My Registrations) or staff (a list's panel) do with a waitlist entry. */
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

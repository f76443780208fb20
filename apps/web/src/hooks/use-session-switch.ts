import { apiPaths, type SwitchOptions, type SwitchResult } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../lib/http';
import { invalidateRegistration, queryKeys } from '../lib/query-keys';
import { signedQuery } from '../lib/signed-query';

/**
 * Moving a paid camp registration to another session: its owner does from My Registrations, staff
 * from a session's report. Both read the options and post the move the same way, by `Mover`.
 */

/** Who moves a registration: its owner (within the policy's cut-off) or staff (at any time). */
export type Mover = 'owner' | 'staff';

/** Where a paid camp registration can move now, with each difference; read when `enabled`, never kept. */
export const switchOptions = signedQuery<[id: number, by: Mover, enabled: boolean], SwitchOptions>({
  key: (id, by) => [...queryKeys.campRegistrations.byId(id), 'switch-options', by],
  path: (id, by) => (by === 'owner' ? apiPaths.campSwitchOptions(id) : apiPaths.staffCampSwitchOptions(id)),
  enabled: (_id, _by, enabled) => enabled,
  fresh: true,
});

/**
 * POST a move (`body`: the owner's shown difference, or staff's refund choice and reason). The
 * registration, My Registrations, both sessions' seats and reports and the public lists are read again.
 */
export function useMoveRegistration<B extends object>(by: Mover) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: B & { id: number }) =>
      secureFetch<SwitchResult>(
        by === 'owner' ? apiPaths.switchMyCampSession(id) : apiPaths.staffSwitchCampSession(id),
        { method: 'POST', body },
      ),
    onSuccess: (_result, { id }) => invalidateRegistration(queryClient, 'camp', id),
  });
}

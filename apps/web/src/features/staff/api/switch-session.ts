import { apiPaths, type StaffSwitchRequest, type SwitchOptions, type SwitchResult } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { invalidateRegistration, queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET every session a paid camp registration can move to (staff: no cut-off), while a dialog names it. */
export const staffSwitchOptions = signedQuery<[id: number | undefined], SwitchOptions>({
  key: (id) => [...queryKeys.campRegistrations.byId(id ?? 0), 'staff-switch-options'],
  path: (id) => apiPaths.staffCampSwitchOptions(id ?? 0),
  enabled: (id) => id !== undefined,
  fresh: true,
});

export const useStaffSwitchOptions = staffSwitchOptions.use;

/** POST a staff move; both sessions' reports, the summaries and the public lists are read again. */
export function useStaffSwitchSession() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffSwitchRequest & { id: number }) =>
      secureFetch<SwitchResult>(apiPaths.staffSwitchCampSession(id), { method: 'POST', body }),
    onSuccess: (_result, { id }) => invalidateRegistration(queryClient, 'camp', id),
  });
}

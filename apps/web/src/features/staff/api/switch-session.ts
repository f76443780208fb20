import { apiPaths, type StaffSwitchRequest, type SwitchOptions, type SwitchResult } from '@soccer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { invalidateRegistration, queryKeys } from '../../../lib/query-keys';

/** GET every session a paid camp registration can move to (staff: no cut-off). Always fresh. */
export function useStaffSwitchOptions(id: number | undefined) {
  const { secureFetch } = useHttp();
  return useQuery({
    queryKey: [...queryKeys.campRegistrations.byId(id ?? 0), 'staff-switch-options'],
    queryFn: ({ signal }) =>
      unwrap(secureFetch<SwitchOptions>(apiPaths.staffCampSwitchOptions(id ?? 0), { signal })),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

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

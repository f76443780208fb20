import { type AttendanceNotices, type AttendanceNoticesInput, apiPaths } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Household/AttendanceNotices: whether the family gets a mail, a text, on each check-in and check-out (decisions 0099, 0115). */
export const attendanceNotices = signedQuery<[], AttendanceNotices>({
  key: () => queryKeys.attendanceNotices,
  path: () => apiPaths.attendanceNotices,
  readOnOpen: true,
});

/** PUT: saves the choice; the answer is what is saved. */
export function useSaveAttendanceNotices() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notices: AttendanceNoticesInput) =>
      http.secureFetch<AttendanceNotices>(apiPaths.attendanceNotices, { method: 'PUT', body: notices }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData<AttendanceNotices>(queryKeys.attendanceNotices, result.data);
    },
  });
}

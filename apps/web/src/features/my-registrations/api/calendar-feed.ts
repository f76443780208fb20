import { apiPaths, type CalendarFeed } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Calendar/Feed: whether the account has a calendar link and since when (never the link itself). */
export const myCalendarFeed = signedQuery<[], CalendarFeed>({
  key: () => queryKeys.calendarFeed,
  path: () => apiPaths.myCalendarFeed,
});

/** POST: a new calendar link, the old one ending; the answer is the only time the link is shown. */
export function useNewCalendarFeed() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(http.secureFetch<CalendarFeed>(apiPaths.myCalendarFeed, { method: 'POST' })),
    onSuccess: (feed) =>
      queryClient.setQueryData<CalendarFeed>(queryKeys.calendarFeed, { ...feed, url: null, httpsUrl: null }),
  });
}

/** DELETE: no calendar link any more; the old one stops working. */
export function useRevokeCalendarFeed() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(http.secureFetch<undefined>(apiPaths.myCalendarFeed, { method: 'DELETE' })),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeed>(queryKeys.calendarFeed, {
        url: null,
        httpsUrl: null,
        createdAt: null,
      }),
  });
}

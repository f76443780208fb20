import { apiPaths, type CampRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/Registration/MyRegistrations: the signed-in account's camp registrations, with sessions. */
export function getMyCampRegistrations(http: HttpClient, signal?: AbortSignal) {
  return http.secureFetch<CampRegistration[]>(apiPaths.myRegistrations, { signal });
}

export const myCampRegistrationsQueryOptions = (http: HttpClient, accountId: string) =>
  queryOptions({
    queryKey: queryKeys.campRegistrations.mine(accountId),
    queryFn: ({ signal }) => unwrap(getMyCampRegistrations(http, signal)),
  });

export function useMyCampRegistrations(accountId: string) {
  return useQuery(myCampRegistrationsQueryOptions(useHttp(), accountId));
}

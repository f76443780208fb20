import { apiPaths, type CampRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/Registration/GetCampRegistration/{id}: the account's camp registration with its session (404 when not its own). */
export function getCampRegistration(http: HttpClient, id: number, signal?: AbortSignal) {
  return http.secureFetch<CampRegistration>(apiPaths.campRegistration(id), { signal });
}

export const campRegistrationQueryOptions = (http: HttpClient, id: number | null) =>
  queryOptions({
    queryKey: queryKeys.campRegistrations.byId(id ?? 0),
    queryFn: ({ signal }) => {
      if (id === null) throw new HttpError(404, 'Registration not found');
      return unwrap(getCampRegistration(http, id, signal));
    },
  });

export function useCampRegistration(id: number | null) {
  return useQuery(campRegistrationQueryOptions(useHttp(), id));
}

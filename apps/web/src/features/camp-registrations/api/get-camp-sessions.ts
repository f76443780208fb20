import { allStates, apiPaths, type CampSession, messages } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, unwrap, useHttp } from '../../../lib/http';

/** GET /api/Camps/GetCampSessions/_allStates (public): sessions that have not ended, by start date. */
export function getCampSessions(http: HttpClient, signal?: AbortSignal) {
  return http.unsecureFetch<CampSession[]>(apiPaths.campSessions(allStates), { signal });
}

export const campSessionsQueryOptions = (http: HttpClient) =>
  queryOptions({
    queryKey: ['camp-sessions', 'list', allStates],
    queryFn: ({ signal }) =>
      unwrap(getCampSessions(http, signal), (failure) => messages.fetchCampSessionsFailed(failure.status)),
  });

export function useCampSessions() {
  return useQuery(campSessionsQueryOptions(useHttp()));
}

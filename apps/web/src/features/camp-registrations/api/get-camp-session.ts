import { apiPaths, type CampSession, messages } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/Camps/GetCampSession/{sessionid} (signed in). */
export function getCampSession(http: HttpClient, sessionId: number, signal?: AbortSignal) {
  return http.secureFetch<CampSession>(apiPaths.campSession(sessionId), { signal });
}

export const campSessionQueryOptions = (http: HttpClient, sessionId: number | null) =>
  queryOptions({
    queryKey: queryKeys.campSessions.byId(sessionId ?? 0),
    queryFn: ({ signal }) => {
      if (sessionId === null) throw new HttpError(404, messages.campSessionNotFound);
      return unwrap(getCampSession(http, sessionId, signal));
    },
  });

export function useCampSession(sessionId: number | null) {
  return useQuery(campSessionQueryOptions(useHttp(), sessionId));
}

import { apiPaths, type CampSession, messages } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, unwrap, useHttp } from '../../../lib/http';

/** GET /api/Camps/GetCampSession/{sessionid} (signed in). */
export function getCampSession(http: HttpClient, sessionId: number, signal?: AbortSignal) {
  return http.secureFetch<CampSession>(apiPaths.campSession(sessionId), { signal });
}

/** A route parameter as a session id; anything but a positive whole number is not a session. */
export function parseId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export const campSessionQueryOptions = (http: HttpClient, sessionId: number | null) =>
  queryOptions({
    queryKey: ['camp-sessions', sessionId],
    queryFn: ({ signal }) => {
      if (sessionId === null) throw new HttpError(404, messages.campSessionNotFound);
      return unwrap(getCampSession(http, sessionId, signal));
    },
  });

export function useCampSession(sessionId: number | null) {
  return useQuery(campSessionQueryOptions(useHttp(), sessionId));
}

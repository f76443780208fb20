import { apiPaths, type CampSession, messages } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectOk, type HttpClient, HttpError, useHttp } from '../../../lib/http';

/** GET /api/Camps/GetCampSession/{sessionid} (signed in). */
export async function getCampSession(http: HttpClient, sessionId: number): Promise<CampSession> {
  const response = await expectOk(await http.secureFetch(apiPaths.campSession(sessionId)));
  return (await response.json()) as CampSession;
}

/** A route parameter as a session id; anything but a positive whole number is not a session. */
export function parseId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export const campSessionQueryOptions = (http: HttpClient, sessionId: number | null) =>
  queryOptions({
    queryKey: ['camp-sessions', sessionId],
    queryFn: () => {
      if (sessionId === null) throw new HttpError(404, messages.campSessionNotFound);
      return getCampSession(http, sessionId);
    },
  });

export function useCampSession(sessionId: number | null) {
  return useQuery(campSessionQueryOptions(useHttp(), sessionId));
}

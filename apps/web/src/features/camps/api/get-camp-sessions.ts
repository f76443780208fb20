import { allStates, apiPaths, type CampSession } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, readProblem, useHttp } from '../../../lib/http';

/** GET /api/Camps/GetCampSessions/_allStates (public): sessions that have not ended, by start date. */
export async function getCampSessions(http: HttpClient, signal?: AbortSignal): Promise<CampSession[]> {
  const response = await http.unsecureFetch(apiPaths.campSessions(allStates), { signal });
  if (!response.ok) throw new HttpError(response.status, await readProblem(response));
  return (await response.json()) as CampSession[];
}

export const campSessionsQueryOptions = (http: HttpClient) =>
  queryOptions({
    queryKey: ['camp-sessions', 'list', allStates],
    queryFn: ({ signal }) => getCampSessions(http, signal),
  });

export function useCampSessions() {
  return useQuery(campSessionsQueryOptions(useHttp()));
}

import { allStates, apiPaths, type CampSession, messages } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, useHttp } from '../../../lib/http';

/** GET /api/Camps/GetCampSessions/_allStates (public): sessions that have not ended, by start date. */
export async function getCampSessions(http: HttpClient): Promise<CampSession[]> {
  const response = await http.unsecureFetch(apiPaths.campSessions(allStates));
  if (!response.ok) throw new HttpError(response.status, messages.fetchCampSessionsFailed(response.status));
  return (await response.json()) as CampSession[];
}

export const campSessionsQueryOptions = (http: HttpClient) =>
  queryOptions({
    queryKey: ['camp-sessions', 'list', allStates],
    queryFn: () => getCampSessions(http),
  });

export function useCampSessions() {
  return useQuery(campSessionsQueryOptions(useHttp()));
}

import { apiPaths } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, readProblem, useHttp } from '../../../lib/http';

/** GET /api/Camps/GetAvailableStates (public): the states (e.g. 'TN') that have open sessions. */
export async function getAvailableStates(http: HttpClient, signal?: AbortSignal): Promise<string[]> {
  const response = await http.unsecureFetch(apiPaths.availableStates, { signal });
  if (!response.ok) throw new HttpError(response.status, await readProblem(response));
  return (await response.json()) as string[];
}

export const availableStatesQueryOptions = (http: HttpClient) =>
  queryOptions({
    queryKey: ['camp-sessions', 'states'],
    queryFn: ({ signal }) => getAvailableStates(http, signal),
  });

export function useAvailableStates() {
  return useQuery(availableStatesQueryOptions(useHttp()));
}

import { apiPaths, type Tournament } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, readProblem, useHttp } from '../../../lib/http';

/** GET /api/Tournament/GetAllTournaments (public): one entry per tournament age range. */
export async function getAllTournaments(http: HttpClient, signal?: AbortSignal): Promise<Tournament[]> {
  const response = await http.unsecureFetch(apiPaths.allTournaments, { signal });
  if (!response.ok) throw new HttpError(response.status, await readProblem(response));
  return (await response.json()) as Tournament[];
}

export const allTournamentsQueryOptions = (http: HttpClient) =>
  queryOptions({
    queryKey: ['tournaments', 'list'],
    queryFn: ({ signal }) => getAllTournaments(http, signal),
  });

export function useAllTournaments() {
  return useQuery(allTournamentsQueryOptions(useHttp()));
}

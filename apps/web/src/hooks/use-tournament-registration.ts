import { apiPaths, messages, type TournamentRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, unwrap, useHttp } from '../lib/http';
import { queryKeys } from '../lib/query-keys';

/**
 * One tournament registration of the signed-in account, with its tournament and team members.
 * Two areas open one (the checkout, the team edit), so the call lives here. The server answers
 * 404 for another account's registration too.
 */

/** GET GetTournamenRegistrationById/{id}. */
export function getTournamentRegistration(http: HttpClient, id: number, signal?: AbortSignal) {
  return http.secureFetch<TournamentRegistration>(apiPaths.tournamentRegistrationById(id), { signal });
}

export const tournamentRegistrationQueryOptions = (http: HttpClient, id: number | null) =>
  queryOptions({
    queryKey: queryKeys.tournamentRegistrations.byId(id ?? 0),
    queryFn: ({ signal }) => {
      if (id === null) throw new HttpError(404, messages.tournamentRegistrationNotFound);
      return unwrap(getTournamentRegistration(http, id, signal));
    },
    // Payment and edits change it elsewhere; always read the current state when a page opens.
    staleTime: 0,
  });

export function useTournamentRegistration(id: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tournamentRegistrationQueryOptions(useHttp(), id), enabled: options.enabled ?? true });
}

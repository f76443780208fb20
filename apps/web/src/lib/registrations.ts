import { apiPaths, type CampRegistration, messages, type TournamentRegistration } from '@soccer/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, HttpError, type HttpResult, unwrap, useHttp } from './http';
import { invalidateRegistration, queryKeys, type RegistrationKind } from './query-keys';

/**
 * One registration of the signed-in account, camp or tournament, with what it is for (its camp
 * session; its tournament and team members). Several areas open one (the checkout, the team
 * edit), so the calls live here. The server answers 404 for another account's registration too.
 */

/** GET /api/Registration/GetCampRegistration/{id}. */
export function getCampRegistration(http: HttpClient, id: number, signal?: AbortSignal) {
  return http.secureFetch<CampRegistration>(apiPaths.campRegistration(id), { signal });
}

/** GET GetTournamenRegistrationById/{id}. */
export function getTournamentRegistration(http: HttpClient, id: number, signal?: AbortSignal) {
  return http.secureFetch<TournamentRegistration>(apiPaths.tournamentRegistrationById(id), { signal });
}

export const campRegistrationQueryOptions = (http: HttpClient, id: number | null) =>
  queryOptions({
    queryKey: queryKeys.campRegistrations.byId(id ?? 0),
    queryFn: ({ signal }) => {
      if (id === null) throw new HttpError(404, 'Registration not found');
      return unwrap(getCampRegistration(http, id, signal));
    },
  });

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

export function useCampRegistration(id: number | null) {
  return useQuery(campRegistrationQueryOptions(useHttp(), id));
}

export function useTournamentRegistration(id: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tournamentRegistrationQueryOptions(useHttp(), id), enabled: options.enabled ?? true });
}

/** A missing registration and someone else's look the same to the server (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/**
 * A call that makes or edits a registration of `kind`. When its answer `changed` something (by
 * default: a success), the registrations, My Registrations and the seat counts are read again.
 */
export function useRegistrationMutation<B, T>(
  kind: RegistrationKind,
  send: (http: HttpClient, body: B) => Promise<HttpResult<T>>,
  changed: (result: HttpResult<T>) => boolean = (result) => result.ok,
) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => send(http, body),
    onSuccess: (result) => (changed(result) ? invalidateRegistration(queryClient, kind) : undefined),
  });
}

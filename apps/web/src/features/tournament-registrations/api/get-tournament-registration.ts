import { apiPaths, messages, type TournamentRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, HttpError, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET GetTournamenRegistrationById/{id}: the owner's registration with its tournament and members. */
export function getTournamentRegistration(http: HttpClient, registrationId: number, signal?: AbortSignal) {
  return http.secureFetch<TournamentRegistration>(apiPaths.tournamentRegistrationById(registrationId), {
    signal,
  });
}

export function tournamentRegistrationQueryOptions(http: HttpClient, registrationId: number | null) {
  return queryOptions({
    queryKey: queryKeys.tournamentRegistrations.byId(registrationId ?? 0),
    queryFn: ({ signal }) => {
      if (registrationId === null) throw new HttpError(404, messages.tournamentRegistrationNotFound);
      return unwrap(getTournamentRegistration(http, registrationId, signal));
    },
    // Payment and edits change it elsewhere; always read the current state when a page opens.
    staleTime: 0,
  });
}

export function useTournamentRegistration(
  registrationId: number | null,
  options: { enabled?: boolean } = {},
) {
  const http = useHttp();
  return useQuery({
    ...tournamentRegistrationQueryOptions(http, registrationId),
    enabled: options.enabled ?? true,
  });
}

/** A missing registration and someone else's look the same to the server (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

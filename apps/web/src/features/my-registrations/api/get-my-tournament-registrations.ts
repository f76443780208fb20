import { apiPaths, type TournamentRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpClient, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/Tournament/GetMyTournamentRegistrations: the account's teams, with tournament and members. */
export function getMyTournamentRegistrations(http: HttpClient, signal?: AbortSignal) {
  return http.secureFetch<TournamentRegistration[]>(apiPaths.myTournamentRegistrations, { signal });
}

export const myTournamentRegistrationsQueryOptions = (http: HttpClient, accountId: string) =>
  queryOptions({
    queryKey: queryKeys.tournamentRegistrations.mine(accountId),
    queryFn: ({ signal }) => unwrap(getMyTournamentRegistrations(http, signal)),
  });

export function useMyTournamentRegistrations(accountId: string) {
  return useQuery(myTournamentRegistrationsQueryOptions(useHttp(), accountId));
}

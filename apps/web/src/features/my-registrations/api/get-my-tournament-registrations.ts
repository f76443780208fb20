import { apiPaths, type TournamentRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectOk, type HttpClient, useHttp } from '../../../lib/http';
import { tournamentRegistrationKeys } from '../../../lib/registration-keys';

/** GET /api/Tournament/GetMyTournamentRegistrations: the account's teams, with tournament and members. */
export async function getMyTournamentRegistrations(http: HttpClient): Promise<TournamentRegistration[]> {
  const response = await expectOk(await http.secureFetch(apiPaths.myTournamentRegistrations));
  return (await response.json()) as TournamentRegistration[];
}

export const myTournamentRegistrationsQueryOptions = (http: HttpClient, accountId: string) =>
  queryOptions({
    queryKey: tournamentRegistrationKeys.mine(accountId),
    queryFn: () => getMyTournamentRegistrations(http),
  });

export function useMyTournamentRegistrations(accountId: string) {
  return useQuery(myTournamentRegistrationsQueryOptions(useHttp(), accountId));
}

import { apiPaths, type CampRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectOk, type HttpClient, useHttp } from '../../../lib/http';
import { campRegistrationKeys } from '../../../lib/registration-keys';

/** GET /api/Registration/MyRegistrations: the signed-in account's camp registrations, with sessions. */
export async function getMyCampRegistrations(http: HttpClient): Promise<CampRegistration[]> {
  const response = await expectOk(await http.secureFetch(apiPaths.myRegistrations));
  return (await response.json()) as CampRegistration[];
}

export const myCampRegistrationsQueryOptions = (http: HttpClient, accountId: string) =>
  queryOptions({
    queryKey: campRegistrationKeys.mine(accountId),
    queryFn: () => getMyCampRegistrations(http),
  });

export function useMyCampRegistrations(accountId: string) {
  return useQuery(myCampRegistrationsQueryOptions(useHttp(), accountId));
}

import { apiPaths, type CampRegistration } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectOk, type HttpClient, HttpError, useHttp } from '../../../lib/http';
import { campRegistrationKeys } from '../../../lib/registration-keys';

/** GET /api/Registration/GetCampRegistration/{id}: owner only (404 for anyone else), with its session. */
export async function getCampRegistration(http: HttpClient, id: number): Promise<CampRegistration> {
  const response = await expectOk(await http.secureFetch(apiPaths.campRegistration(id)));
  return (await response.json()) as CampRegistration;
}

export const campRegistrationQueryOptions = (http: HttpClient, id: number | null) =>
  queryOptions({
    queryKey: campRegistrationKeys.byId(id ?? 0),
    queryFn: () => {
      if (id === null) throw new HttpError(404, 'Registration not found');
      return getCampRegistration(http, id);
    },
  });

export function useCampRegistration(id: number | null) {
  return useQuery(campRegistrationQueryOptions(useHttp(), id));
}

import { type AdminCatalog, apiPaths } from '@soccer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

export function getAdminCatalog(secureFetch: SecureFetch, signal?: AbortSignal) {
  return secureFetch<AdminCatalog>(apiPaths.adminCatalog, { signal });
}

export function adminCatalogQueryOptions(secureFetch: SecureFetch) {
  return queryOptions({
    queryKey: queryKeys.catalog,
    queryFn: ({ signal }) => unwrap(getAdminCatalog(secureFetch, signal)),
  });
}

/** Everything staff can edit, archived items and promo codes included. */
export function useAdminCatalog() {
  const { secureFetch } = useHttp();
  return useQuery(adminCatalogQueryOptions(secureFetch));
}

import { type AdminCatalog, apiPaths } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** Everything staff can edit, archived items and promo codes included. */
export const adminCatalog = signedQuery<[], AdminCatalog>({
  key: () => queryKeys.catalog,
  path: () => apiPaths.adminCatalog,
});

export const useAdminCatalog = adminCatalog.use;

import { staffWebRoutes } from '@soccer/contracts';
import { buildHref, type PathParam } from '../../config/paths';

/** Links to the staff pages beyond the spec's route table (patterns in contracts `staffWebRoutes`). */
export const staffPaths = {
  rentals: {
    pattern: staffWebRoutes.manageRentals,
    href: (page?: PathParam, pageSize?: PathParam) =>
      buildHref(staffWebRoutes.manageRentals, [page, pageSize]),
  },
  catalog: {
    pattern: staffWebRoutes.manageCatalog,
    href: () => buildHref(staffWebRoutes.manageCatalog, []),
  },
  audit: {
    pattern: staffWebRoutes.manageAudit,
    href: (page?: PathParam, pageSize?: PathParam) => buildHref(staffWebRoutes.manageAudit, [page, pageSize]),
  },
} as const;

/**
 * The staff pages beyond the spec's route table (the business needs them): rental inquiries,
 * the catalogue editor and the audit log. Kept apart from `webRoutes` (the spec's list) so that
 * list stays exactly the spec's. React Router patterns, like `webRoutes`.
 */
export const staffWebRoutes = {
  manageRentals: '/manage/rentals/:pagenumber?/:pagesize?',
  manageCatalog: '/manage/catalog',
  manageCoupons: '/manage/coupons',
  manageAudit: '/manage/audit/:pagenumber?/:pagesize?',
} as const;

export type StaffWebRouteName = keyof typeof staffWebRoutes;

/**
 * The roles that open the staff pages. Here rather than beside the zod schemas so that the site's
 * start-up code (the Staff menu) can read them without loading zod.
 */
export const roles = ['staff', 'admin'] as const;
export type Role = (typeof roles)[number];

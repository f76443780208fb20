/**
 * The staff pages beyond the spec's route table (the business needs them): rental inquiries,
 * the catalogue editor, the audit log, coaches' assignments and a coach's rosters. Kept apart from `webRoutes` (the spec's list) so that
 * list stays exactly the spec's. React Router patterns, like `webRoutes`.
 */
export const staffWebRoutes = {
  manageRentals: '/manage/rentals/:pagenumber?/:pagesize?',
  manageCatalog: '/manage/catalog',
  manageCoupons: '/manage/coupons',
  /** Account credit (decision 0096): staff give a family credit and read every balance and one family's history. */
  manageCredit: '/manage/credit',
  manageAudit: '/manage/audit/:pagenumber?/:pagesize?',
  /** Coaches (decision 0089): admins assign them; a coach's rosters, one session's roster for a day (`?day=`), an age group's teams. */
  manageCoaches: '/manage/coaches',
  coach: '/coach',
  coachSession: '/coach/sessions/:id',
  coachAgeGroup: '/coach/age-groups/:id',
  /** A tournament day's teams checked in by staff or the age group's coach (decision 0101). */
  coachCheckIn: '/coach/check-in',
  /** Staff: a session's attendance of a day (`?day=`), check-ins and check-outs (decision 0098). */
  manageAttendance: '/manage/attendance/:id',
} as const;

export type StaffWebRouteName = keyof typeof staffWebRoutes;

/**
 * The signed-in pages the server draws before the browser knows the account (decision 0122):
 * the site's frame and the page's loading state with the public facts of what it is about.
 */
export const previewedStaffWebRoutes: readonly StaffWebRouteName[] = ['coachSession'];

/**
 * The roles that open the staff pages. Here rather than beside the zod schemas so that the site's
 * start-up code (the Staff menu) can read them without loading zod.
 */
export const roles = ['staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * Coaches (decision 0089): a role beside staff and admin that opens only the rosters an admin
 * assigned to the coach's e-mail. Not in `roles` (those open the staff pages); the sign-in
 * provider's roles claim may carry it too.
 */
export const coachRole = 'coach' as const;

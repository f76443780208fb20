import { useLingui } from '@lingui/react';
import type { roles } from '@soccer/contracts';
import type { ReactNode } from 'react';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { usePageTitle } from '../../../hooks/use-page-title';
import { type AuthUser, hasStaffRole } from '../../../lib/auth/auth-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { NotAllowed, notAllowedTitle } from './not-allowed';

const adminRole: (typeof roles)[number] = 'admin';

export function hasAdminRole(user: AuthUser | null | undefined): boolean {
  return Boolean(user?.roles.includes(adminRole));
}

/**
 * The frame of every staff page: signed-out visitors get the sign-in prompt, signed-in users
 * without the role the not-allowed page; the page's content (and so its data calls) only renders
 * for staff, or admins when `admin` is set. The server checks again (401/403).
 */
export function StaffPage({
  heading,
  admin = false,
  children,
}: {
  heading: string;
  admin?: boolean;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const { isSignedIn, user } = useAuth();
  const allowed = admin ? hasAdminRole(user) : hasStaffRole(user);
  usePageTitle(isSignedIn && !allowed ? _(notAllowedTitle) : heading);
  return <RequireSignIn heading={heading}>{allowed ? children : <NotAllowed admin={admin} />}</RequireSignIn>;
}

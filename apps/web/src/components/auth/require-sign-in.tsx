import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { hasStaffRole } from '../../lib/auth/auth-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { SignInButton } from './auth-buttons';

export const signInPrompt = 'Please sign in to continue';
export const staffOnlyMessage = 'This page is for staff only.';

interface RequireSignInProps {
  /** The page's heading, shown above the prompt (e.g. 'Register'). */
  heading: string;
  /** Also require the staff or admin role (the server checks again). */
  staff?: boolean;
  /** What a signed-out visitor sees instead of the heading and the plain prompt. */
  signedOut?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children for a signed-in user; otherwise the heading and a sign-in prompt. Drawn by
 * the server before the account is known (decision 0122), the children: their loading state.
 */
export function RequireSignIn({ heading, staff = false, signedOut, children }: RequireSignInProps) {
  const { _ } = useLingui();
  const { isSignedIn, user, accountUnknown } = useAuth();
  if (accountUnknown || (isSignedIn && (!staff || hasStaffRole(user)))) return children;
  if (!isSignedIn && signedOut) return signedOut;
  return (
    <section className="require-sign-in container py-4" aria-labelledby="require-sign-in-heading">
      <h1 id="require-sign-in-heading" className="page-title">
        {heading}
      </h1>
      {isSignedIn ? (
        <div className="alert alert-warning" role="alert">
          {_('auth.staffOnly')}
        </div>
      ) : (
        <div className="sign-in-prompt card border-0 shadow-sm">
          <div className="card-body d-flex flex-column flex-sm-row align-items-sm-center gap-3">
            <p className="mb-0 flex-grow-1 fs-5">{_('auth.signInPrompt')}</p>
            <SignInButton size="lg" />
          </div>
        </div>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-provider';

/** Bootstrap's button look (`btn btn-<variant> btn-<size>`) on a plain button: the header needs no button library. */
interface AuthButtonProps {
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * A button that starts a sign-in or sign-out; it waits while another one is under way. `confirm`
 * may stop it first (answers false).
 */
function AuthButton({
  action,
  label,
  variant,
  size,
  className,
  confirm,
}: AuthButtonProps & {
  action: 'signIn' | 'signUp' | 'signOut';
  label: string;
  confirm?: () => Promise<boolean>;
}) {
  const auth = useAuth();
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean).join(' ');
  const start = async () => {
    if (confirm && !(await confirm())) return;
    await (action === 'signUp' ? auth.signIn(undefined, { signUp: true }) : auth[action]());
  };
  return (
    <button
      type="button"
      className={classes}
      disabled={auth.interactionInProgress}
      onClick={() => void start()}
    >
      {label}
    </button>
  );
}

/** Redirect sign-in that returns to the current page. */
export function SignInButton({ variant = 'primary', ...props }: AuthButtonProps) {
  const { _ } = useLingui();
  return <AuthButton {...props} variant={variant} action="signIn" label={_('auth.signIn')} />;
}

/** Redirect to the provider's sign-up form; the new account returns to the current page. */
export function SignUpButton({ variant = 'primary', ...props }: AuthButtonProps) {
  const { _ } = useLingui();
  return <AuthButton {...props} variant={variant} action="signUp" label={_('auth.createAccount')} />;
}

// Loaded when needed: the dialog library stays out of every page's start-up code.
const UnsentWritesDialog = lazy(() => import('./unsent-writes-dialog'));

/**
 * Signs out at the provider and comes back to the home page. Sign-out deletes what this device
 * keeps (decision 0107): when check-ins made offline are still unsent, it asks first.
 */
export function SignOutButton({ variant = 'outline-primary', ...props }: AuthButtonProps) {
  const { _ } = useLingui();
  const auth = useAuth();
  const [unsent, setUnsent] = useState(0);
  const noneUnsent = async () => {
    // Loaded on the click, like the dialog: the IndexedDB library is for the coach's pages. When
    // it cannot be read, sign-out goes ahead: a shared computer must always be able to sign out.
    const count = await import('../../lib/offline/outbox')
      .then(({ unsentWriteCount }) => unsentWriteCount())
      .catch(() => 0);
    setUnsent(count);
    return count === 0;
  };
  return (
    <>
      <AuthButton
        {...props}
        variant={variant}
        action="signOut"
        label={_('auth.signOut')}
        confirm={noneUnsent}
      />
      {unsent > 0 ? (
        <Suspense fallback={null}>
          <UnsentWritesDialog
            count={unsent}
            onSignOut={() => {
              setUnsent(0);
              void auth.signOut();
            }}
            onClose={() => setUnsent(0)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

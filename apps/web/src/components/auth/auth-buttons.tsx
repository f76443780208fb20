import { useLingui } from '@lingui/react';
import { useAuth } from '../../lib/auth/auth-provider';

/** Bootstrap's button look (`btn btn-<variant> btn-<size>`) on a plain button: the header needs no button library. */
interface AuthButtonProps {
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A button that starts a sign-in or sign-out; it waits while another one is under way. */
function AuthButton({
  action,
  label,
  variant,
  size,
  className,
}: AuthButtonProps & { action: 'signIn' | 'signUp' | 'signOut'; label: string }) {
  const auth = useAuth();
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={auth.interactionInProgress}
      onClick={() => void (action === 'signUp' ? auth.signIn(undefined, { signUp: true }) : auth[action]())}
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

/** Signs out at the provider and comes back to the home page. */
export function SignOutButton({ variant = 'outline-primary', ...props }: AuthButtonProps) {
  const { _ } = useLingui();
  return <AuthButton {...props} variant={variant} action="signOut" label={_('auth.signOut')} />;
}

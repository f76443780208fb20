import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { useAuth } from '../../lib/auth/auth-provider';

type AuthButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** A button that starts a sign-in or sign-out; it waits while another one is under way. */
function AuthButton({
  action,
  label,
  ...props
}: AuthButtonProps & { action: 'signIn' | 'signOut'; label: string }) {
  const auth = useAuth();
  return (
    <Button {...props} disabled={auth.interactionInProgress} onClick={() => void auth[action]()}>
      {label}
    </Button>
  );
}

/** Redirect sign-in that returns to the current page. */
export function SignInButton({ variant = 'primary', ...props }: AuthButtonProps) {
  return <AuthButton {...props} variant={variant} action="signIn" label="Sign In" />;
}

/** Signs out at the provider and comes back to the home page. */
export function SignOutButton({ variant = 'outline-primary', ...props }: AuthButtonProps) {
  return <AuthButton {...props} variant={variant} action="signOut" label="Sign Out" />;
}

import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { useAuth } from '../../lib/auth/auth-provider';

type AuthButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** Redirect sign-in that returns to the current page. */
export function SignInButton({ variant = 'primary', ...props }: AuthButtonProps) {
  const { signIn, interactionInProgress } = useAuth();
  return (
    <Button {...props} variant={variant} disabled={interactionInProgress} onClick={() => void signIn()}>
      Sign In
    </Button>
  );
}

/** Signs out at the provider and comes back to the home page. */
export function SignOutButton({ variant = 'outline-primary', ...props }: AuthButtonProps) {
  const { signOut, interactionInProgress } = useAuth();
  return (
    <Button {...props} variant={variant} disabled={interactionInProgress} onClick={() => void signOut()}>
      Sign Out
    </Button>
  );
}

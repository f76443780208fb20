import { shellMessages } from '@soccer/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type ErrorContext, errorMessage, reportError } from '../error-reporting';
import type { AuthClient, AuthSession, AuthUser } from './auth-client';
import { isPasswordResetError } from './auth-errors';
import { currentLocationPath, returnToFromState, safeReturnTo } from './return-to';
import { createTokenAcquirer } from './token';

export type Notify = (message: string, variant: 'danger' | 'warning' | 'info' | 'success') => void;

export interface AuthContextValue {
  /** The active account: id (`sub`), name, email, roles. */
  user: AuthUser | null;
  isSignedIn: boolean;
  /** A redirect, popup or sign-out is under way. */
  interactionInProgress: boolean;
  /**
   * A sign-out is on its way to the provider's logout page. The account is already forgotten
   * here, but until the provider has ended its own session a click elsewhere would cancel the
   * logout and the next "Sign In" would go straight back into that account (a shared computer):
   * the frame covers the page meanwhile.
   */
  signingOut: boolean;
  /**
   * The server's drawing of a signed-in page (decision 0122): the account is known in the
   * browser only, so the page shows its loading state and the header neither names an account
   * nor offers to sign in.
   */
  accountUnknown: boolean;
  /**
   * Redirect sign-in that comes back to `returnTo` (default: the current page); `signUp` opens the
   * provider's sign-up form instead (a new family creates its account, then comes back).
   */
  signIn(returnTo?: string, options?: { signUp?: boolean }): Promise<void>;
  /** Signs out at the provider and comes back to '/'. */
  signOut(): Promise<void>;
  /** Spec §4 token acquisition; rejects with the tokenExpired message when every step failed. */
  getAccessToken(): Promise<string>;
  /** For the /auth/callback page: the path to continue to, or null when another redirect started. */
  completeRedirectSignIn(url: string): Promise<string | null>;
  /** For the /auth/popup-callback page (runs inside the popup). */
  completePopupSignIn(url: string): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  client: AuthClient;
  /** The stored account read at start-up ("the first cached account becomes active"). */
  initialSession: AuthSession | null;
  /** The server's drawing of a signed-in page: see `AuthContextValue.accountUnknown`. */
  accountUnknown?: boolean;
  notify: Notify;
  report?: (error: unknown, context: ErrorContext) => void;
  children: ReactNode;
}

export function AuthProvider({
  client,
  initialSession,
  accountUnknown = false,
  notify,
  report = reportError,
  children,
}: AuthProviderProps) {
  const [session, setSession] = useState<AuthSession | null>(initialSession);
  const [interactionInProgress, setInteractionState] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const interactionRef = useRef(false);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  const setInteraction = useCallback((inProgress: boolean) => {
    interactionRef.current = inProgress;
    setInteractionState(inProgress);
  }, []);

  // Login events make the signed-in account the active one; sign-out events clear it.
  useEffect(
    () =>
      client.subscribe((event) => {
        switch (event.type) {
          case 'userLoaded':
            setSession(event.session);
            break;
          case 'userUnloaded':
          case 'userSignedOut':
            setSession(null);
            break;
          case 'silentRenewError':
            report(event.error, { area: 'auth.silentRenew' });
            break;
        }
      }),
    [client, report],
  );

  const startPasswordReset = useCallback(
    async (returnTo: string) => {
      setInteraction(true);
      try {
        await client.signinRedirect({ returnTo: safeReturnTo(returnTo), passwordReset: true });
      } catch (error) {
        setInteraction(false);
        report(error, { area: 'auth.passwordReset' });
        notifyRef.current(shellMessages.forgotPasswordPopupFailed(errorMessage(error)), 'danger');
      }
    },
    [client, report, setInteraction],
  );

  const signIn = useCallback(
    async (returnTo?: string, options: { signUp?: boolean } = {}) => {
      if (interactionRef.current) return;
      setInteraction(true);
      try {
        await client.signinRedirect({
          returnTo: returnTo === undefined ? currentLocationPath() : safeReturnTo(returnTo),
          ...(options.signUp ? { signUp: true } : {}),
        });
      } catch (error) {
        setInteraction(false);
        report(error, { area: 'auth.signIn' });
        if (isPasswordResetError(error) && client.passwordResetEnabled) {
          await startPasswordReset(returnTo ?? currentLocationPath());
          return;
        }
        notifyRef.current(shellMessages.loginRedirectFailed(errorMessage(error)), 'danger');
      }
    },
    [client, report, setInteraction, startPasswordReset],
  );

  const signOut = useCallback(async () => {
    setInteraction(true);
    setSigningOut(true);
    try {
      await client.signoutRedirect();
    } catch (error) {
      // No end-session endpoint or the provider is unreachable: forget the account locally.
      report(error, { area: 'auth.signOut' });
      await client.removeSession().catch(() => undefined);
      setSession(null);
      setInteraction(false);
      setSigningOut(false);
      window.location.assign('/');
    }
  }, [client, report, setInteraction]);

  const acquirer = useMemo(
    () =>
      createTokenAcquirer({
        client,
        report,
        setInteraction,
        onPasswordReset: client.passwordResetEnabled
          ? () => void startPasswordReset(currentLocationPath())
          : undefined,
      }),
    [client, report, setInteraction, startPasswordReset],
  );

  const completeRedirectSignIn = useCallback(
    async (url: string) => {
      try {
        const result = await client.handleRedirectCallback(url);
        if (result.kind === 'redirecting') return null;
        setSession(result.session);
        return result.returnTo;
      } catch (error) {
        report(error, { area: 'auth.redirectCallback' });
        if (isPasswordResetError(error) && client.passwordResetEnabled) {
          await startPasswordReset(returnToFromState((error as { state?: unknown }).state));
          return null;
        }
        notifyRef.current(shellMessages.loginRedirectFailed(errorMessage(error)), 'danger');
        return '/';
      }
    },
    [client, report, startPasswordReset],
  );

  const completePopupSignIn = useCallback(
    async (url: string) => {
      try {
        await client.handlePopupCallback(url);
      } catch (error) {
        report(error, { area: 'auth.popupCallback' });
        notifyRef.current(shellMessages.loginPopupFailed(errorMessage(error)), 'danger');
      }
    },
    [client, report],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      isSignedIn: session !== null,
      interactionInProgress,
      signingOut,
      accountUnknown,
      signIn,
      signOut,
      getAccessToken: acquirer.getAccessToken,
      completeRedirectSignIn,
      completePopupSignIn,
    }),
    [
      session,
      interactionInProgress,
      signingOut,
      accountUnknown,
      signIn,
      signOut,
      acquirer,
      completeRedirectSignIn,
      completePopupSignIn,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The signed-in state and the sign-in actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

import type { ErrorContext } from '../error-reporting';
import { type AuthClient, isSessionExpiring } from './auth-client';
import {
  InteractionRequiredError,
  isInteractionRequired,
  isPasswordResetError,
  TokenExpiredError,
} from './auth-errors';

export interface TokenAcquirerDeps {
  client: AuthClient;
  report: (error: unknown, context: ErrorContext) => void;
  /** Raised while a popup is open (the interaction-in-progress flag). */
  setInteraction: (inProgress: boolean) => void;
  /** Called when a popup failed with a password-reset code; starts the forgot-password redirect. */
  onPasswordReset?: (error: unknown) => void;
}

/**
 * Spec §4 token acquisition: silent first (a valid stored token, else a refresh-token renewal);
 * on an interaction-required error a popup; if that fails a login popup and silent again; if all
 * fail a TokenExpiredError. Concurrent callers share one acquisition.
 */
export function createTokenAcquirer({ client, report, setInteraction, onPasswordReset }: TokenAcquirerDeps) {
  let inFlight: Promise<string> | null = null;

  async function silent(): Promise<string> {
    const stored = await client.getSession();
    if (stored && !isSessionExpiring(stored)) return stored.accessToken;
    if (!stored) throw new InteractionRequiredError('login_required', 'No signed-in account.');
    const renewed = await client.signinSilent();
    if (!renewed.accessToken) throw new InteractionRequiredError('no_access_token');
    return renewed.accessToken;
  }

  async function withPopup<T>(step: () => Promise<T>): Promise<T> {
    setInteraction(true);
    try {
      return await step();
    } finally {
      setInteraction(false);
    }
  }

  async function acquire(): Promise<string> {
    try {
      return await silent();
    } catch (error) {
      if (!isInteractionRequired(error)) {
        report(error, { area: 'auth.token', step: 'silent' });
        throw error;
      }
    }

    try {
      const session = await withPopup(() => client.signinPopup());
      if (session.accessToken) return session.accessToken;
      throw new InteractionRequiredError('no_access_token');
    } catch (popupError) {
      report(popupError, { area: 'auth.token', step: 'popup' });
      if (isPasswordResetError(popupError) && onPasswordReset) {
        onPasswordReset(popupError);
        throw new TokenExpiredError({ cause: popupError });
      }
    }

    try {
      await withPopup(() => client.signinPopup({ prompt: 'login' }));
      return await silent();
    } catch (loginError) {
      report(loginError, { area: 'auth.token', step: 'loginPopup' });
      if (isPasswordResetError(loginError) && onPasswordReset) onPasswordReset(loginError);
      throw new TokenExpiredError({ cause: loginError });
    }
  }

  return {
    /** Resolves to an access token or rejects (TokenExpiredError when every step failed). */
    getAccessToken(): Promise<string> {
      inFlight ??= acquire().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

export type TokenAcquirer = ReturnType<typeof createTokenAcquirer>;

import { vi } from 'vitest';
import type { AuthClient, AuthEvent, AuthSession, AuthUser } from '../lib/auth/auth-client';
import { InteractionRequiredError } from '../lib/auth/auth-errors';

export function fakeSession(
  user: Partial<AuthUser> = {},
  session: Partial<Omit<AuthSession, 'user'>> = {},
): AuthSession {
  return {
    user: { id: 'user-1', name: 'Pat Parent', email: 'pat@example.com', roles: [], ...user },
    accessToken: 'stored-token',
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    hasRefreshToken: true,
    ...session,
  };
}

/** An AuthClient whose every method is a vi.fn(); `emit` raises sign-in events. */
export function createFakeAuthClient(
  options: { session?: AuthSession | null; passwordResetEnabled?: boolean } = {},
) {
  let session: AuthSession | null = options.session ?? null;
  const listeners = new Set<(event: AuthEvent) => void>();

  const client = {
    passwordResetEnabled: options.passwordResetEnabled ?? false,
    getSession: vi.fn(async () => session),
    signinRedirect: vi.fn<AuthClient['signinRedirect']>(async () => undefined),
    handleRedirectCallback: vi.fn<AuthClient['handleRedirectCallback']>(async () => ({
      kind: 'signedIn',
      session: session ?? fakeSession(),
      returnTo: '/',
    })),
    signinPopup: vi.fn<AuthClient['signinPopup']>(async () => {
      throw new Error('popup_window_error: Popup closed');
    }),
    handlePopupCallback: vi.fn<AuthClient['handlePopupCallback']>(async () => undefined),
    signinSilent: vi.fn<AuthClient['signinSilent']>(async () => {
      throw new InteractionRequiredError('no_refresh_token');
    }),
    signoutRedirect: vi.fn<AuthClient['signoutRedirect']>(async () => undefined),
    removeSession: vi.fn<AuthClient['removeSession']>(async () => {
      session = null;
    }),
    subscribe: vi.fn<AuthClient['subscribe']>((listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    }),
  } satisfies AuthClient;

  return Object.assign(client, {
    setSession(next: AuthSession | null) {
      session = next;
    },
    emit(event: AuthEvent) {
      for (const listener of listeners) listener(event);
    },
  });
}

export type FakeAuthClient = ReturnType<typeof createFakeAuthClient>;

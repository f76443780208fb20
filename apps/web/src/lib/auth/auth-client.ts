import { roles as staffRoles } from '@soccer/contracts';

/**
 * The sign-in client as the app sees it. `oidc-auth-client.ts` implements it with oidc-client-ts's
 * `UserManager`; tests pass a fake (src/testing/fake-auth-client.ts).
 */

export interface AuthUser {
  /** The identity provider's subject (`sub`). */
  id: string;
  name: string;
  email: string;
  roles: string[];
}

export interface AuthSession {
  user: AuthUser;
  accessToken: string;
  /** Access token expiry, seconds since the epoch; null when unknown. */
  expiresAt: number | null;
  /** Silent renewal uses the refresh token (`offline_access`). */
  hasRefreshToken: boolean;
}

export type AuthEvent =
  | { type: 'userLoaded'; session: AuthSession }
  | { type: 'userUnloaded' }
  | { type: 'userSignedOut' }
  | { type: 'silentRenewError'; error: unknown };

export interface SignInRedirectOptions {
  /** Where to go after sign-in (a path of this site). */
  returnTo: string;
  /** Use the forgot-password authority (spec §6). */
  passwordReset?: boolean;
  /** Open the provider on its sign-up form (OIDC `prompt=create`) rather than its sign-in. */
  signUp?: boolean;
}

export type RedirectCallbackResult =
  | { kind: 'signedIn'; session: AuthSession; returnTo: string }
  /** The callback started another redirect (after a password reset the user signs in again). */
  | { kind: 'redirecting' };

export interface AuthClient {
  /** Whether a forgot-password authority is configured. */
  readonly passwordResetEnabled: boolean;
  /** The stored account (localStorage), if any: "the first cached account". */
  getSession(): Promise<AuthSession | null>;
  signinRedirect(options: SignInRedirectOptions): Promise<void>;
  handleRedirectCallback(url: string): Promise<RedirectCallbackResult>;
  /** `prompt: 'login'` forces the login form (the spec's "login popup"). */
  signinPopup(options?: { prompt?: 'login' }): Promise<AuthSession>;
  handlePopupCallback(url: string): Promise<void>;
  /** Renews with the refresh token; throws an interaction-required error when there is none. */
  signinSilent(): Promise<AuthSession>;
  signoutRedirect(): Promise<void>;
  removeSession(): Promise<void>;
  subscribe(listener: (event: AuthEvent) => void): () => void;
}

/** Reads the user from ID token claims: `sub`, `name`, `email` (or B2C's `emails`), `roles`. */
export function userFromClaims(claims: Record<string, unknown>): AuthUser {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const emails = Array.isArray(claims.emails) ? claims.emails : [];
  const email = text(claims.email) || text(emails[0]);
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const name = text(claims.name) || fullName || text(claims.preferred_username) || email;
  return { id: text(claims.sub), name, email, roles: rolesFromClaim(claims.roles) };
}

function rolesFromClaim(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return [...new Set(list.filter((r): r is string => typeof r === 'string' && r.length > 0))];
}

/** True when the access token is missing or expires within `skewSeconds`. */
export function isSessionExpiring(
  session: Pick<AuthSession, 'accessToken' | 'expiresAt'>,
  nowMs = Date.now(),
  skewSeconds = 60,
): boolean {
  if (!session.accessToken) return true;
  if (session.expiresAt === null) return false;
  return session.expiresAt - skewSeconds <= nowMs / 1000;
}

/** Staff pages and the Staff menu are for the `staff` and `admin` roles. */
export function hasStaffRole(user: AuthUser | null | undefined): boolean {
  return Boolean(user?.roles.some((role) => (staffRoles as readonly string[]).includes(role)));
}

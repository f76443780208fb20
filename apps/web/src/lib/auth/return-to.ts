import { webRoutes } from '@soccer/contracts';

/** Only paths of this site are followed after sign-in, never another origin. */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  // Returning to a callback route would process the same response twice.
  const path = value.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path === webRoutes.authCallback.toLowerCase() || path === webRoutes.authPopupCallback.toLowerCase()) {
    return fallback;
  }
  return value;
}

export function currentLocationPath(
  loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  return safeReturnTo(`${loc.pathname}${loc.search}${loc.hash}`);
}

/** What the app sends as the sign-in request's state. */
export interface SignInState {
  returnTo?: string;
}

/** The return path kept in a sign-in state (also on a failed sign-in's error, as oidc-client-ts keeps it). */
export function returnToFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '/';
  return safeReturnTo((state as SignInState).returnTo);
}

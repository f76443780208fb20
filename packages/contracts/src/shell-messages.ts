/**
 * The spec's texts (exact, as in `messages`, of which they are part) that the site's start-up code
 * itself shows: the start-up and crash screens, a chunk that failed to load, the HTTP client's
 * form and sign-in notices, the sign-in client's failures. A module of their own, so that the
 * site's start-up chunk carries these and not every text of `messages`.
 */
export const shellMessages = {
  initializing: 'Initializing....',
  /** Before the site's texts could load (its catalogues are part of what failed). */
  bootFailed: 'The site could not start',
  bootRetry: 'Try again',
  crashTitle: 'ERROR',
  crashBody: "We're sorry, but something went wrong in the application code.",
  chunkLoadFailed: 'Part of the site failed to load. Check your connection and reload the page.',
  correctErrors: 'Correct errors and resubmit',
  userMayNeedToRelogin: 'User may need to re-login.',
  tokenExpired:
    'Your sign-in has expired (the refresh token and login session are expired). Please sign out and sign in again.',
  loginPopupFailed: (error: unknown) => `Login Popup failed with error ${String(error)}`,
  loginRedirectFailed: (error: unknown) =>
    `Login Redirect failed with error ${String(error)} You may need to log out and restart the app.`,
  forgotPasswordPopupFailed: (error: unknown) => `Forgot Password Popup failed with error ${String(error)}`,
} as const;

/** Sign-in provider error codes that start the password-reset flow (spec §6). */
export const passwordResetErrorCodes = ['AADB2C90037', 'AADB2C90118'] as const;

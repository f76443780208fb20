import { passwordResetErrorCodes, shellMessages } from '@soccer/contracts';

/** OAuth error codes that mean the user has to interact (spec §4); `invalid_grant` = refresh token expired. */
const interactionRequiredCodes = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
  'invalid_grant',
  'no_refresh_token',
]);

/** Silent renewal is impossible: no account, no refresh token, or the provider asks for interaction. */
export class InteractionRequiredError extends Error {
  override name = 'InteractionRequiredError';
  readonly error: string;
  constructor(code: string, message = `Interaction required (${code})`) {
    super(message);
    this.error = code;
  }
}

/** All token acquisition steps failed: the user must sign out and in again. */
export class TokenExpiredError extends Error {
  override name = 'TokenExpiredError';
  constructor(options?: { cause?: unknown }) {
    super(shellMessages.tokenExpired, options);
  }
}

/** The OAuth `error` code of a sign-in failure (oidc-client-ts's ErrorResponse carries it as `error`). */
export function oauthErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { error?: unknown }).error;
  return typeof code === 'string' ? code : null;
}

export function isInteractionRequired(error: unknown): boolean {
  if (error instanceof InteractionRequiredError) return true;
  const code = oauthErrorCode(error);
  return code !== null && interactionRequiredCodes.has(code);
}

/** A sign-in failure that asks for the password-reset flow (AADB2C90037 / AADB2C90118, spec §6). */
export function isPasswordResetError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const described =
    typeof error === 'object'
      ? `${(error as { message?: unknown }).message ?? ''} ${(error as { error_description?: unknown }).error_description ?? ''}`
      : String(error);
  return passwordResetErrorCodes.some((code) => described.includes(code));
}

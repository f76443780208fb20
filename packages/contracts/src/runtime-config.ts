import { z } from './zod.js';

/**
 * What the server tells the browser at start-up (GET /config.json): an explicit allowlist, so
 * one build of the site runs against any environment.
 */
export const runtimeConfigSchema = z.object({
  apiBase: z.string(),
  auth: z.object({
    authority: z.string(),
    clientId: z.string(),
    /** Scopes of the login request (spec §3 "a login request (scopes)"). */
    scopes: z.array(z.string()),
    /** Authority of the forgot-password request (Azure AD B2C's password-reset policy); null when the provider handles resets itself. */
    passwordResetAuthority: z.string().nullable(),
    redirectPath: z.string(),
    popupRedirectPath: z.string(),
    postLogoutRedirectPath: z.string(),
  }),
  captcha: z.object({
    provider: z.enum(['altcha', 'recaptcha', 'turnstile']),
    /** Site key for reCAPTCHA or Turnstile; the challenge URL for ALTCHA. */
    siteKey: z.string().nullable(),
    challengeUrl: z.string().nullable(),
  }),
  analytics: z.object({ tagManagerId: z.string().nullable() }),
  errorReporting: z.object({ endpoint: z.string().nullable() }),
  partnerProgramUrl: z.string(),
  contactEmail: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The signed-in user as the API sees it (GET /api/Account/Me). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  isStaff: z.boolean(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

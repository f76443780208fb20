import { apiPaths, type RuntimeConfig, webRoutes } from '@soccer/contracts';
import type { Config } from '../../config.js';

/** What the browser may know about this deployment: an explicit allowlist. */
export function runtimeConfigFor(config: Config): RuntimeConfig {
  return {
    apiBase: '',
    auth: {
      authority: config.OIDC_AUTHORITY,
      clientId: config.OIDC_CLIENT_ID,
      scopes: config.OIDC_SCOPES,
      passwordResetAuthority: config.OIDC_PASSWORD_RESET_AUTHORITY ?? null,
      redirectPath: webRoutes.authCallback,
      popupRedirectPath: webRoutes.authPopupCallback,
      postLogoutRedirectPath: webRoutes.home,
    },
    captcha: {
      provider: config.CAPTCHA_PROVIDER,
      siteKey: config.CAPTCHA_PROVIDER === 'altcha' ? null : (config.CAPTCHA_SITE_KEY ?? null),
      challengeUrl: config.CAPTCHA_PROVIDER === 'altcha' ? apiPaths.captchaChallenge : null,
    },
    analytics: { tagManagerId: config.TAG_MANAGER_ID ?? null },
    errorReporting: { endpoint: config.ERROR_REPORTING_ENDPOINT ?? apiPaths.clientErrors },
    partnerProgramUrl: config.PARTNER_PROGRAM_URL,
    contactEmail: config.BUSINESS_EMAIL,
  };
}

import type { RuntimeConfig } from '@soccer/contracts';

export const testConfig: RuntimeConfig = {
  apiBase: '',
  auth: {
    authority: 'http://localhost:8081',
    clientId: 'soccer-web',
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    passwordResetAuthority: null,
    redirectPath: '/auth/callback',
    popupRedirectPath: '/auth/popup-callback',
    postLogoutRedirectPath: '/',
  },
  captcha: { provider: 'altcha', siteKey: null, challengeUrl: '/api/Captcha/challenge' },
  analytics: { tagManagerId: null },
  errorReporting: { endpoint: null },
  partnerProgramUrl: 'https://partner.example.com',
  contactEmail: 'info@example.com',
};

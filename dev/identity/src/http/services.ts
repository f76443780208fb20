import type Provider from 'oidc-provider';
import type { AccountStore } from '../accounts.js';
import type { IdentityDatabase } from '../database.js';
import type { DemoAccount } from '../demo-accounts.js';
import type { Mailer } from '../mailer.js';
import type { PasswordResetTokens } from '../password-reset.js';

/** Everything the HTTP routes need, built once in startIdentityProvider. */
export interface IdentityServices {
  provider: Provider;
  db: IdentityDatabase;
  accounts: AccountStore;
  resetTokens: PasswordResetTokens;
  mailer: Mailer;
  demoAccounts: readonly DemoAccount[];
  issuer: string;
  resetLinkBaseUrl: string;
  /** Origins of all registered apps (CORS and CSP). */
  appOrigins: string[];
  /** Where "return to the site" links go, per client (first client when unknown). */
  appUrlFor(clientId: string | undefined): string;
}

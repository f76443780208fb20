import type Provider from 'oidc-provider';
import type { AccountMail } from '../account-mail.js';
import type { AccountStore } from '../accounts.js';
import type { IdentityDatabase } from '../database.js';
import type { DemoAccount } from '../demo-accounts.js';
import type { MailTokens } from '../mail-tokens.js';
import type { AbuseControls } from '../throttle.js';

/** Everything the HTTP routes need, built once in startIdentityProvider. */
export interface IdentityServices {
  provider: Provider;
  db: IdentityDatabase;
  accounts: AccountStore;
  mailTokens: MailTokens;
  accountMail: AccountMail;
  abuse: AbuseControls;
  demoAccounts: readonly DemoAccount[];
  issuer: string;
  /** Origins of all registered apps (CORS and CSP). */
  appOrigins: string[];
  /** Where "return to the site" links go, per client (first client when unknown). */
  appUrlFor(clientId: string | undefined): string;
}

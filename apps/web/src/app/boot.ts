import type { RuntimeConfig } from '@soccer/contracts';
import { loadRuntimeConfig } from '../config/runtime-config';
import { startTagManager } from '../lib/analytics';
import type { AuthClient, AuthSession } from '../lib/auth/auth-client';
import { createOidcAuthClient } from '../lib/auth/oidc-auth-client';
import { configureErrorReporting } from '../lib/error-reporting';

export interface BootResult {
  config: RuntimeConfig;
  authClient: AuthClient;
  /** The cached account, which becomes the active one. */
  initialSession: AuthSession | null;
}

/** Start-up: runtime configuration, error reporting, tag manager, then the sign-in client. */
export async function boot(): Promise<BootResult> {
  const config = await loadRuntimeConfig();
  configureErrorReporting({ endpoint: config.errorReporting.endpoint });
  startTagManager(config.analytics.tagManagerId);
  const authClient = createOidcAuthClient(config.auth);
  const initialSession = await authClient.getSession();
  return { config, authClient, initialSession };
}

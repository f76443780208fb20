import type { RuntimeConfig } from '@soccer/contracts';
import { loadRuntimeConfig } from '../config/runtime-config';
import { startTagManager } from '../lib/analytics';
import type { AuthClient, AuthSession } from '../lib/auth/auth-client';
import { createLazyAuthClient } from '../lib/auth/lazy-auth-client';
import { configureErrorReporting } from '../lib/error-reporting';
import { activate, loadCatalog, startingLocale } from '../lib/i18n/i18n';
import { catalogLoader, shellArea } from './catalogs';

export interface BootResult {
  config: RuntimeConfig;
  authClient: AuthClient;
  /** The cached account, which becomes the active one. */
  initialSession: AuthSession | null;
}

/**
 * Start-up: the visitor's language (its shell texts), runtime configuration (written into the page by the server), error reporting, tag
 * manager, then the sign-in client. The sign-in library itself loads only when an account is
 * stored (then 'Initializing....' shows until it is ready) or when someone signs in.
 */
/** The shell's texts in the visitor's language, for the start-up failure screen. */
export async function showShellTexts(): Promise<void> {
  const locale = startingLocale();
  await loadCatalog(shellArea, catalogLoader(shellArea), locale);
  activate(locale);
}

export async function boot(): Promise<BootResult> {
  const locale = startingLocale();
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    loadCatalog(shellArea, catalogLoader(shellArea), locale),
  ]);
  activate(locale);
  configureErrorReporting({ endpoint: config.errorReporting.endpoint });
  startTagManager(config.analytics.tagManagerId);
  const authClient = createLazyAuthClient(config.auth);
  const initialSession = await authClient.getSession();
  return { config, authClient, initialSession };
}

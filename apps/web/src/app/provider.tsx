import type { RuntimeConfig } from '@soccer/contracts';
import type { ReactNode } from 'react';
import { CrashBoundary } from '../components/errors/crash-boundary';
import { ToastProvider, useToast } from '../components/toast/toast-provider';
import { RuntimeConfigProvider } from '../config/runtime-config';
import type { AuthClient, AuthSession } from '../lib/auth/auth-client';
import { AuthProvider, useAuth } from '../lib/auth/auth-provider';
import { HttpProvider } from '../lib/http';
import { LocaleProvider } from '../lib/i18n/locale-provider';

export interface AppProvidersProps {
  config: RuntimeConfig;
  authClient: AuthClient;
  initialSession: AuthSession | null;
  /** The server's drawing of a signed-in page (decision 0122): no account known yet. */
  accountUnknown?: boolean;
  children: ReactNode;
}

/**
 * The shared app context of spec §3: configuration, sign-in client, toasts, secure and unsecure
 * fetch, and the crash screen around everything. The server data cache comes with the pages that
 * use it (`page-queries.tsx`).
 */
export function AppProviders({
  config,
  authClient,
  initialSession,
  accountUnknown,
  children,
}: AppProvidersProps) {
  return (
    <LocaleProvider>
      <CrashBoundary>
        <RuntimeConfigProvider config={config}>
          <ToastProvider>
            <SignInAndHttp
              authClient={authClient}
              initialSession={initialSession}
              accountUnknown={accountUnknown}
              apiBase={config.apiBase}
            >
              {children}
            </SignInAndHttp>
          </ToastProvider>
        </RuntimeConfigProvider>
      </CrashBoundary>
    </LocaleProvider>
  );
}

function SignInAndHttp({
  authClient,
  initialSession,
  accountUnknown,
  apiBase,
  children,
}: Pick<AppProvidersProps, 'authClient' | 'initialSession' | 'accountUnknown' | 'children'> & {
  apiBase: string;
}) {
  const { toast } = useToast();
  return (
    <AuthProvider
      client={authClient}
      initialSession={initialSession}
      accountUnknown={accountUnknown}
      notify={toast}
    >
      <Http apiBase={apiBase}>{children}</Http>
    </AuthProvider>
  );
}

function Http({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const { toast } = useToast();
  const { getAccessToken } = useAuth();
  return (
    <HttpProvider apiBase={apiBase} getAccessToken={getAccessToken} notify={toast}>
      {children}
    </HttpProvider>
  );
}

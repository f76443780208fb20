import type { RuntimeConfig } from '@soccer/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/provider';
import { AppRoutes } from '../app/router';
import type { AuthSession } from '../lib/auth/auth-client';
import { createQueryClient } from '../lib/query-client';
import { createFakeAuthClient, type FakeAuthClient } from './fake-auth-client';
import { testConfig } from './test-config';

export interface RenderAppOptions {
  /** The starting URL. */
  route?: string;
  session?: AuthSession | null;
  authClient?: FakeAuthClient;
  config?: RuntimeConfig;
}

/** Renders `ui` (default: the site's routes) inside every app provider and a memory router. */
export function renderApp(ui?: ReactNode, options: RenderAppOptions = {}) {
  const authClient = options.authClient ?? createFakeAuthClient({ session: options.session ?? null });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders
        config={options.config ?? testConfig}
        authClient={authClient}
        initialSession={options.session ?? null}
      >
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui ?? <AppRoutes />}</MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...result, authClient, queryClient };
}

import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import type { BootResult } from './boot';
import { AppProviders } from './provider';
import { AppRoutes } from './router';

export function App({ config, authClient, initialSession }: BootResult) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders
      config={config}
      authClient={authClient}
      initialSession={initialSession}
      queryClient={queryClient}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

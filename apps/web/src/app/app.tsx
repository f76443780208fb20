import { BrowserRouter } from 'react-router';
import type { BootResult } from './boot';
import { AppProviders } from './provider';
import { AppRoutes } from './router';

export function App({ config, authClient, initialSession }: BootResult) {
  return (
    <AppProviders config={config} authClient={authClient} initialSession={initialSession}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

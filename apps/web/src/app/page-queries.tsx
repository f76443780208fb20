import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from '../lib/query-client';

let shared: QueryClient | undefined;

/** The server data cache every page shares (created with the first page that needs it). */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/**
 * Gives a page the server data cache. It lives in the pages' chunks rather than the site's start-up
 * code, so pages without server data (home, about, the public forms) load no TanStack Query at
 * all. A cache provided further up (tests) wins.
 */
export function PageQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}

import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { ChunkErrorBoundary } from '../components/errors/chunk-error-boundary';
import { PageLoader } from '../components/ui/page-loader';
import { type RetryImportOptions, retryImport } from '../lib/retry-import';

function LazyPageFrame({ page: Page }: { page: ComponentType }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * The element of a route page loaded on demand: its chunk is retried with back-off, a spinner
 * shows meanwhile, and after giving up (120 s) the chunk-load message with a Reload button
 * replaces it.
 *
 *   { path: paths.camps.pattern, element: lazyPage(() => import('../features/camps/pages/camps-page'), 'CampsPage') }
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
  options?: RetryImportOptions,
): ReactElement {
  const page = lazy<ComponentType>(async () => ({ default: (await retryImport(load, options))[exportName] }));
  return <LazyPageFrame page={page} />;
}

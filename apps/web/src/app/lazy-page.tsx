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

export interface LazyPageOptions extends RetryImportOptions {
  /**
   * The page reads server data through TanStack Query (the default). Pages that do not say
   * `serverData: false` and then load no query code.
   */
  serverData?: boolean;
  /** Loads the page's texts in the active language before it renders (its area's catalogue). */
  catalog?: () => Promise<void>;
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
  options: LazyPageOptions = {},
): ReactElement {
  const { serverData = true, catalog, ...retry } = options;
  const page = lazy<ComponentType>(async () => {
    const [module, queries] = await Promise.all([
      retryImport(load, retry),
      serverData ? retryImport(() => import('./page-queries'), retry) : null,
      catalog ? retryImport(catalog, retry) : null,
    ]);
    const Page: ComponentType = module[exportName];
    if (!queries) return { default: Page };
    const { PageQueries } = queries;
    return {
      default: function WithServerData() {
        return (
          <PageQueries>
            <Page />
          </PageQueries>
        );
      },
    };
  });
  return <LazyPageFrame page={page} />;
}

import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';
import { ChunkErrorBoundary } from '../components/errors/chunk-error-boundary';
import { PageLoader } from '../components/ui/page-loader';
import { type RetryImportOptions, retryImport } from '../lib/retry-import';

function LazyPageFrame({ page, loaded }: { page: ComponentType; loaded: () => ComponentType | undefined }) {
  // A page whose code came before its first render (`preload`: the page the server drew, decision
  // 0122) renders at once, with no spinner over what is on screen. Chosen once, so a later
  // render never swaps one component for the other (which would start the page over).
  const [Page] = useState(() => loaded() ?? page);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** A page loaded on demand: its route's element, and its loading started ahead of a render. */
export interface LazyPage {
  element: ReactElement;
  /** Loads the page's code and texts (never rejects: a failure shows when the page renders). */
  preload: () => Promise<void>;
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
): LazyPage {
  const { serverData = true, catalog, ...retry } = options;
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => {
    loading ??= (async () => {
      const [module, queries] = await Promise.all([
        retryImport(load, retry),
        serverData ? retryImport(() => import('./page-queries'), retry) : null,
        catalog ? retryImport(catalog, retry) : null,
      ]);
      const Page: ComponentType = module[exportName];
      if (!queries) {
        loaded = Page;
        return { default: Page };
      }
      const { PageQueries } = queries;
      loaded = function WithServerData() {
        return (
          <PageQueries>
            <Page />
          </PageQueries>
        );
      };
      return { default: loaded };
    })();
    return loading;
  };
  const page = lazy(loadPage);
  return {
    element: <LazyPageFrame page={page} loaded={() => loaded} />,
    preload: () =>
      loadPage().then(
        () => undefined,
        () => undefined,
      ),
  };
}

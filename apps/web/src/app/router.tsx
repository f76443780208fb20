import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { paths } from '../config/paths';
import { loadCatalog } from '../lib/i18n/i18n';
import { BareLayout } from './bare-layout';
import { areaOf, catalogLoader, hasCatalog } from './catalogs';
import { type LazyPage, lazyPage } from './lazy-page';
import { type PageModule, type RoutePage, routeTable } from './route-table';

/**
 * The public pages' modules (the areas of contracts serverRenderedWebRoutes, and the not-found
 * page), each its own chunk loaded on first visit; the server names the chunks of the page it
 * sends in its HTML. Their loaders are in the start-up code; every other page is loaded through
 * `signed-in-pages.ts`, so staff and signed-in code and its chunk lists never reach the start-up code.
 */
export const publicPageModules = import.meta.glob<PageModule>(
  '../features/{home,camps,camp-flyer,about,contact,field-rentals,tournaments,not-found}/pages/*-page.tsx',
);

function pageOf({ module, exportName, serverData }: RoutePage): LazyPage {
  const key = `../${module}.tsx`;
  const publicPage = publicPageModules[key];
  const load = publicPage ?? (() => import('./signed-in-pages').then((pages) => pages.loadPage(key)));
  const area = areaOf(module);
  // A public page's form loads the form fields' texts with its code (`formOnFirstUse`); a
  // signed-in page's texts come through `signed-in-pages.ts`, with the fields'.
  const catalog = publicPage
    ? hasCatalog(area)
      ? () => loadCatalog(area, catalogLoader(area))
      : undefined
    : () => import('./signed-in-pages').then((pages) => pages.loadPageTexts(area));
  return lazyPage(load, exportName, { serverData, catalog });
}

const patternOf = (route: RoutePage['route']) => (route === 'notFound' ? '*' : paths[route].pattern);

const routesOf = (layout: RoutePage['layout']): RouteObject[] =>
  routeTable
    .filter((entry) => entry.layout === layout)
    .map((entry) => {
      const { element, preload } = pageOf(entry);
      return { path: patternOf(entry.route), element, handle: { preload } satisfies RouteHandle };
    });

interface RouteHandle {
  preload: LazyPage['preload'];
}

/** The site's routes (`route-table.ts`): every pattern of contracts `webRoutes`, the staff pages, and a real not-found page. */
export const routes: RouteObject[] = [
  { element: <BareLayout />, children: routesOf('bare') },
  { element: <RootLayout />, children: routesOf('site') },
];

/**
 * Loads the code and texts of the page at `pathname` before the site renders, so that its first
 * render shows the page rather than a spinner over the page the server drew (decision 0122).
 */
export function preloadPage(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  const handle = matched[matched.length - 1]?.route.handle as RouteHandle | undefined;
  return handle ? handle.preload() : Promise.resolve();
}

/** Renders the page for the current location (inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}

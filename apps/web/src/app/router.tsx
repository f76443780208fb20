import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { paths } from '../config/paths';
import { BareLayout } from './bare-layout';
import { lazyPage } from './lazy-page';
import { type RoutePage, routeTable } from './route-table';

/** Every page module, each its own chunk loaded on first visit, so staff code never reaches the public pages. */
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/*/pages/*-page.tsx');

function pageElement({ module, exportName, serverData }: RoutePage) {
  const load = pageModules[`../${module}.tsx`];
  if (!load) throw new Error(`The route table names a page that does not exist: ${module}`);
  return lazyPage(load, exportName, { serverData });
}

const patternOf = (route: RoutePage['route']) => (route === 'notFound' ? '*' : paths[route].pattern);

const routesOf = (layout: RoutePage['layout']): RouteObject[] =>
  routeTable
    .filter((entry) => entry.layout === layout)
    .map((entry) => ({ path: patternOf(entry.route), element: pageElement(entry) }));

/** The site's routes (`route-table.ts`): every pattern of contracts `webRoutes`, the staff pages, and a real not-found page. */
export const routes: RouteObject[] = [
  { element: <BareLayout />, children: routesOf('bare') },
  { element: <RootLayout />, children: routesOf('site') },
];

/** Renders the page for the current location (inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}

import { configure } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { type RoutePage, routeTable } from '../app/route-table';

const pageModules = import.meta.glob('../features/*/pages/*-page.tsx');

/**
 * Loads the pages of these routes up front, so a test that moves between pages finds their lazy
 * routes resolved at once (and a feature's test never imports another feature's page).
 */
export async function preloadPages(...routes: RoutePage['route'][]): Promise<void> {
  await Promise.all(
    routes.map((route) => {
      const page = routeTable.find((entry) => entry.route === route);
      const load = page && pageModules[`../${page.module}.tsx`];
      if (!load) throw new Error(`No page for route ${route}`);
      return load();
    }),
  );
}

/**
 * The frame of a page test file: lazy pages load slowly while other test files run in parallel,
 * so waits are longer, and the pages of these routes are loaded before the first test.
 */
export function setUpPageTests(...routes: RoutePage['route'][]): void {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() => preloadPages(...routes));
}

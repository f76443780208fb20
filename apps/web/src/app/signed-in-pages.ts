import { loadFormTexts } from '../components/form/form-texts-catalog';
import { type CatalogModule, loadCatalog } from '../lib/i18n/i18n';
import { catalogLoader, hasCatalog } from './catalogs';
import type { PageModule } from './route-table';

/**
 * The loaders of every page module (`features/<area>/pages/<name>-page.tsx`), for the pages whose
 * loaders are not in the start-up code (router.tsx): the signed-in and staff pages. This chunk
 * holds their loaders and the list of chunks each page needs, so the start-up code carries
 * neither; it costs one small request more on the first visit to such a page.
 */
export const pageModules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

export function loadPage(key: string): Promise<PageModule> {
  const load = pageModules[key];
  if (!load) return Promise.reject(new Error(`The route table names a page that does not exist: ${key}`));
  return load();
}

const catalogs = import.meta.glob<CatalogModule>('../features/*/locales/{en,es}.ts');

/** A signed-in page's texts: its area's, and the form fields' (a signed-in page may show forms). */
export async function loadPageTexts(area: string): Promise<void> {
  await Promise.all([
    hasCatalog(area, catalogs) ? loadCatalog(area, catalogLoader(area, catalogs)) : undefined,
    loadFormTexts(),
  ]);
}

import type { CatalogLoader, CatalogModule } from '../lib/i18n/i18n';

/**
 * Every area's compiled catalogues (`<area>/locales/<locale>.ts`, made by `lingui compile` from the
 * `<locale>.json` beside them), each its own chunk: a page loads its area's texts in one
 * language only. An area without catalogues (not translated yet) loads nothing. The pseudo-locale
 * is for tests, which take every catalogue from `testing/catalogs.ts`.
 */
const catalogs = import.meta.glob<CatalogModule>([
  '../components/locales/{en,es}.ts',
  '../features/*/locales/{en,es}.ts',
]);

/** The site's shell (header, footer, shared public components): loaded before the first render. */
export const shellArea = 'components';

/** The area of a page module ('features/camps/pages/camps-page' → 'features/camps'). */
export const areaOf = (module: string) => module.split('/').slice(0, 2).join('/');

export const hasCatalog = (area: string) => `../${area}/locales/en.ts` in catalogs;

export const catalogLoader =
  (area: string): CatalogLoader =>
  (locale) => {
    const load = catalogs[`../${area}/locales/${locale}.ts`];
    return load ? load() : Promise.resolve({ messages: {} });
  };

import type { CatalogLoader, CatalogModule } from '../lib/i18n/i18n';

/**
 * The areas' compiled catalogues (`<area>/locales/<locale>.ts`, made by `lingui compile` from the
 * `<locale>.json` beside them), each its own chunk: a page loads its area's texts in one
 * language only. The signed-in areas' loaders are in `signed-in-pages.ts`, with their pages'. An area without catalogues (not translated yet) loads nothing. The pseudo-locale
 * is for tests, which take every catalogue from `testing/catalogs.ts`.
 */
/** The start-up code's catalogues: the shell's and the public pages' (their pages' loaders are there too). */
const publicCatalogs = import.meta.glob<CatalogModule>([
  '../components/locales/{en,es}.ts',
  '../features/{home,camps,camp-flyer,about,contact,field-rentals,tournaments,not-found}/locales/{en,es}.ts',
]);

/** Catalogue modules by path below `app/` (`../features/camps/locales/es.ts`). */
export type CatalogModules = Record<string, () => Promise<CatalogModule>>;

/** The site's shell (header, footer, shared public components): loaded before the first render. */
export const shellArea = 'components';

/** The area of a page module ('features/camps/pages/camps-page' → 'features/camps'). */
export const areaOf = (module: string) => module.split('/').slice(0, 2).join('/');

export const hasCatalog = (area: string, modules: CatalogModules = publicCatalogs) =>
  `../${area}/locales/en.ts` in modules;

export const catalogLoader =
  (area: string, modules: CatalogModules = publicCatalogs): CatalogLoader =>
  (locale) => {
    const load = modules[`../${area}/locales/${locale}.ts`];
    return load ? load() : Promise.resolve({ messages: {} });
  };

import { activate, addMessages, type CatalogModule, type UiLocale } from '../lib/i18n/i18n';

/** Every compiled catalogue, in memory (tests need no chunk loading to show a page in any language). */
const catalogs = import.meta.glob<CatalogModule>(
  ['../components/locales/*.ts', '../features/*/locales/*.ts'],
  {
    eager: true,
  },
);

/** `{ area: { locale: messages } }` of every compiled catalogue. */
export const compiledCatalogs = (() => {
  const byArea: Record<string, Record<string, CatalogModule['messages']>> = {};
  for (const [file, { messages }] of Object.entries(catalogs)) {
    const [, area = '', locale = ''] = /^\.\.\/(.+)\/locales\/([\w-]+)\.ts$/.exec(file) ?? [];
    (byArea[area] ??= {})[locale] = messages;
  }
  return byArea;
})();

/** Loads every catalogue in `locale` and shows the site in it (English before each test). */
export function showTestsIn(locale: UiLocale): void {
  for (const [area, byLocale] of Object.entries(compiledCatalogs))
    if (byLocale[locale]) addMessages(locale, area, byLocale[locale]);
  activate(locale);
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

import { activate, addMessages, type CatalogModule, type UiLocale } from '../lib/i18n/i18n';

/** Every compiled catalogue, in memory (tests need no chunk loading to show a page in any language). */
const catalogs = import.meta.glob<CatalogModule>(
  ['../components/locales/*.ts', '../components/*/locales/*.ts', '../features/*/locales/*.ts'],
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

let loaded = false;

/** Every catalogue in every language is in memory; shows the site in `locale` (English before each test). */
export function showTestsIn(locale: UiLocale): void {
  if (!loaded)
    for (const [area, byLocale] of Object.entries(compiledCatalogs))
      for (const [language, messages] of Object.entries(byLocale))
        addMessages(language as UiLocale, area, messages);
  loaded = true;
  activate(locale);
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

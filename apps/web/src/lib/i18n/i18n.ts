import { type Messages, setupI18n } from '@lingui/core';
import {
  defaultLocale,
  type Locale,
  localeCookie,
  localeCookieMaxAgeSeconds,
  localeFormats,
  pickLocale,
} from '@soccer/contracts';

/**
 * The site's languages at run time (issue 26, decision 0051): one Lingui instance, one language
 * active, its compiled catalogues loaded area by area (`<area>/locales/<locale>.ts`). Components
 * read texts with Lingui's own `useLingui()` (`_('camps.title')`) and `<Trans>`; this module only
 * loads catalogues, switches the language and remembers the choice.
 */

/** A language the site shows: ours, or `pseudo` (English pseudo-localised, for tests). */
export type UiLocale = Locale | 'pseudo';

/** A compiled catalogue module (`lingui compile` output). */
export interface CatalogModule {
  messages: Messages;
}
/** Loads one area's catalogue in one language (a dynamic import: one chunk per area and language). */
export type CatalogLoader = (locale: UiLocale) => Promise<CatalogModule>;

export const i18n = setupI18n();

const formatTag = (locale: UiLocale) => (locale === 'pseudo' ? 'en-US' : localeFormats[locale]);

/** Catalogues asked for so far, by area: a language switch loads each of them in the new language. */
const areas = new Map<string, CatalogLoader>();
const loaded = new Set<string>();

async function ensure(area: string, load: CatalogLoader, locale: UiLocale): Promise<void> {
  const key = `${area}:${locale}`;
  if (loaded.has(key)) return;
  const { messages } = await load(locale);
  i18n.load(locale, messages);
  loaded.add(key);
}

/** The active language (English until one is activated). */
export const activeLocale = (): UiLocale => (i18n.locale as UiLocale | undefined) || defaultLocale;

/** Makes an area's texts available in the active language (a page's catalogue, before it renders). */
export function loadCatalog(area: string, load: CatalogLoader, locale: UiLocale = activeLocale()) {
  areas.set(area, load);
  return ensure(area, load, locale);
}

/** Adds catalogues that are already in memory (the server render, tests). */
export function addMessages(locale: UiLocale, area: string, messages: Messages): void {
  i18n.load(locale, messages);
  loaded.add(`${area}:${locale}`);
}

/** Activates a language whose catalogues are loaded: texts and Intl formats (`en-US`, `es-US`). */
export function activate(locale: UiLocale): void {
  i18n.activate(locale, [formatTag(locale)]);
}

/** Loads every area shown so far in `locale`, then shows the site in it. */
export async function showIn(locale: UiLocale): Promise<void> {
  await Promise.all([...areas].map(([area, load]) => ensure(area, load, locale)));
  activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
}

/** Remembers the family's choice for a year: the server renders the next page in it. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server render reads; no store API needed.
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${localeCookieMaxAgeSeconds}; samesite=lax`;
}

/**
 * The language the page starts in, decided as the server decides it (`pickLocale`): the URL's
 * `?lang=`, the remembered choice, the browser's languages. A language asked for in the URL is
 * remembered.
 */
export function startingLocale(): Locale {
  const locale = pickLocale({
    query: window.location.search,
    cookie: document.cookie,
    acceptLanguage: navigator.languages?.join(',') || navigator.language,
  });
  if (new URLSearchParams(window.location.search).has('lang')) rememberLocale(locale);
  return locale;
}

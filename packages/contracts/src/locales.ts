/**
 * The site's languages and how a visitor's is chosen (issue 26). Shared by the web (the switch,
 * the SPA's start) and the API (the server render, and later the account's saved language for
 * mails). English is the spec's language and the default.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Intl's tags for dates, times, money and plurals: the US forms of each language. */
export const localeFormats: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** What each language is called in itself (the switch's words, never translated). */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** The cookie that remembers the family's choice (read by the server render) and the URL parameter that asks for a language. */
export const localeCookie = 'lang';
export const localeParam = 'lang';
/** A year: the choice outlives a season. */
/** Where a signed-in account's language is read and saved (part of `apiPaths`; here for the switch, which every page carries). */
export const accountLanguagePath = '/api/Account/Language';

export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The best of our languages for an `Accept-Language` header ('es-MX,es;q=0.9,en;q=0.8' → 'es'), or null. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** A cookie header's language choice, or null. */
export function localeFromCookie(header: string | undefined | null): Locale | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === localeCookie && isLocale(value)) return value;
  }
  return null;
}

/**
 * A request's language: the URL's `?lang=` (a crawlable page per language), then the remembered
 * choice, then the browser's `Accept-Language`, then English.
 */
export function pickLocale(request: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  const asked = request.query ? new URLSearchParams(request.query).get(localeParam) : null;
  if (isLocale(asked)) return asked;
  return (
    localeFromCookie(request.cookie) ?? localeFromAcceptLanguage(request.acceptLanguage) ?? defaultLocale
  );
}

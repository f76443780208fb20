import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Language, languageOf } from '../views/texts.js';

/** Remembers on this browser the language the site asked for, for the pages that follow. */
export const LANGUAGE_COOKIE = 'idp_lang';

function cookieLanguage(cookie: string | undefined): Language | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'es')) return value;
  }
  return null;
}

/** The first of our languages the browser names (`Accept-Language`, in its order of preference), or null. */
function acceptedLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { primary: tag.trim().toLowerCase().split('-')[0], q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => entry.primary === 'en' || entry.primary === 'es');
  return (found?.primary as Language | undefined) ?? null;
}

/**
 * A page's language: the one asked for (`ui_locales` of the sign-in request, or of a link or form
 * the stand-in wrote), else the one remembered on this browser, else the browser's
 * `Accept-Language`, else English.
 */
export function pageLanguage(req: Pick<IncomingMessage, 'headers'>, asked?: unknown): Language {
  return (
    languageOf(asked) ??
    cookieLanguage(req.headers.cookie) ??
    acceptedLanguage(req.headers['accept-language']) ??
    'en'
  );
}

/** The cookie that keeps an asked-for language for the pages after (a year, this host only). */
export function rememberLanguage(
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  language: Language,
): void {
  const cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`;
  const set = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', [...(Array.isArray(set) ? set : set ? [String(set)] : []), cookie]);
}

import { type Locale, pickLocale } from '@soccer/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language the site shows on this request, decided as the server render decides it
 * (contracts `pickLocale`): the URL's `?lang=`, the `lang` cookie the switch writes, the browser's
 * `Accept-Language`, English. The one way the server reads a request's language: the rendered
 * pages, the hosted checkout, an account's first saved language, the public forms'
 * acknowledgements.
 */
export function requestLocale(request: Pick<FastifyRequest, 'url' | 'headers'>): Locale {
  return pickLocale({
    query: request.url.split('?')[1] ?? null,
    cookie: request.headers.cookie ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  });
}

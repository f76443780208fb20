import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, pickLocale } from '../src/locales.js';

describe('the visitor’s language', () => {
  it('follows Accept-Language by weight, by primary tag', () => {
    expect(localeFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.5,es;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr,de')).toBeNull();
    expect(localeFromAcceptLanguage('es;q=0,en')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('takes the URL first, then the remembered choice, then the browser, then English', () => {
    expect(pickLocale({ query: 'lang=es', cookie: 'lang=en', acceptLanguage: 'en' })).toBe('es');
    expect(pickLocale({ query: 'lang=xx', cookie: 'a=1; lang=es', acceptLanguage: 'en' })).toBe('es');
    expect(pickLocale({ cookie: 'lang=en', acceptLanguage: 'es' })).toBe('en');
    expect(pickLocale({ acceptLanguage: 'es-US' })).toBe('es');
    expect(pickLocale({})).toBe('en');
  });
});

import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { locales } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { mailCatalogues, mailTexts } from '../src/mail/texts.js';

/** The placeholders a compiled message uses: `{name}`, `{count, plural, …}` and those in its branches. */
function namesIn(message: unknown, names: Set<string>): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, , branches] = part as [string, string?, Record<string, unknown>?];
    names.add(name);
    for (const branch of Object.values(branches ?? {})) namesIn(branch, names);
  }
  return names;
}
const placeholders = (message: string) => [...namesIn(compileMessageOrThrow(message), new Set())].sort();

describe('the mail catalogues', () => {
  const english = mailCatalogues.en;

  it('give every English text a Spanish one with the same placeholders, and nothing more', () => {
    for (const locale of locales) {
      const catalogue = mailCatalogues[locale];
      const missing = Object.keys(english).filter((id) => !catalogue[id]?.trim());
      expect(missing, `${locale} lacks texts`).toEqual([]);
      expect(Object.keys(catalogue).filter((id) => !(id in english))).toEqual([]);
      for (const [id, message] of Object.entries(catalogue))
        expect(placeholders(message), `${locale} ${id}`).toEqual(placeholders(english[id]!));
    }
  });

  it('hold no markup (the HTML part puts escaped values into them)', () => {
    for (const locale of locales)
      for (const [id, message] of Object.entries(mailCatalogues[locale]))
        expect(message, `${locale} ${id}`).not.toMatch(/[<>&]/);
  });

  it('compile, and format in each language: es-US in Spanish, the spec forms in English, the zone named', () => {
    const es = mailTexts('es');
    const en = mailTexts('en');
    expect(es.t('payment.thanks', { who: 'Ava y Ben', count: 2 })).toBe(
      '¡Muchas gracias! Recibimos su pago. Las inscripciones de Ava y Ben están confirmadas y pagadas.',
    );
    expect(en.t('payment.thanks', { who: 'Ava', count: 1 })).toBe(
      'Thank you! We received your payment. Ava is registered and paid.',
    );
    expect(en.date('2026-06-01')).toBe('6/1/2026');
    expect(es.date('2026-06-01')).toBe('1 jun 2026');
    expect(es.money(1195.5)).toBe('$1,195.50');
    expect(en.instant('2026-06-01T22:00:00Z', 'America/Chicago')).toBe('Jun 1, 2026, 5:00 PM CDT');
    expect(es.instant('2026-06-01T22:00:00Z', 'America/Chicago')).toBe('1 jun 2026, 5:00 p.m. CDT');
    expect(es.instant('2026-01-15T15:30:00Z', 'America/New_York')).toBe('15 ene 2026, 10:30 a.m. EST');
    // No saved language, or one the site does not offer: English.
    expect(mailTexts(null).locale).toBe('en');
    expect(mailTexts('fr').locale).toBe('en');
  });
});

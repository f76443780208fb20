import {
  messages,
  paymentResultTexts,
  registrationStatusLabels,
  validationMessages,
} from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { catalogAreas } from '../../../lingui.config';
import { contractMessageTables, countedArguments } from './form-texts';

/**
 * The catalogues are complete: every key of an area's English catalogue has its Spanish text (and
 * nothing else), with the same placeholders and tags; the English repeats the spec's texts exactly.
 */
const sources = import.meta.glob<Record<string, string>>(
  ['../../components/locales/*.json', '../../components/*/locales/*.json', '../../features/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const read = (area: string, locale: string) => sources[`../../${area}/locales/${locale}.json`] ?? {};

/** `{name}`, `{count, plural, …}` argument names and `<0>` tags of an ICU message. */
const shape = (message: string) =>
  [
    ...[...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`),
    ...[...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]),
  ].sort();

/** A catalogue text with its ICU-quoted braces ('{') read as the braces they stand for. */
const icuLiterals = (message: string) => message.replace(/'([{}])'/g, '$1');

/**
 * A contracts message's English as the catalogue writes it: the text itself, or what its function
 * makes with `{a0}`, `{a1}`… for its values.
 */
const englishOf = (make: unknown) =>
  typeof make === 'string'
    ? make
    : (make as (...args: string[]) => string)(
        ...Array.from({ length: (make as () => string).length }, (_, i) => `{a${i}}`),
      );

/** The spec's texts (contracts `messages`) a catalogue repeats word for word: area, key, text. */
const specTexts: [area: string, key: string, text: string][] = [
  ['features/tournaments', 'tournaments.title', messages.tournamentsTitle],
  ['features/tournaments', 'tournaments.note', messages.tournamentsNote],
  ['features/field-rentals', 'rentals.title', messages.fieldRentalsHeading],
  ['features/field-rentals', 'rentals.lead', messages.fieldRentalsSubheading],
  ['components/form', 'form.correctErrors', messages.correctErrors],
  ['components/form', 'form.messageSaved', messages.messageSaved],
  ['features/checkout', 'checkout.camp.purchase', messages.purchaseCampSession],
  ['features/checkout', 'checkout.tournament.purchase', messages.purchaseTournamentRegistration],
  ['features/checkout', 'checkout.notOwned', messages.notOwned],
  ['features/checkout', 'checkout.payNow', messages.payNow],
  ['features/checkout', 'checkout.retryPayment', messages.retryPayment],
  ['features/my-registrations', 'mine.none', messages.noRegistrations],
  ['features/camp-registrations', 'register.validating', messages.validatingRegistration],
  ['components', 'crash.title', messages.crashTitle],
  ['components', 'crash.body', messages.crashBody],
  ['components', 'chunk.failed', messages.chunkLoadFailed],
];

describe('catalogues', () => {
  it.each(catalogAreas)('%s: every English text has its Spanish one, with the same placeholders', (area) => {
    const en = read(area, 'en');
    expect(Object.keys(en).length, `${area}/locales/en.json`).toBeGreaterThan(0);
    const es = read(area, 'es');
    const missing = Object.keys(en).filter((key) => !es[key]?.trim());
    const extra = Object.keys(es).filter((key) => !(key in en));
    expect(missing, `keys without Spanish text in ${area}/locales/es.json`).toEqual([]);
    expect(extra, `keys in ${area}/locales/es.json that English does not have`).toEqual([]);
    for (const key of Object.keys(en))
      expect(new Set(shape(es[key] ?? '')), `${area} ${key}`).toEqual(new Set(shape(en[key] ?? '')));
  });

  it('keeps the spec’s English texts exactly', () => {
    const forms = read('components/form', 'en');
    expect(forms['form.error']?.replace('{text}', 'x')).toBe(messages.genericError('x'));
    // The validation messages' English is the contracts' own, with {a0}, {a1}… for the values.
    for (const [key, value] of Object.entries(forms)) {
      if (!key.startsWith('validation.')) continue;
      const make = validationMessages[key.slice('validation.'.length) as keyof typeof validationMessages];
      expect(value, key).toBe(englishOf(make));
    }
  });

  it('repeats the contracts’ English on the family’s pages', () => {
    // Status words and rule messages are the shared form components' texts (`components/form`).
    const forms = read('components/form', 'en');
    const checkout = read('features/checkout', 'en');
    for (const [status, label] of Object.entries(registrationStatusLabels))
      expect(forms[`status.${status}`], status).toBe(label);
    // The rule messages the forms translate by key (`<table>.<key>`, values as {a0}, {a1}…).
    for (const [key, value] of Object.entries(forms)) {
      const [table = '', name = ''] = key.split('.');
      const make = contractMessageTables[table]?.[name];
      // A message with branches is an ICU plural; form-texts.test words each branch both ways.
      if (make === undefined || key in countedArguments) continue;
      expect(icuLiterals(value), key).toBe(englishOf(make));
    }
    for (const [state, text] of Object.entries(paymentResultTexts)) {
      expect(checkout[`result.${state}.title`]).toBe(text.title);
      expect(checkout[`result.${state}.body`]).toBe(text.body);
    }
  });

  it.each(specTexts)('%s: %s is the spec’s text exactly', (area, key, text) => {
    expect(read(area, 'en')[key]).toBe(text);
  });
});

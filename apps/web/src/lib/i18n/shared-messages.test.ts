import { ageRangeText } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogAreas } from '../../../lingui.config';
import { instalmentMessageIds } from '../../components/details/instalment-schedule';
import { policyMessages } from '../../components/details/policy-section';
import { priceWindowMessageIds } from '../../components/details/price-window-note';
import { showTestsIn } from '../../testing/catalogs';
import { ageRangeMessage, localAgeRange } from './formats';
import { i18n } from './i18n';

const session = (minAge: number | null, maxAge: number | null, written = '') => ({
  ageRange: ageRangeText(minAge, maxAge) ?? written,
  minAge,
  maxAge,
});

describe('localAgeRange', () => {
  afterEach(() => showTestsIn('en'));

  // The API's English text exactly as it is in English; in Spanish the range made from the
  // numbers; staff's own words as written in both.
  it.each([
    ['en', ['Ages 6-9', 'Ages 6 and up', 'Ages up to 9']],
    ['es', ['De 6 a 9 años', 'Desde 6 años', 'Hasta 9 años']],
  ] as const)(
    'in %s: the range from the numbers, staff’s own words as written',
    (locale, [both, fromMin, toMax]) => {
      showTestsIn(locale);
      expect(localAgeRange(session(6, 9))).toBe(both);
      expect(localAgeRange(session(6, null))).toBe(fromMin);
      expect(localAgeRange(session(null, 9))).toBe(toMax);
      expect(localAgeRange(session(null, null, 'U8 and U10 players'))).toBe('U8 and U10 players');
    },
  );

  it("keeps the catalogue's English message the same as contracts ageRangeText", () => {
    showTestsIn('en');
    expect(i18n._(ageRangeMessage, { limits: 'both', min: 6, max: 9 })).toBe(ageRangeText(6, 9));
    expect(i18n._(ageRangeMessage, { limits: 'min', min: 6, max: 0 })).toBe(ageRangeText(6, null));
    expect(i18n._(ageRangeMessage, { limits: 'max', min: 0, max: 9 })).toBe(ageRangeText(null, 9));
  });
});

/** The site's source files that show a session's ages through `localAgeRange`, by path below `src/`. */
const callers = Object.entries(
  import.meta.glob<string>(['../../features/**/*.{ts,tsx}', '!../../features/**/*.test.{ts,tsx}'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
)
  .filter(([, text]) => text.includes('localAgeRange('))
  .map(([path]) => path.slice('../../'.length));

const catalogues = import.meta.glob<Record<string, string>>('../../features/*/locales/{en,es}.json', {
  eager: true,
  import: 'default',
});
const messageIn = (area: string, locale: string) =>
  catalogues[`../../${area}/locales/${locale}.json`]?.[ageRangeMessage];
const areaOf = (file: string) => file.split('/').slice(0, 2).join('/');

describe(`every translated area that shows a session's ages has '${ageRangeMessage}' in its catalogue`, () => {
  it('is called somewhere', () => {
    expect(callers).toContain('features/camps/components/session-facts.ts');
  });

  it.each(callers.filter((file) => (catalogAreas as readonly string[]).includes(areaOf(file))))(
    '%s',
    (file) => {
      const area = areaOf(file);
      // One text in every area: the one the camps' catalogue has.
      expect(messageIn(area, 'en')).toBe(messageIn('features/camps', 'en'));
      expect(messageIn(area, 'es')).toBe(messageIn('features/camps', 'es'));
    },
  );
});

/** The site's feature files that show a cancellation policy through `PolicySection`. */
const policyCallers = Object.entries(
  import.meta.glob<string>(['../../features/**/*.tsx', '!../../features/**/*.test.tsx'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
)
  .filter(([, text]) => text.includes('<PolicySection'))
  .map(([path]) => path.slice('../../'.length));

describe('every area that shows a cancellation policy has its words in its catalogue', () => {
  it('is shown on the camp and the tournament pages', () => {
    expect(policyCallers).toEqual(
      expect.arrayContaining([
        'features/camps/pages/camp-session-page.tsx',
        'features/tournaments/pages/tournament-page.tsx',
      ]),
    );
  });

  it.each(policyCallers)('%s', (file) => {
    const area = areaOf(file);
    for (const id of policyMessages)
      for (const locale of ['en', 'es']) {
        const text = catalogues[`../../${area}/locales/${locale}.json`]?.[id];
        expect(text, `${id} (${locale})`).toBeTruthy();
        expect(text).toBe(catalogues[`../../features/camps/locales/${locale}.json`]?.[id]);
      }
  });
});

/** The site's feature files that show a price window through `PriceWindowNote`. */
const priceWindowCallers = Object.entries(
  import.meta.glob<string>(['../../features/**/*.tsx', '!../../features/**/*.test.tsx'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
)
  .filter(([, text]) => text.includes('<PriceWindowNote'))
  .map(([path]) => path.slice('../../'.length));

describe('every area that shows a price window has its words in its catalogue', () => {
  it('is shown with the camps, the tournaments and both registration forms', () => {
    expect(new Set(priceWindowCallers.map(areaOf))).toEqual(
      new Set([
        'features/camps',
        'features/tournaments',
        'features/camp-registrations',
        'features/tournament-registrations',
      ]),
    );
  });

  it.each(priceWindowCallers)('%s', (file) => {
    const area = areaOf(file);
    for (const id of priceWindowMessageIds)
      for (const locale of ['en', 'es']) {
        const text = catalogues[`../../${area}/locales/${locale}.json`]?.[id];
        expect(text, `${id} (${locale})`).toBeTruthy();
        expect(text).toBe(catalogues[`../../features/camps/locales/${locale}.json`]?.[id]);
      }
  });
});

/** The site's feature files that show an instalment plan through `InstalmentSchedule`. */
const instalmentCallers = Object.entries(
  import.meta.glob<string>(['../../features/**/*.tsx', '!../../features/**/*.test.tsx'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
)
  .filter(([, text]) => text.includes('<InstalmentSchedule'))
  .map(([path]) => path.slice('../../'.length));

describe('every area that shows an instalment plan has its words in its catalogue', () => {
  it('is shown on both registration forms and the checkout', () => {
    expect(new Set(instalmentCallers.map(areaOf))).toEqual(
      new Set(['features/camp-registrations', 'features/tournament-registrations', 'features/checkout']),
    );
  });

  it.each(instalmentCallers)('%s', (file) => {
    const area = areaOf(file);
    for (const id of instalmentMessageIds)
      for (const locale of ['en', 'es']) {
        const text = catalogues[`../../${area}/locales/${locale}.json`]?.[id];
        expect(text, `${id} (${locale})`).toBeTruthy();
        expect(text).toBe(catalogues[`../../features/camp-registrations/locales/${locale}.json`]?.[id]);
      }
  });
});

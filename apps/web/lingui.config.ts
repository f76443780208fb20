import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

/**
 * The site's catalogues (issue 26, decision 0051). Each area keeps its texts beside its code in
 * `locales/<locale>.json` (id → ICU message); `lingui compile` turns them into `<locale>.ts`
 * modules of compiled messages (no ICU parser in the browser), one module per area and
 * language, so a page loads one language only. `pseudo` is English pseudo-localised between
 * ⟦ ⟧, for the test that looks for text left outside the catalogues.
 */
export const catalogAreas = [
  'components',
  'components/form',
  'features/home',
  'features/about',
  'features/camps',
  'features/camp-flyer',
  'features/tournaments',
  'features/field-rentals',
  'features/contact',
  'features/not-found',
  'features/staff',
  'features/camp-registrations',
  'features/checkout',
  'features/my-registrations',
  'features/household',
  'features/auth',
  'features/tournament-registrations',
  'features/coaching',
  'features/team-rosters',
  'features/coupons',
  'features/credit',
] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: false,
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
  catalogs: catalogAreas.map((area) => ({
    path: `<rootDir>/src/${area}/locales/{locale}`,
    include: [`<rootDir>/src/${area}`],
  })),
});

import { describe, expect, it } from 'vitest';
import { catalogAreas } from '../../../lingui.config';
import formTexts from '../../components/form/locales/en.json';

/**
 * No user-facing text is written outside a catalogue in the folders translated so far: every area
 * named in `lingui.config.ts` (it has a catalogue), and the shared files listed here (their files
 * leave `notYet` as they are translated). What counts as text: words between JSX
 * tags, and string literals given to the props and fields that show text (labels, titles, alt…).
 */
export const translatedFolders = [
  'components/layout',
  'components/ui/public-list-view.tsx',
  'components/ui/page-loader.tsx',
  'components/ui/social-links.tsx',
  'components/auth/auth-buttons.tsx',
  'components/form/captcha-form.tsx',
  'components/form/form-field.tsx',
  'components/form/text-field.tsx',
  'components/form/form-error-alert.tsx',
  'components/form/select-field.tsx',
  'components/form/tshirt-select.tsx',
  'components/form/person-fields.ts',
  'components/form/eligibility-exception-field.tsx',
  'components/auth/require-sign-in.tsx',
  'components/household',
  'components/registration',
  'components/toast',
  'components/errors',
  'components/captcha/captcha.tsx',
  'components/captcha/altcha-captcha.tsx',
  'components/captcha/script-captcha.tsx',
  'components/ui/confirm-dialog.tsx',
  'components/ui/export-button.tsx',
  'components/details',
  // Every area with a catalogue, throughout.
  ...catalogAreas.filter((area) => area.startsWith('features/')),
];

/** Files inside those folders not translated yet, and why. */
const notYet: Record<string, string> = {};

/** The site's source files, by path below `src/`. */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../../components/**/*.{ts,tsx}', '../../features/**/*.{ts,tsx}'], {
      eager: true,
      query: '?raw',
      import: 'default',
    }),
  ).map(([path, text]) => [path.slice('../../'.length), text]),
);
const filesOf = (folder: string): string[] =>
  Object.keys(sources).filter(
    (path) =>
      (path === folder || path.startsWith(`${folder}/`)) &&
      !/\.test\.tsx?$/.test(path) &&
      !path.includes('/locales/') &&
      !path.includes('/testing/'),
  );

const textProps =
  'aria-label|alt|title|placeholder|label|lead|heading|noun|legend|caption|submitLabel|captchaHint|text|note|help';

/** Not a text: a catalogue id (`camps.title`, `field:Email`), a code word (`signIn`), or a label the shared form fields translate (`field:<label>`). */
const notText = (value: string) =>
  `field:${value}` in formTexts || /^[\w-]+[.:][\w .:'-]+$/.test(value) || /^[a-z][A-Za-z0-9]*$/.test(value);

/** Texts a file shows that are written in it: words between tags, string literals of text props. */
export function hardCodedTexts(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    // Arrows and comparisons are not tags (nor are generics: `<T>('a' as Path<T>`, caught below).
    .replace(/=>|>=|<=/g, ' ');
  const found: string[] = [];
  for (const [, text = ''] of code.matchAll(/>([^<>{}]*)</g)) {
    const trimmed = text.trim();
    if (/[A-Za-zÀ-ÿ]{2,}/.test(trimmed) && !/[;=()]|&&|\|\||\bextends\b|\bas [A-Z]\w*$/.test(trimmed))
      found.push(trimmed);
  }
  const attribute = new RegExp(`\\b(?:${textProps})=(?:"([^"]*)"|\\{'([^']*)'\\}|\\{\`([^\`]*)\`\\})`, 'g');
  for (const match of code.matchAll(attribute)) {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    if (/[A-Za-z]{2,}/.test(value.replace(/\$\{[^}]*\}/g, '')) && !notText(value)) found.push(value);
  }
  const field = new RegExp(`\\b(?:${textProps}):\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`]*)\`)`, 'g');
  for (const match of code.matchAll(field)) {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    if (/[A-Za-z]{2,}/.test(value.replace(/\$\{[^}]*\}/g, '')) && !notText(value)) found.push(value);
  }
  return found;
}

describe('no hard-coded user-facing text in the translated folders', () => {
  it('finds text written in a component', () => {
    expect(
      hardCodedTexts(
        `<p className="x">Hello there</p><img alt="A dog" /><T label={'Name'} />{ label: 'Your town' }`,
      ),
    ).toEqual(['Hello there', 'A dog', 'Name', 'Your town']);
    expect(hardCodedTexts(`<p>{_('home.lead')}</p><T title={_('x')} label="" />{ key: 'camps' }`)).toEqual(
      [],
    );
  });

  it.each(translatedFolders.flatMap(filesOf).filter((file) => !(file in notYet)))('%s', (file) => {
    expect(hardCodedTexts(sources[file] ?? '')).toEqual([]);
  });
});

import { type CatalogModule, loadCatalog } from '../../lib/i18n/i18n';

/**
 * The shared form fields' texts (field labels, the contracts' validation messages, the public
 * forms' words: `field:`, `validation.`, `form.`) are a catalogue of their own, loaded with the
 * forms rather than with the shell, so a page without a form never downloads them (decision 0052):
 * a public form loads it with its code (`formOnFirstUse`), a signed-in page with the page.
 */
const catalogs = import.meta.glob<CatalogModule>('./locales/{en,es}.ts');

export const formTextsArea = 'components/form';

/** Makes the form texts available in the active language (again in another after a switch). */
export const loadFormTexts = (): Promise<void> =>
  loadCatalog(formTextsArea, (locale) => {
    const load = catalogs[`./locales/${locale}.ts`];
    return load ? load() : Promise.resolve({ messages: {} });
  });

import type { AccountLanguage, Locale } from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import type { ServiceDeps } from '../../lib/services.js';
import { savedLocale, saveLocale } from './account-language-repository.js';

/**
 * The language an account chose on the site (decision 0054): the site saves it when a signed-in
 * family switches, or, while none is saved, the one it shows; mails to the account are written in it.
 */
export function createAccountLanguageService({ db, clock }: ServiceDeps) {
  return {
    async get(owner: Principal): Promise<AccountLanguage> {
      return { locale: await savedLocale(db, owner.id) };
    },
    async save(owner: Principal, locale: Locale): Promise<AccountLanguage> {
      await saveLocale(db, owner.id, locale, clock().toISOString());
      return { locale };
    },
  };
}

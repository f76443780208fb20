import type { AccountLanguage, Locale } from '@soccer/contracts';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/token-verifier.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { ServiceDeps } from '../../lib/services.js';
import { savedLocale, saveLocale, saveLocaleIfNone } from './account-language-repository.js';

/**
 * The language an account chose on the site (decision 0054): the site saves it when a signed-in
 * family switches; an account with none saved gets the one the site shows at its first signed
 * change (a registration, a waitlist, a household edit: before any mail about it). Mails to the
 * account are written in it.
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
    /**
     * A signed-in change (any method but GET and HEAD): the language the site shows this
     * request (its `lang` cookie, then `Accept-Language`: contracts `pickLocale`, as the server
     * render decides) becomes the account's when it has none.
     */
    async rememberShown(request: FastifyRequest) {
      const owner = request.principal;
      if (!owner || request.method === 'GET' || request.method === 'HEAD') return;
      const locale = requestLocale(request);
      // A read first: most changes come from accounts that have one, and a read takes no write lock.
      if (await savedLocale(db, owner.id)) return;
      await saveLocaleIfNone(db, owner.id, locale, clock().toISOString());
    },
  };
}

export type AccountLanguageService = ReturnType<typeof createAccountLanguageService>;

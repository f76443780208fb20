import { type AccountLanguage, accountLanguageSchema, apiPaths } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import type { AccountLanguageService } from './account-language-service.js';

/** The signed-in account's language: read it (null while none is saved), save it (answers are no-store). */
export const accountLanguageRoutes: FastifyPluginAsyncZod<{ languages: AccountLanguageService }> = async (
  app,
  { languages },
) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    apiPaths.myLanguage,
    async (request): Promise<AccountLanguage> => languages.get(principalOf(request)),
  );
  app.put(
    apiPaths.myLanguage,
    { schema: { body: accountLanguageSchema } },
    async (request): Promise<AccountLanguage> => languages.save(principalOf(request), request.body.locale),
  );
};

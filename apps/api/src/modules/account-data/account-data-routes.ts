import { apiPaths, retentionSchema } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import type { AccountDataService } from './account-data-service.js';

/** The signed-in account's own data: download it all, or erase it. */
export const accountDataRoutes: FastifyPluginAsyncZod<{ accountData: AccountDataService }> = async (
  app,
  { accountData },
) => {
  app.get(apiPaths.myData, { onRequest: app.requireUser }, async (request, reply) => {
    const data = await accountData.download(principalOf(request));
    reply.header(
      'content-disposition',
      `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  });
  app.post(apiPaths.eraseMyData, { onRequest: app.requireUser }, async (request) =>
    accountData.erase(principalOf(request)),
  );
};

/**
 * How long registrations keep their personal fields after their camp or tournament ends: staff
 * read it, only an admin changes it (a short period erases families' data for good).
 */
export const dataRetentionRoutes: FastifyPluginAsyncZod<{ accountData: AccountDataService }> = async (
  app,
  { accountData },
) => {
  app.addHook('onRequest', app.requireStaff);
  app.get(apiPaths.dataRetention, async () => accountData.retention());
  app.put(
    apiPaths.dataRetention,
    { onRequest: app.requireAdmin, schema: { body: retentionSchema } },
    async (request) => accountData.setRetention(principalOf(request), request.body),
  );
};

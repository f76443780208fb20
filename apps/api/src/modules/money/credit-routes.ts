import { apiPaths, creditGrantSchema, requiredEmail } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { createCreditService } from './credit-service.js';

const historyQuery = z.object({ email: requiredEmail('E-mail', 254) });

/** Account credit: the family's own balance and history; staff give credit and read balances. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const credit = createCreditService(app.serviceDeps);
  app.get(apiPaths.myCredit, { onRequest: app.requireUser }, async (request) =>
    credit.mine(principalOf(request)),
  );
  app.get(apiPaths.adminCredit, { onRequest: app.requireStaff }, async () => credit.balances());
  app.post(
    apiPaths.adminCredit,
    { onRequest: app.requireStaff, schema: { body: creditGrantSchema } },
    async (request) => credit.grant(principalOf(request), request.body),
  );
  app.get(
    apiPaths.adminCreditHistory,
    { onRequest: app.requireStaff, schema: { querystring: historyQuery } },
    async (request) => credit.historyByEmail(request.query.email),
  );
};

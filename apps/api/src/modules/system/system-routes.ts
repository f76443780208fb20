import { apiPaths, type CurrentUser, clientErrorReportSchema } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { isAdmin, isStaff } from '../../auth/token-verifier.js';
import { clientErrorLogEntry } from './client-error-log.js';
import { runtimeConfigFor } from './runtime-config.js';
import { createSystemService } from './system-service.js';

/** Health, readiness, the browser's runtime configuration, the caller's identity, client error reports. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtimeConfig = runtimeConfigFor(app.config);
  const system = createSystemService(app.serviceDeps);

  app.get(apiPaths.health, async () => ({ status: 'ok' }));

  app.get(apiPaths.ready, async (_request, reply) => {
    const ready = await system.readiness();
    if (ready) return { status: 'ready', ...ready };
    return reply.code(503).type('application/problem+json').send({
      title: 'Service Unavailable',
      status: 503,
      detail: 'The database is not reachable.',
    });
  });

  app.get(apiPaths.runtimeConfig, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig;
  });

  app.get(apiPaths.me, { onRequest: app.requireUser }, async (request): Promise<CurrentUser> => {
    const p = principalOf(request);
    return {
      id: p.id,
      email: p.email,
      name: p.name,
      roles: p.roles,
      isStaff: isStaff(p),
      isAdmin: isAdmin(p),
    };
  });

  // Error reports from browsers: logged (the stand-in for an error-reporting service), in the
  // shape the site sends them (contracts), scrubbed of tokens, addresses' queries and e-mails.
  app.post(
    apiPaths.clientErrors,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: clientErrorReportSchema },
    },
    async (request, reply) => {
      request.log.warn({ clientError: clientErrorLogEntry(request.body) }, 'error reported by a browser');
      return reply.code(204).send();
    },
  );
};

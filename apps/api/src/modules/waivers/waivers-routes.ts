import { apiPaths, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWaiverService } from './waivers-service.js';

/** The waivers and consents a registration form shows: the current version of each live document. */
export const waiverRoutes: FastifyPluginAsyncZod = async (app) => {
  const waivers = createWaiverService(app.serviceDeps);
  app.get(apiPaths.campSessionDocuments(':id'), { schema: { params: pathIdParams('id') } }, async (request) =>
    waivers.forCampSession(request.params.id),
  );
  app.get(apiPaths.tournamentDocuments(':id'), { schema: { params: pathIdParams('id') } }, async (request) =>
    waivers.forTournament(request.params.id),
  );
};

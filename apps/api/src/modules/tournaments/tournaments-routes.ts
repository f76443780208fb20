import { apiPaths, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/read-cache.js';
import { createTournamentsService } from './tournaments-service.js';

/** Public tournament catalogue: one entry per age range, and one age range's tournament. */
export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tournaments = createTournamentsService(app.serviceDeps);

  // A fresh cached list is answered in the same turn, without a promise (bench README).
  app.get(apiPaths.allTournaments, (request, reply) => {
    const now = app.now().getTime();
    const hit = app.publicCache.fresh('tournaments', now);
    if (hit) return sendCachedJson(request, reply, hit);
    return app.publicCache
      .get('tournaments', now, tournaments.upcoming)
      .then((answer) => sendCachedJson(request, reply, answer));
  });

  app.get(
    apiPaths.tournamentByAgeRange(':ageRangeID'),
    { schema: { params: pathIdParams('ageRangeID') } },
    async (request) => tournaments.byAgeRange(request.params.ageRangeID),
  );
};

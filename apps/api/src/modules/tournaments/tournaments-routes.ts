import { apiPaths, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTournamentsService } from './tournaments-service.js';

/** Public tournament catalogue: one entry per age range, and one age range's tournament. */
export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tournaments = createTournamentsService(app.serviceDeps);

  app.get(apiPaths.allTournaments, async (_request, reply) => {
    const body = await app.publicCache.get('tournaments', app.now().getTime(), tournaments.upcoming);
    return reply.type('application/json').send(body);
  });

  app.get(
    apiPaths.tournamentByAgeRange(':ageRangeID'),
    { schema: { params: pathIdParams('ageRangeID') } },
    async (request) => tournaments.byAgeRange(request.params.ageRangeID),
  );
};

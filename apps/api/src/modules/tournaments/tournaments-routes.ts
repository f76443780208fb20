import { apiPaths, pathIdParams } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import {
  findTournamentByAgeRange,
  listUpcomingTournamentAgeRanges,
  toTournament,
} from './tournaments-repository.js';

/** Public tournament catalogue: one entry per age range, and one age range's tournament. */
export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.allTournaments, async (_request, reply) => {
    const body = await app.publicCache.get('tournaments', app.now().getTime(), async () =>
      (await listUpcomingTournamentAgeRanges(app.db, isoDay(app.now()))).map(toTournament),
    );
    return reply.type('application/json').send(body);
  });

  app.get(
    apiPaths.tournamentByAgeRange(':ageRangeID'),
    { schema: { params: pathIdParams('ageRangeID') } },
    async (request) => {
      const row = await findTournamentByAgeRange(app.db, request.params.ageRangeID);
      if (!row || row.archived_at || row.age_range_archived_at) throw notFound('Tournament not found');
      return toTournament(row);
    },
  );
};

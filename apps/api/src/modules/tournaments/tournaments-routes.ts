import { apiPaths } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import {
  findTournamentByAgeRange,
  listUpcomingTournamentAgeRanges,
  toTournament,
} from './tournaments-repository.js';

/** Public tournament catalogue: one entry per age range, and one age range's tournament. */
export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.allTournaments, async () => {
    const rows = await listUpcomingTournamentAgeRanges(app.db, isoDay(app.now()));
    return rows.map(toTournament);
  });

  app.get(
    apiPaths.tournamentByAgeRange(':ageRangeID'),
    { schema: { params: z.object({ ageRangeID: z.coerce.number().int().positive() }) } },
    async (request) => {
      const row = await findTournamentByAgeRange(app.db, request.params.ageRangeID);
      if (!row || row.archived_at || row.age_range_archived_at) throw notFound('Tournament not found');
      return toTournament(row);
    },
  );
};

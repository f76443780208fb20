import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import {
  findTournamentByAgeRange,
  listUpcomingTournamentAgeRanges,
  toTournament,
} from './tournaments-repository.js';

/** The public tournament catalogue: one entry per age range, and one age range's tournament. */
export function createTournamentsService({ db, clock }: ServiceDeps) {
  return {
    async upcoming() {
      return (await listUpcomingTournamentAgeRanges(db, isoDay(clock()))).map(toTournament);
    },

    async byAgeRange(ageRangeId: number) {
      const row = await findTournamentByAgeRange(db, ageRangeId);
      if (!row || row.archived_at || row.age_range_archived_at) throw notFound('Tournament not found');
      return toTournament(row);
    },
  };
}

import { storedPolicy } from '@soccer/contracts';
import { defaultCancellationPolicy } from '../../config.js';
import { isoDay } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { depositOfferOn, instalmentOfferOn } from '../money/deposits.js';
import {
  findTournamentByAgeRange,
  listUpcomingTournamentAgeRanges,
  toTournament,
  tournamentDetailsOf,
} from './tournaments-repository.js';

/** The public tournament catalogue: one entry per age range, and one age range's tournament. */
export function createTournamentsService({ db, clock, config }: ServiceDeps) {
  const defaultPolicy = defaultCancellationPolicy(config);
  return {
    async upcoming() {
      // The public list alone carries the details (the tournament's page reads them, decision 0077).
      return (await listUpcomingTournamentAgeRanges(db, isoDay(clock()))).map((r) => ({
        ...toTournament(r),
        details: tournamentDetailsOf(r.details),
        cancellationPolicy: storedPolicy(r.cancellation_policy) ?? defaultPolicy,
        deposit: depositOfferOn(r, clock()),
        instalments: instalmentOfferOn(r, clock()),
      }));
    },

    async byAgeRange(ageRangeId: number) {
      const row = await findTournamentByAgeRange(db, ageRangeId);
      if (!row || row.archived_at || row.age_range_archived_at) throw notFound('Tournament not found');
      return {
        ...toTournament(row),
        deposit: depositOfferOn(row, clock()),
        instalments: instalmentOfferOn(row, clock()),
      };
    },
  };
}

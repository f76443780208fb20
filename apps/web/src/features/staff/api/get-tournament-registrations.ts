import { apiPaths, type TournamentReportRow } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** The teams registered in one age range of a tournament, with their players. */
export const tournamentRegistrations = signedQuery<
  [tournamentId: string, ageRangeId: string],
  TournamentReportRow[]
>({
  key: (tournamentId, ageRangeId) => queryKeys.tournaments.registrations(tournamentId, ageRangeId),
  path: (tournamentId, ageRangeId) => apiPaths.tournamentRegistrations(tournamentId, ageRangeId),
});

export const useTournamentRegistrations = tournamentRegistrations.use;

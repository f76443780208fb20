import { apiPaths, type TournamentSummaryItem } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** One item per tournament age range with paid and unpaid counts (/manageTournaments). */
export const tournamentSummary = signedQuery<[], TournamentSummaryItem[]>({
  key: () => queryKeys.tournaments.summary,
  path: () => apiPaths.tournamentRegistrationSummary,
});

import { apiPaths, type TournamentDetail } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** A tournament with all of its age ranges (the report's heading and info row). */
export const tournamentDetail = signedQuery<[tournamentId: string], TournamentDetail>({
  key: (tournamentId) => queryKeys.tournaments.detail(tournamentId),
  path: (tournamentId) => apiPaths.tournamentById(tournamentId),
});

export const useTournamentDetail = tournamentDetail.use;

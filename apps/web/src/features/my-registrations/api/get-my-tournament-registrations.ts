import { apiPaths, type TournamentRegistration } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Tournament/GetMyTournamentRegistrations: the account's teams, with tournament and members. */
export const myTournamentRegistrations = signedQuery<[accountId: string], TournamentRegistration[]>({
  key: (accountId) => queryKeys.tournamentRegistrations.mine(accountId),
  path: () => apiPaths.myTournamentRegistrations,
});

export const useMyTournamentRegistrations = myTournamentRegistrations.use;

import { apiPaths, type TournamentRegistrationRequest } from '@soccer/contracts';
import { useRegistrationMutation } from '../../../hooks/use-registration-mutation';
import type { HttpClient } from '../../../lib/http';

/** POST /api/Waitlist/JoinTournament (the team form's body): 200 `{ id }`; 400 field errors as for a new team; 409 the server's detail. */
export function joinTournamentWaitlist(http: HttpClient, body: TournamentRegistrationRequest) {
  return http.secureFetch<{ id: number }>(apiPaths.joinTournamentWaitlist, { method: 'POST', body });
}

/** Joins a full age group's waitlist with a team; the entries and the places are read again. */
export function useJoinTeamWaitlist() {
  return useRegistrationMutation(
    'tournament',
    joinTournamentWaitlist,
    (result) => result.ok || !result.errors,
  );
}

import { apiPaths, type CampRegistrationRequest } from '@soccer/contracts';
import { useRegistrationMutation } from '../../../hooks/use-registration-mutation';
import type { HttpClient } from '../../../lib/http';

/** POST /api/Waitlist/JoinCamp (the registration form's body): 200 `{ id }`; 400 field errors as for a registration; 409 the server's detail. */
export function joinCampWaitlist(http: HttpClient, body: CampRegistrationRequest) {
  return http.secureFetch<{ id: number }>(apiPaths.joinCampWaitlist, { method: 'POST', body });
}

/** Joins a full session's waitlist; the entries and the seat counts are read again. */
export function useJoinWaitlist() {
  return useRegistrationMutation('camp', joinCampWaitlist, (result) => result.ok || !result.errors);
}

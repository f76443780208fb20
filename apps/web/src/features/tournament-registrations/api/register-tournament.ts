import { apiPaths, createdIdResponseSchema, type TournamentRegistrationRequest } from '@soccer/contracts';
import { useRegistrationMutation } from '../../../hooks/use-registration-mutation';
import type { HttpClient } from '../../../lib/http';

/** The saved registration's id; an answer without one is a failure. */
async function readCreatedId(response: Response): Promise<{ id: number }> {
  const parsed = createdIdResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('The server did not return the registration id.');
  return { id: parsed.data.id };
}

/**
 * POST RegisterTournament: registers a team (id 0) or saves the owner's edit (id > 0). A 400 has
 * an `{ errors }` map keyed `teamName`, `teamMembers[1].parentPhone`, …; other refusals (409
 * deadline / paid, 404 not yours, 5xx) their readable text.
 */
export function registerTournament(http: HttpClient, body: TournamentRegistrationRequest) {
  return http.secureFetch(apiPaths.registerTournament, { method: 'POST', body, read: readCreatedId });
}

/** Registers or edits a team; after a save the team's lists and the tournament counts are read again. */
export function useRegisterTournament() {
  return useRegistrationMutation('tournament', registerTournament);
}

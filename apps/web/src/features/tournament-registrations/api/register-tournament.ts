import { apiPaths, createdIdResponseSchema, type TournamentRegistrationRequest } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, useHttp } from '../../../lib/http';
import { invalidateRegistration } from '../../../lib/query-keys';

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

export function useRegisterTournament() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentRegistrationRequest) => registerTournament(http, body),
    onSuccess: (result) => {
      if (result.ok) return invalidateRegistration(queryClient, 'tournament');
    },
  });
}

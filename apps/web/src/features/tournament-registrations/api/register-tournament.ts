import {
  apiPaths,
  createdIdResponseSchema,
  type FieldErrors,
  type TournamentRegistrationRequest,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readFieldErrors } from '../../../components/form/server-errors';
import { type HttpClient, readProblem, useHttp } from '../../../lib/http';
import { invalidatePublicLists } from '../../../lib/public-list';
import { tournamentRegistrationKeys } from '../../../lib/registration-keys';

export type RegisterTournamentResult =
  | { kind: 'saved'; id: number }
  /** 400 with an `{ errors }` map: keyed `teamName`, `teamMembers[1].parentPhone`, … */
  | { kind: 'invalid'; errors: FieldErrors }
  /** Any other refusal (409 deadline / paid, 404 not yours, 5xx): the readable text. */
  | { kind: 'failed'; message: string };

/** POST RegisterTournament: registers a team (id 0) or saves the owner's edit (id > 0). */
export async function registerTournament(
  http: HttpClient,
  body: TournamentRegistrationRequest,
): Promise<RegisterTournamentResult> {
  const response = await http.secureFetch(apiPaths.registerTournament, { method: 'POST', body });
  if (response.ok) {
    const parsed = createdIdResponseSchema.safeParse(await response.json().catch(() => null));
    return parsed.success
      ? { kind: 'saved', id: parsed.data.id }
      : { kind: 'failed', message: 'The server did not return the registration id.' };
  }
  if (response.status === 400) {
    const errors = await readFieldErrors(response);
    if (errors) return { kind: 'invalid', errors };
  }
  return { kind: 'failed', message: await readProblem(response) };
}

export function useRegisterTournament() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentRegistrationRequest) => registerTournament(http, body),
    onSuccess: (result) => {
      if (result.kind !== 'saved') return;
      invalidatePublicLists(apiPaths.allTournaments);
      return queryClient.invalidateQueries({ queryKey: tournamentRegistrationKeys.all });
    },
  });
}

import { apiPaths, type CampRegistrationRequest, type FieldErrors } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readFieldErrors } from '../../../components/form/server-errors';
import { type HttpClient, readProblem, useHttp } from '../../../lib/http';
import { invalidatePublicLists } from '../../../lib/public-list';

export type SubmitRegistrationResult =
  | { kind: 'created'; id: number }
  /** 400: messages keyed by the body's camelCase field names. */
  | { kind: 'invalid'; errors: FieldErrors }
  /** 409 (full, started), 404 (no such session) or anything else: the server's `detail`. */
  | { kind: 'refused'; status: number; detail: string };

/** POST /api/Registration/submitRegistration. */
export async function submitRegistration(
  http: HttpClient,
  body: CampRegistrationRequest,
): Promise<SubmitRegistrationResult> {
  const response = await http.secureFetch(apiPaths.submitRegistration, { method: 'POST', body });
  if (response.ok) {
    const { id } = (await response.json()) as { id: number };
    return { kind: 'created', id };
  }
  if (response.status === 400) {
    const errors = await readFieldErrors(response);
    if (errors) return { kind: 'invalid', errors };
  }
  return { kind: 'refused', status: response.status, detail: await readProblem(response) };
}

/**
 * Submits a registration. Any answer but a field error can change the seats left (a new hold, or a
 * session found full), so the camp sessions are read again.
 */
export function useSubmitRegistration() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampRegistrationRequest) => submitRegistration(http, body),
    onSuccess: (result) => {
      if (result.kind === 'invalid') return;
      void queryClient.invalidateQueries({ queryKey: ['camp-sessions'] });
      invalidatePublicLists(apiPaths.campSessions(''));
    },
  });
}

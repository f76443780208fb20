import { apiPaths, type CampRegistrationRequest } from '@soccer/contracts';
import { useRegistrationMutation } from '../../../hooks/use-registration-mutation';
import type { HttpClient } from '../../../lib/http';

/**
 * POST /api/Registration/submitRegistration: 200 `{ id }`; 400 `{ errors }` keyed by the body's
 * camelCase field names; 409 (full, started), 404 (no such session): the server's `detail`.
 */
export function submitRegistration(http: HttpClient, body: CampRegistrationRequest) {
  return http.secureFetch<{ id: number }>(apiPaths.submitRegistration, { method: 'POST', body });
}

/**
 * Submits a registration. Any answer but a field error can change the seats left (a new hold, or a
 * session found full), so the camp sessions are read again, and My Registrations with them.
 */
export function useSubmitRegistration() {
  return useRegistrationMutation('camp', submitRegistration, (result) => result.ok || !result.errors);
}

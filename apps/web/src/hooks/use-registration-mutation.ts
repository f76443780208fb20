import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpClient, type HttpResult, useHttp } from '../lib/http';
import { invalidateRegistration, type RegistrationKind } from '../lib/query-keys';

/**
 * A call that makes or edits a registration of `kind`. When its answer `changed` something (by
 * default: a success), the registrations, My Registrations and the seat counts are read again.
 */
export function useRegistrationMutation<B, T>(
  kind: RegistrationKind,
  send: (http: HttpClient, body: B) => Promise<HttpResult<T>>,
  changed: (result: HttpResult<T>) => boolean = (result) => result.ok,
) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => send(http, body),
    onSuccess: (result) => (changed(result) ? invalidateRegistration(queryClient, kind) : undefined),
  });
}

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpResult, useHttp } from '../../../lib/http';
import type { SecureFetch } from './staff-http';

/**
 * A staff action: `send` makes the signed call; once it succeeds, `refresh` has what it changed
 * read again (the registration, the reports, the catalogue…). A failure is the caller's to show.
 */
export function useStaffAction<V, T>(
  send: (secureFetch: SecureFetch, variables: V) => Promise<HttpResult<T>>,
  refresh: (queryClient: QueryClient, data: T, variables: V) => Promise<unknown>,
) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(secureFetch, variables),
    onSuccess: async (result, variables) => {
      if (result.ok) await refresh(queryClient, result.data, variables);
    },
  });
}

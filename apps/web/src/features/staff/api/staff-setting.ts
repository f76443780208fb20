import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { signedQuery } from '../../../lib/signed-query';

/**
 * A setting staff read (GET) and change (PUT) at one path: its query, and the hook that saves a
 * new value, after which every reader of the setting reads it again.
 */
export function staffSetting<T>(key: QueryKey, path: string) {
  const query = signedQuery<[], T>({ key: () => key, path: () => path });
  function useSave() {
    const { secureFetch } = useHttp();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: T) => secureFetch<T>(path, { method: 'PUT', body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    });
  }
  return { query, useSave };
}

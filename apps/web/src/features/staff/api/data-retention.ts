import { apiPaths, type RetentionSetting } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET the retention period staff set (null: personal fields are kept). */
export const dataRetention = signedQuery<[], RetentionSetting>({
  key: () => queryKeys.dataRetention,
  path: () => apiPaths.dataRetention,
});

/** PUT a new retention period; the setting is read again. */
export function useSaveDataRetention() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSetting) =>
      secureFetch<RetentionSetting>(apiPaths.dataRetention, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataRetention }),
  });
}

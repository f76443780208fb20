import { apiPaths, type MailChoices } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Account/MailChoices: which non-essential kinds of mail the account gets. */
export const myMailChoices = signedQuery<[], MailChoices>({
  key: () => queryKeys.mailChoices,
  path: () => apiPaths.myMailChoices,
  readOnOpen: true,
});

/** PUT: saves every kind's choice; the answer is what is saved. */
export function useSaveMailChoices() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: MailChoices) =>
      http.secureFetch<MailChoices>(apiPaths.myMailChoices, { method: 'PUT', body: choices }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData<MailChoices>(queryKeys.mailChoices, result.data);
    },
  });
}

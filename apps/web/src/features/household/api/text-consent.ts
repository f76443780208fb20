import { apiPaths, type TextConsent, type TextConsentRequest } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET /api/Household/Texts: the account's mobile number for urgent texts, its consent and any STOP. */
export const textConsent = signedQuery<[], TextConsent>({
  key: () => queryKeys.householdTexts,
  path: () => apiPaths.householdTexts,
  readOnOpen: true,
});

/** PUT (opt in with a number) or DELETE (no texts); the number is read again after. */
export function useSaveTextConsent() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextConsentRequest | null) =>
      body
        ? http.secureFetch<TextConsent | undefined>(apiPaths.householdTexts, { method: 'PUT', body })
        : http.secureFetch<TextConsent | undefined>(apiPaths.householdTexts, { method: 'DELETE' }),
    onSuccess: (result) => {
      if (result.ok) return queryClient.invalidateQueries({ queryKey: queryKeys.householdTexts });
    },
  });
}

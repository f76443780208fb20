import { apiPaths, type SiblingDiscountInput } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** GET the sibling discount staff set (or the configured default). */
export const siblingDiscount = signedQuery<[], SiblingDiscountInput>({
  key: () => queryKeys.siblingDiscount,
  path: () => apiPaths.siblingDiscount,
});

/** PUT a new sibling discount; every reader of it (the register form too) reads it again. */
export function useSaveSiblingDiscount() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiblingDiscountInput) =>
      secureFetch<SiblingDiscountInput>(apiPaths.siblingDiscount, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.siblingDiscount }),
  });
}

import {
  apiPaths,
  type CreditAccount,
  type CreditBalanceRow,
  type CreditGrantRequest,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** Every account that has had credit, with its balance, what it was given and what it used (staff). */
export const creditBalances = signedQuery<[], CreditBalanceRow[]>({
  key: () => queryKeys.credit.balances,
  path: () => apiPaths.adminCredit,
  readOnOpen: true,
});

/** One family's credit history, found by its sign-in e-mail (staff); only once an e-mail is given. */
export const creditHistory = signedQuery<[email: string], CreditAccount>({
  key: (email) => queryKeys.credit.byEmail(email),
  path: (email) => `${apiPaths.adminCreditHistory}?email=${encodeURIComponent(email)}`,
  enabled: (email) => email !== '',
  fresh: true,
});

/** Gives a family credit (audited); the balances read again. */
export function useGrantCredit() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditGrantRequest) =>
      secureFetch<{ accountId: string; balance: number }>(apiPaths.adminCredit, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.credit.all }),
  });
}

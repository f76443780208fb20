import { apiPaths, type CancellationQuote } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { invalidateRegistration, queryKeys, type RegistrationKind } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

const keysOf = (kind: RegistrationKind) =>
  kind === 'camp' ? queryKeys.campRegistrations : queryKeys.tournamentRegistrations;

/** GET the quote: what cancelling now refunds under the policy copied when it was paid, once the dialog is open. */
const cancellationQuote = signedQuery<[kind: RegistrationKind, id: number, open: boolean], CancellationQuote>(
  {
    key: (kind, id) => [...keysOf(kind).byId(id), 'cancellation-quote'],
    path: (kind, id) =>
      kind === 'camp' ? apiPaths.campCancellationQuote(id) : apiPaths.teamWithdrawalQuote(id),
    enabled: (_kind, _id, open) => open,
    fresh: true,
  },
);

export const useCancellationQuote = cancellationQuote.use;

export interface OwnerCancelResult {
  id: number;
  registrationStatus: 'cancelled';
  refund: number;
  /** Dollars given back as account credit (decision 0096), when any. */
  credit?: number;
}

/**
 * POST the owner's cancellation with the refund they were shown; 409 when it changed meanwhile.
 * My Registrations, the seat counts and the public lists are read again.
 */
export function useCancelOwnRegistration(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      expectedRefund,
      takeCredit,
    }: {
      id: number;
      expectedRefund: number;
      takeCredit: boolean;
    }) =>
      secureFetch<OwnerCancelResult>(
        kind === 'camp' ? apiPaths.cancelMyCampRegistration(id) : apiPaths.withdrawMyTeam(id),
        { method: 'POST', body: { expectedRefund, ...(takeCredit ? { takeCredit } : {}) } },
      ),
    onSuccess: async (result, { id }) => {
      await invalidateRegistration(queryClient, kind, id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.credit.all });
      if (!result.ok) await queryClient.invalidateQueries({ queryKey: keysOf(kind).byId(id) });
    },
  });
}

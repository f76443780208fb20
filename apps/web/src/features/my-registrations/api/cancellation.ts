import { apiPaths, type CancellationQuote } from '@soccer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, useHttp } from '../../../lib/http';
import { invalidateRegistration, queryKeys, type RegistrationKind } from '../../../lib/query-keys';

const keysOf = (kind: RegistrationKind) =>
  kind === 'camp' ? queryKeys.campRegistrations : queryKeys.tournamentRegistrations;

/** GET the quote: what cancelling now refunds under the policy copied when it was paid. Always fresh. */
export function useCancellationQuote(kind: RegistrationKind, id: number, enabled: boolean) {
  const { secureFetch } = useHttp();
  return useQuery({
    queryKey: [...keysOf(kind).byId(id), 'cancellation-quote'],
    queryFn: ({ signal }) =>
      unwrap(
        secureFetch<CancellationQuote>(
          kind === 'camp' ? apiPaths.campCancellationQuote(id) : apiPaths.teamWithdrawalQuote(id),
          { signal },
        ),
      ),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export interface OwnerCancelResult {
  id: number;
  registrationStatus: 'cancelled';
  refund: number;
}

/**
 * POST the owner's cancellation with the refund they were shown; 409 when it changed meanwhile.
 * My Registrations, the seat counts and the public lists are read again.
 */
export function useCancelOwnRegistration(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expectedRefund }: { id: number; expectedRefund: number }) =>
      secureFetch<OwnerCancelResult>(
        kind === 'camp' ? apiPaths.cancelMyCampRegistration(id) : apiPaths.withdrawMyTeam(id),
        { method: 'POST', body: { expectedRefund } },
      ),
    onSuccess: async (result, { id }) => {
      await invalidateRegistration(queryClient, kind, id);
      if (!result.ok) await queryClient.invalidateQueries({ queryKey: keysOf(kind).byId(id) });
    },
  });
}

import { apiPaths } from '@soccer/contracts';
import { useMutation } from '@tanstack/react-query';
import { readCheckoutAddress } from '../../../lib/hosted-checkout';
import { useHttp } from '../../../lib/http';
import type { RegistrationKind } from '../../../lib/query-keys';

/**
 * POST the balance checkout of a registration paid by a deposit or a plan (decisions 0104, 0109):
 * the server asks for what is due now, or for one instalment (`instalment`, the pay-now of a
 * declined one), and answers the provider's page (the same page to concurrent clicks).
 */
export function usePayBalance(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  return useMutation({
    mutationFn: ({ id, instalment }: { id: number; instalment?: number }) =>
      secureFetch(kind === 'camp' ? apiPaths.campBalanceCheckout : apiPaths.tournamentBalanceCheckout, {
        method: 'POST',
        body: instalment === undefined ? { registrationId: id } : { registrationId: id, instalment },
        read: readCheckoutAddress,
      }),
  });
}

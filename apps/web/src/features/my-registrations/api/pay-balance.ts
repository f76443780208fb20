import { apiPaths } from '@soccer/contracts';
import { useMutation } from '@tanstack/react-query';
import { readCheckoutAddress } from '../../../lib/hosted-checkout';
import { useHttp } from '../../../lib/http';
import type { RegistrationKind } from '../../../lib/query-keys';

/**
 * POST the balance checkout of a registration paid by a deposit (decision 0104): the server asks
 * for what is due now and answers the provider's page (the same page to concurrent clicks).
 */
export function usePayBalance(kind: RegistrationKind) {
  const { secureFetch } = useHttp();
  return useMutation({
    mutationFn: (id: number) =>
      secureFetch(kind === 'camp' ? apiPaths.campBalanceCheckout : apiPaths.tournamentBalanceCheckout, {
        method: 'POST',
        body: { registrationId: id },
        read: readCheckoutAddress,
      }),
  });
}

import type { QueryClient } from '@tanstack/react-query';

export type RegistrationKind = 'camp' | 'tournament';

/**
 * Query keys of a person's registrations, general → specific. Several features read the same
 * registrations (My Registrations, the checkout pages, the payment result) and features do not
 * import each other, so the keys live here: a payment or an edit in one refreshes the others.
 */
function keysOf<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    /** Every account's "mine" list (a payment refreshes it without knowing the account). */
    allMine: [root, 'mine'] as const,
    mine: (accountId: string) => [root, 'mine', accountId] as const,
    byId: (id: number) => [root, 'byId', id] as const,
  };
}

export const campRegistrationKeys = keysOf('camp-registrations');
export const tournamentRegistrationKeys = keysOf('tournament-registrations');

/**
 * After a registration's payment changed: that registration and both My Registrations lists
 * (the page shows camps and tournaments together) are read again.
 */
export function invalidateAfterPayment(
  queryClient: QueryClient,
  kind: RegistrationKind,
  registrationId: number,
): Promise<unknown> {
  const keys = kind === 'camp' ? campRegistrationKeys : tournamentRegistrationKeys;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.byId(registrationId) }),
    queryClient.invalidateQueries({ queryKey: campRegistrationKeys.allMine }),
    queryClient.invalidateQueries({ queryKey: tournamentRegistrationKeys.allMine }),
  ]);
}

import {
  apiPaths,
  type Household,
  type HouseholdContacts,
  type HouseholdContactsInput,
  type HouseholdPlayer,
  type HouseholdPlayerInput,
  type PickupAdult,
  type PickupAdultInput,
  type PickupCode,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpResult } from '../lib/http';
import { useHttp } from '../lib/http';
import { queryKeys } from '../lib/query-keys';
import { signedQuery } from '../lib/signed-query';

/**
 * The household profile: the household page edits it, the camp registration form and session
 * picker read it, and the checkout offers to save a player registered by hand
 * (`SaveToHouseholdOffer`). Every change reads it again.
 */

/** GET /api/Household: contacts (null until saved once) and the saved players. */
export const household = signedQuery<[], Household>({
  key: () => queryKeys.household,
  path: () => apiPaths.household,
});

/** A change of the household; once it succeeds the profile is read again. */
export function useHouseholdMutation<V, T>(
  send: (http: ReturnType<typeof useHttp>, values: V) => Promise<HttpResult<T>>,
) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => send(http, values),
    onSuccess: (result) => {
      if (result.ok) return queryClient.invalidateQueries({ queryKey: queryKeys.household });
    },
  });
}

/** PUT /api/Household: the guardians and emergency contact; 400 field errors. */
export function useSaveHouseholdContacts() {
  return useHouseholdMutation((http, body: HouseholdContactsInput) =>
    http.secureFetch<HouseholdContacts>(apiPaths.household, { method: 'PUT', body }),
  );
}

/** POST a new player (no `id`) or PUT a saved one; 400 field errors, 409 a full household, 404 not this account's. */
export function useSaveHouseholdPlayer() {
  return useHouseholdMutation((http, { id, ...body }: HouseholdPlayerInput & { id?: number }) =>
    id
      ? http.secureFetch<HouseholdPlayer>(apiPaths.householdPlayer(id), { method: 'PUT', body })
      : http.secureFetch<HouseholdPlayer>(apiPaths.householdPlayers, { method: 'POST', body }),
  );
}

/** POST an adult who may pick a saved player up (decision 0094); 400 field errors, 409 too many. */
export function useAddPickupAdult() {
  return useHouseholdMutation((http, { playerId, ...body }: PickupAdultInput & { playerId: number }) =>
    http.secureFetch<PickupAdult>(apiPaths.householdPickups(playerId), { method: 'POST', body }),
  );
}

/** DELETE a pickup adult. */
export function useRemovePickupAdult() {
  return useHouseholdMutation((http, id: number) =>
    http.secureFetch<undefined>(apiPaths.householdPickup(id), { method: 'DELETE' }),
  );
}

/** GET /api/Household/PickupCodes: each camp day's pickup code of the family's paid registrations (My Registrations). */
export const pickupCodes = signedQuery<[], PickupCode[]>({
  key: () => queryKeys.pickupCodes,
  fresh: true,
  path: () => apiPaths.householdPickupCodes,
});

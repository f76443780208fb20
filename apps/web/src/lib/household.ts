import {
  apiPaths,
  type Household,
  type HouseholdContacts,
  type HouseholdContactsInput,
  type HouseholdPlayer,
  type HouseholdPlayerInput,
  campRegistrationLimits as limits,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from './auth/auth-client';
import type { HttpResult } from './http';
import { useHttp } from './http';
import { queryKeys } from './query-keys';
import { signedQuery } from './signed-query';

/**
 * The household profile: the household page edits it, the camp registration form and session
 * picker read it (and the form saves a player it registered). Every change reads it again.
 */

/** GET /api/Household: contacts (null until saved once) and the saved players. */
export const household = signedQuery<[], Household>({
  key: () => queryKeys.household,
  path: () => apiPaths.household,
});

function useHouseholdMutation<V, T>(
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

/** DELETE a saved player. */
export function useRemoveHouseholdPlayer() {
  return useHouseholdMutation((http, id: number) =>
    http.secureFetch<undefined>(apiPaths.householdPlayer(id), { method: 'DELETE' }),
  );
}

/**
 * What the registration form hands the next page when it registered a player typed by hand: the
 * player and the contacts, so that page can offer to save them (router state, never the address).
 */
export interface SaveToHouseholdState {
  saveToHousehold?: { player: HouseholdPlayerInput; contacts: HouseholdContactsInput };
}

/** 'Pat Parker' → Pat / Parker; a single word is a first name; an e-mail address is no name. */
export function splitName(name: string | undefined): { first: string; last: string } {
  const clean = (name ?? '').trim();
  if (!clean || clean.includes('@')) return { first: '', last: '' };
  const space = clean.lastIndexOf(' ');
  if (space < 0) return { first: clean.slice(0, limits.pog1FirstName), last: '' };
  return {
    first: clean.slice(0, space).slice(0, limits.pog1FirstName),
    last: clean.slice(space + 1).slice(0, limits.pog1LastName),
  };
}

/**
 * The first guardian as the signed-in account names them: its name split in two and its e-mail
 * (left empty when longer than the field takes). The camp form and the household start from it.
 */
export function guardianFromAccount(user: Pick<AuthUser, 'name' | 'email'> | null | undefined) {
  const { first, last } = splitName(user?.name);
  const email = user?.email && user.email.length <= limits.pog1Email ? user.email : '';
  return { pog1FirstName: first, pog1LastName: last, pog1Email: email };
}

/**
 * A new player's starting values: siblings usually share the family's last name and address, so
 * they come from the first saved player; the rest (name, birth date, health) starts empty.
 */
export function newPlayerValues(
  blank: HouseholdPlayerInput,
  players: readonly HouseholdPlayerInput[],
): HouseholdPlayerInput {
  const family = players[0];
  if (!family) return blank;
  return {
    ...blank,
    lastName: family.lastName,
    addressLine1: family.addressLine1,
    addressLine2: family.addressLine2,
    city: family.city,
    state: family.state,
    zipCode: family.zipCode,
  };
}

import { apiPaths } from '@soccer/contracts';
import { useHouseholdMutation } from '../../../hooks/use-household';

/** DELETE a saved player. */
export function useRemoveHouseholdPlayer() {
  return useHouseholdMutation((http, id: number) =>
    http.secureFetch<undefined>(apiPaths.householdPlayer(id), { method: 'DELETE' }),
  );
}

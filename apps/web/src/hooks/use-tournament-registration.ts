import { apiPaths, type TournamentRegistration } from '@soccer/contracts';
import { i18n } from '../lib/i18n/i18n';
import { queryKeys } from '../lib/query-keys';
import { signedQuery } from '../lib/signed-query';

/**
 * GET GetTournamenRegistrationById/{id}: one tournament registration of the signed-in account,
 * with its tournament and team members. Two areas open one (the checkout, the team edit), so the
 * call lives here. The server answers 404 for another account's registration too. Payment and
 * edits change it elsewhere: it is read again whenever a page opens it.
 */
export const tournamentRegistration = signedQuery<
  [id: number | null, enabled?: boolean],
  TournamentRegistration
>({
  key: (id) => queryKeys.tournamentRegistrations.byId(id ?? 0),
  path: (id) => apiPaths.tournamentRegistrationById(id ?? 0),
  missing: (id) => (id === null ? i18n._('registration.tournamentNotFound') : null),
  enabled: (_id, enabled = true) => enabled,
  readOnOpen: true,
});

export const useTournamentRegistration = (id: number | null, options: { enabled?: boolean } = {}) =>
  tournamentRegistration.use(id, options.enabled);

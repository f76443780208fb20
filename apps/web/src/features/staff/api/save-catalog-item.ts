import {
  apiPaths,
  type CampDetailsInput,
  type CampSessionInput,
  type CampSpecInput,
  type DocumentInput,
  type FacilityInput,
  type NewDocumentInput,
  type SessionDetailsInput,
  type TournamentDetailsInput,
  type TournamentInput,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { invalidateEverything } from '../../../lib/query-keys';
import type { SecureFetch } from './staff-http';

export type CatalogKind =
  | 'facility'
  | 'campSpec'
  | 'campSession'
  | 'tournament'
  | 'document'
  | 'campSpecDetails'
  | 'campSessionDetails'
  | 'tournamentDetails';

export interface CatalogBodies {
  facility: FacilityInput;
  campSpec: CampSpecInput;
  campSession: CampSessionInput;
  tournament: TournamentInput;
  /** A new waiver or consent names its camp or tournament; a new version only its kind and text. */
  document: NewDocumentInput | DocumentInput;
  /** What a camp, a session (where it differs) and a tournament are (decision 0065): always an update. */
  campSpecDetails: CampDetailsInput;
  campSessionDetails: SessionDetailsInput;
  tournamentDetails: TournamentDetailsInput;
}

/** Where an item is created (none: its details belong to an item that exists) and updated. */
const endpoints: Record<CatalogKind, { create?: string; update: (id: number) => string }> = {
  facility: { create: apiPaths.adminFacilities, update: apiPaths.adminFacility },
  campSpec: { create: apiPaths.adminCampSpecs, update: apiPaths.adminCampSpec },
  campSession: { create: apiPaths.adminCampSessions, update: apiPaths.adminCampSession },
  tournament: { create: apiPaths.adminTournaments, update: apiPaths.adminTournament },
  document: { create: apiPaths.adminDocuments, update: apiPaths.adminDocument },
  campSpecDetails: { update: apiPaths.adminCampSpecDetails },
  campSessionDetails: { update: apiPaths.adminCampSessionDetails },
  tournamentDetails: { update: apiPaths.adminTournamentDetails },
};

export interface SaveRequest<K extends CatalogKind> {
  /** Absent for a new item (POST); the item's id to update it (PUT). */
  id?: number;
  body: CatalogBodies[K];
}

/** Saves an item: its id, or the server's field errors (400 `{ errors }`) or refusal. */
export function saveCatalogItem<K extends CatalogKind>(
  secureFetch: SecureFetch,
  kind: K,
  { id, body }: SaveRequest<K>,
) {
  const endpoint = endpoints[kind];
  const path = id ? endpoint.update(id) : endpoint.create;
  if (!path) throw new Error(`A ${kind} is saved on its item.`);
  return secureFetch<{ id: number }>(path, {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

/**
 * Creates or updates a facility, camp, session, tournament or waiver (a new version). After a save every cached list is
 * refreshed: the catalogue, the staff summaries and the public pages that show the item.
 */
export function useSaveCatalogItem<K extends CatalogKind>(kind: K) {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest<K>) => saveCatalogItem(secureFetch, kind, request),
    onSuccess: async (result) => {
      if (result.ok) await invalidateEverything(queryClient);
    },
  });
}

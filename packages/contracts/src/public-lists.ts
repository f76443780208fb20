/**
 * The lists a visitor's pages read without signing in (/Camps, /Tournaments): their API paths
 * (part of `apiPaths`), the photos' path and the map link and the spec's texts for a failed load (part of `messages`). A module of its
 * own, so that those pages carry these and not the whole path table and every text.
 */

/** Encodes a path value; a `:name` placeholder passes through so the server builds its route patterns here too. */
export const pathValue = (v: string | number) => {
  const s = String(v);
  return /^:[A-Za-z]\w*$/.test(s) ? s : encodeURIComponent(s);
};

export const publicListPaths = {
  availableStates: '/api/Camps/GetAvailableStates',
  campSessions: (state: string) => `/api/Camps/GetCampSessions/${pathValue(state)}`,
  allTournaments: '/api/Tournament/GetAllTournaments',
  /** A stored photo of a camp or tournament by its content hash (decision 0065): public, cached for good. */
  image: (hash: string) => `/api/Images/${pathValue(hash)}`,
} as const;

/** A plain map search of an address: no key, no script (the map app or site the phone opens). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The state filter the camps page sends (spec §7). */
export const allStates = '_allStates';

export const publicListMessages = {
  fetchStatesFailed: (status: number | string) => `Fetch Available States failed with status: ${status}`,
  fetchStatesError: (error: unknown) => `Error while fetching Available States Data: ${String(error)}`,
  fetchCampSessionsFailed: (status: number | string) => `Fetch CampSessions failed with status: ${status}`,
  fetchCampSessionsError: (error: unknown) => `Error while fetching CampSessions Data: ${String(error)}`,
  fetchTournamentsFailed: (status: number | string) => `Fetch Tournaments failed with status: ${status}`,
  fetchTournamentsError: (error: unknown) => `Error while fetching Tournaments Data: ${String(error)}`,
} as const;

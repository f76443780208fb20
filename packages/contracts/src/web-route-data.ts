import { allStates, publicListPaths } from './public-lists.js';
import type { WebRouteName } from './web-routes.js';

/**
 * The public lists a page reads as soon as it opens. The server asks the browser to fetch them
 * together with the page (`<link rel="preload" as="fetch">`), so they do not wait for the scripts.
 * Its own module: the site's start-up code reads the routes, not this list, and so does not carry
 * the whole `apiPaths` table.
 */
export const webRoutePublicData: Partial<Record<WebRouteName, readonly string[]>> = {
  camps: [publicListPaths.campSessions(allStates), publicListPaths.availableStates],
  tournaments: [publicListPaths.allTournaments],
  // A tournament's page reads its age groups from the same cached list as /Tournaments.
  tournament: [publicListPaths.allTournaments],
  // A session's page reads its session from the open sessions: one cached answer for every visitor.
  campSession: [publicListPaths.campSessions(allStates)],
};

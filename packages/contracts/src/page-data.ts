import type { CoachRosterItem } from './coaching.js';

/**
 * What a page the server sends carries for the site's start-up code: its runtime configuration
 * (also at `runtimeConfigPath`) and the public lists it was rendered with. A module of its own,
 * so that the start-up code, which reads only these, does not carry the whole `apiPaths` table.
 */

/** The runtime configuration's path (`apiPaths.runtimeConfig`). */
export const runtimeConfigPath = '/config.json';

/**
 * Id of the `<script type="application/json">` element in which the server hands the page its
 * runtime configuration (the body of `/config.json`), so the site starts without a request.
 */
export const runtimeConfigElementId = 'runtime-config';

/**
 * Id of the `<script type="application/json">` data block holding the public lists (by API path)
 * a page rendered on the server was rendered with; the site starts its lists from it.
 */
export const publicListsElementId = 'public-lists';

/**
 * Id of the `<script type="application/json">` data block of a signed-in page the server drew
 * before the browser knows the account (decision 0122): the public facts it drew it with, which
 * the page shows again until its own answer comes.
 */
export const pagePreviewElementId = 'page-preview';

/** What the server knew of a signed-in page: only facts any visitor may read. */
export interface PagePreview {
  /** The coach's roster (`/coach/sessions/{id}`): the session's camp, dates, times and facility. */
  coachSession?: CoachRosterItem;
}

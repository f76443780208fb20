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

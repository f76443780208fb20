import type { CampSession, RenderedPageMeta, Tournament } from '@soccer/contracts';
import { isServerRender } from './server-render-flag';

let rendered: RenderedPageMeta = {};

/**
 * A page's status, title, description and Schema.org data for the server's head (contracts
 * `RenderedPageMeta`). Called while rendering; only the server render keeps it (the browser sets
 * the title and description with `usePageTitle`).
 */
export function useRenderedPageMeta(meta: RenderedPageMeta): void {
  if (isServerRender()) rendered = meta;
}

/** The server render's: what the page rendered since the last call declared, then forgotten. */
export function takeRenderedPageMeta(): RenderedPageMeta {
  const meta = rendered;
  rendered = {};
  return meta;
}

/**
 * What only the server render builds (Schema.org data): it registers the builders, so the
 * browser's bundle, where the page meta is not read, never carries them.
 */
interface ServerBuilders {
  campSessionEvent?: (session: CampSession, name: string, description: string) => Record<string, unknown>;
  /** A tournament's Event: `groups` are its age groups (one entry of the public list each). */
  tournamentEvent?: (groups: Tournament[], name: string, description: string) => Record<string, unknown>;
}
const builders: ServerBuilders = {};

export function registerServerBuilders(more: ServerBuilders): void {
  Object.assign(builders, more);
}

export function serverBuilder<K extends keyof ServerBuilders>(name: K): ServerBuilders[K] {
  return builders[name];
}

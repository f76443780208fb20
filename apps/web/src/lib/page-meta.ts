import type { RenderedPageMeta } from '@soccer/contracts';
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

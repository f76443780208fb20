import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, RenderedPageMeta, RuntimeConfig, WebRouteName } from '@soccer/contracts';
import { webRoutePublicData } from '@soccer/contracts';

/** What the web build's server render (`apps/web/src/app/server-render.tsx`) answers. */
export interface RenderedPage {
  /** The markup inside `#root`. */
  body: string;
  /** Tags for the head (the lead image's preload). */
  head: string;
  /** The page's status, title, description and Schema.org data (older builds send none). */
  meta?: RenderedPageMeta;
}

export type PageRender = (
  url: string,
  config: RuntimeConfig,
  lists: Readonly<Record<string, unknown>>,
  locale: Locale,
) => Promise<RenderedPage>;

/** The web build's server render, built beside the site (`dist-ssr/server-render.js`), or null. */
export async function loadPageRender(webDist: string): Promise<PageRender | null> {
  const file = join(webDist, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: PageRender };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

/** A page as the server sends it: the rendered markup, its head tags and the lists it shows. */
export interface ServerPage extends RenderedPage {
  /** The `#public-lists` data block's JSON (empty for pages without lists). */
  listsJson: string;
}

export interface RenderedPagesOptions {
  render: PageRender;
  runtimeConfig: RuntimeConfig;
  /** A public list's JSON as its API route answers it (from the public list cache). */
  readList: (path: string) => Promise<string>;
  /** How long a page with public lists is reused (the lists' own cache time). */
  listPageMs: number;
  now: () => number;
  /** Pages kept (each path and query is its own page; the flyer pages take any ids). */
  maxPages?: number;
}

/**
 * The public pages rendered on the server, each kept once rendered (per language): pages without data for as
 * long as the server runs (they depend on the code and the runtime configuration only), pages
 * with public lists for `listPageMs`, read through the same cache as the list API, so a page and
 * its lists are never older than the API's answer.
 */
export function renderedPages(options: RenderedPagesOptions) {
  const { render, runtimeConfig, readList, listPageMs, now, maxPages = 200 } = options;
  const pages = new Map<string, { at: number; expires: boolean; page: Promise<ServerPage> }>();

  async function build(route: WebRouteName, url: string, locale: Locale): Promise<ServerPage> {
    const paths = webRoutePublicData[route] ?? [];
    const bodies = await Promise.all(paths.map(readList));
    const lists = Object.fromEntries(paths.map((path, i) => [path, JSON.parse(bodies[i]!) as unknown]));
    const page = await render(url, runtimeConfig, lists, locale);
    const listsJson = paths.length
      ? `{${paths.map((path, i) => `${JSON.stringify(path)}:${bodies[i]}`).join(',')}}`
      : '';
    return { ...page, listsJson };
  }

  return function pageFor(route: WebRouteName, url: string, locale: Locale): Promise<ServerPage> {
    const at = now();
    const key = `${locale} ${url}`;
    const kept = pages.get(key);
    if (kept && !(kept.expires && at - kept.at >= listPageMs)) return kept.page;
    const page = build(route, url, locale);
    pages.delete(key);
    pages.set(key, { at, expires: (webRoutePublicData[route] ?? []).length > 0, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (pages.get(key)?.page === page) pages.delete(key);
    });
    if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    return page;
  };
}

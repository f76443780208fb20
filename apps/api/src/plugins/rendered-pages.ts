import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  Locale,
  PagePreview,
  RenderedPageMeta,
  RuntimeConfig,
  StaffWebRouteName,
  WebRouteName,
} from '@soccer/contracts';
import { previewedStaffWebRoutes, webRoutePublicData } from '@soccer/contracts';

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
  /**
   * Given for a signed-in page drawn before the browser knows the account (decision 0122): the
   * public facts it shows; the page renders its loading state, for no account.
   */
  preview?: PagePreview,
) => Promise<RenderedPage>;

/** The web build's server render, built beside the site (`dist-ssr/server-render.js`), or null. */
export async function loadPageRender(webDist: string): Promise<PageRender | null> {
  const file = join(webDist, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: PageRender };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

/** A public page, or a signed-in page the server previews (decision 0122). */
export type RenderedRoute = WebRouteName | StaffWebRouteName;

/** A signed-in page the server draws before the account is known (decision 0122). */
export const previewed = (route: RenderedRoute): route is StaffWebRouteName =>
  (previewedStaffWebRoutes as readonly string[]).includes(route);

/** A page as the server sends it: the rendered markup, its head tags and the lists it shows. */
export interface ServerPage extends RenderedPage {
  /** The `#public-lists` data block's JSON (empty for pages without lists). */
  listsJson: string;
  /** A signed-in page's `#page-preview` data block's JSON (decision 0122); empty for public pages. */
  previewJson: string;
}

export interface RenderedPagesOptions {
  render: PageRender;
  runtimeConfig: RuntimeConfig;
  /** A public list's JSON as its API route answers it (from the public list cache). */
  readList: (path: string) => Promise<string>;
  /** The public facts a previewed signed-in page (`previewedStaffWebRoutes`) at `url` shows. */
  readPreview?: (route: StaffWebRouteName, url: string) => Promise<PagePreview>;
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
  const { render, runtimeConfig, readList, readPreview, listPageMs, now, maxPages = 200 } = options;
  const pages = new Map<string, { at: number; expires: boolean; page: Promise<ServerPage> }>();

  async function build(route: RenderedRoute, url: string, locale: Locale): Promise<ServerPage> {
    if (previewed(route)) {
      if (!readPreview) throw new Error(`no preview for the signed-in page ${route}`);
      const preview = await readPreview(route, url);
      const page = await render(url, runtimeConfig, {}, locale, preview);
      return { ...page, listsJson: '', previewJson: JSON.stringify(preview) };
    }
    const paths = webRoutePublicData[route] ?? [];
    const bodies = await Promise.all(paths.map(readList));
    const lists = Object.fromEntries(paths.map((path, i) => [path, JSON.parse(bodies[i]!) as unknown]));
    const page = await render(url, runtimeConfig, lists, locale);
    const listsJson = paths.length
      ? `{${paths.map((path, i) => `${JSON.stringify(path)}:${bodies[i]}`).join(',')}}`
      : '';
    return { ...page, listsJson, previewJson: '' };
  }

  return function pageFor(route: RenderedRoute, url: string, locale: Locale): Promise<ServerPage> {
    const at = now();
    const key = `${locale} ${url}`;
    const kept = pages.get(key);
    if (kept && !(kept.expires && at - kept.at >= listPageMs)) return kept.page;
    const page = build(route, url, locale);
    pages.delete(key);
    // A page with data is as fresh as its data: public lists, or a previewed page's facts.
    const expires = previewed(route) || (webRoutePublicData[route as WebRouteName] ?? []).length > 0;
    pages.set(key, { at, expires, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (pages.get(key)?.page === page) pages.delete(key);
    });
    if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    return page;
  };
}

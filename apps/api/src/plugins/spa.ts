import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  defaultLocale,
  isWebRoute,
  type Locale,
  localeParam,
  locales,
  type PagePreview,
  pagePreviewElementId,
  publicListsElementId,
  type RenderedPageMeta,
  type RuntimeConfig,
  runtimeConfigElementId,
  type StaffWebRouteName,
  serverRenderedWebRoutes,
  staffWebRouteNameOf,
  type WebRouteName,
  webRouteNameOf,
  webRoutePublicData,
  webRoutes,
} from '@soccer/contracts';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../lib/request-locale.js';
import { escapeHtml } from '../mail/outbox.js';
import { type MailTextId, mailTexts } from '../mail/texts.js';
import { sendProblem } from './error-handler.js';
import {
  loadPageRender,
  previewed,
  type RenderedRoute,
  renderedPages,
  type ServerPage,
} from './rendered-pages.js';

/** A spec route or a staff and signed-in one (the coach's roster). */
type SiteRouteName = RenderedRoute;

/**
 * Per route name: the page's script chunks and stylesheets beyond the start-up code (see the web
 * build); for a signed-in page also its catalogues' chunks per language.
 */
type RouteAssets = Partial<
  Record<
    SiteRouteName,
    { js: string[]; css: string[]; images?: string[]; locales?: Partial<Record<Locale, string[]>> }
  >
>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can appear in it. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function readRouteAssets(webDist: string): RouteAssets {
  const file = join(webDist, 'route-assets.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteAssets;
  } catch {
    return {};
  }
}

/**
 * What the server adds to the page's `<head>`: the runtime configuration as a data block (the CSP
 * allows it, it never runs), then for the route's page its chunks (`modulepreload`), its
 * stylesheets, its lead image, and the public lists it reads (`preload` as fetch), so that nothing
 * waits for the start-up script to ask for it.
 */
export function headMarkup(
  runtimeConfig: RuntimeConfig | undefined,
  route: SiteRouteName | null,
  assets: RouteAssets,
  locale: Locale = defaultLocale,
): string {
  const lines: string[] = [];
  if (runtimeConfig)
    lines.push(
      `<script type="application/json" id="${runtimeConfigElementId}">${jsonForScript(runtimeConfig)}</script>`,
    );
  const page = route ? assets[route] : undefined;
  for (const href of page?.css ?? []) lines.push(`<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  for (const href of [...(page?.js ?? []), ...(page?.locales?.[locale] ?? [])])
    lines.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
  for (const href of page?.images ?? [])
    lines.push(`<link rel="preload" href="${escapeAttribute(href)}" as="image" fetchpriority="high">`);
  const apiBase = runtimeConfig?.apiBase ?? '';
  const publicData = route && route in webRoutePublicData ? webRoutePublicData[route as WebRouteName] : null;
  for (const path of publicData ?? [])
    lines.push(
      `<link rel="preload" href="${escapeAttribute(apiBase + path)}" as="fetch" crossorigin="anonymous">`,
    );
  return lines.join('');
}

function withHead(html: string, markup: string): string {
  if (!markup) return html;
  let at = html.indexOf('</head>');
  if (at < 0) at = html.indexOf('<script');
  if (at < 0) at = 0;
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

/**
 * The page's stylesheets written into it (`<style>`; the CSP's `style-src` allows inline styles):
 * first paint then waits for the page alone, not for stylesheet requests sharing the phone's
 * bandwidth with the scripts. Each `<link>` stays, `disabled` (never fetched), so the site's
 * script loader sees the stylesheet is there and does not ask for it again.
 */
export function withInlineStyles(html: string, cssOf: (href: string) => string | null): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (link, href: string) => {
      const css = cssOf(href);
      if (css === null) return link;
      return `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`;
    },
  );
}

/**
 * The page in `locale`: `<html lang>` and, in another language than the site's own English, the
 * words the server's page carries before the site's scripts run (its description for search
 * engines and link previews, the start-up text), from the server's catalogue (`mailTexts`).
 */
export function withLang(html: string, locale: Locale): string {
  const page = html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (locale === defaultLocale) return page;
  const x = mailTexts(locale);
  const content = (id: MailTextId) => (_: string, start: string) => `${start}${escapeAttribute(x.t(id))}"`;
  return page
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, content('page.description'))
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*"/, content('page.shareDescription'))
    .replace(
      /(<p role="status">)[^<]*(<\/p>)/,
      (_, start: string, end: string) => `${start}${escapeHtml(x.t('page.initializing'))}${end}`,
    );
}

/**
 * A rendered public page's alternates: the same route in each language (`?lang=`, the spec's
 * routes unchanged) and the route itself as the default, so search engines index both.
 */
export function hreflangMarkup(origin: string, url: string, locale?: Locale): string {
  const [path = '/', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete(localeParam);
  const href = (locale?: Locale) => {
    const p = new URLSearchParams(params);
    if (locale) p.set(localeParam, locale);
    const q = p.toString();
    return escapeAttribute(`${origin}${path}${q ? `?${q}` : ''}`);
  };
  return [
    // The page's own address in the language it is in.
    locale ? `<link rel="canonical" href="${href(locale)}">` : '',
    ...locales.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href()}">`,
  ].join('');
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A page about one thing (a camp session) in its head: its own title and description in the
 * title, description, Open Graph and Twitter card tags, its address (`og:url`), and its Schema.org
 * data (JSON-LD, whose `/…` urls become absolute), so that a shared link shows a card.
 */
export function withPageMeta(html: string, meta: RenderedPageMeta, origin: string, url: string): string {
  const { title, description, jsonLd } = meta;
  if (title === undefined) return html;
  const pageUrl = origin + url;
  const text = escapeAttribute(description ?? '');
  let out = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(
      /<meta\s+(name="description"|property="og:title"|property="og:description")\s+content="[^"]*"\s*\/?>/g,
      (_, key: string) =>
        key === 'property="og:title"'
          ? `<meta ${key} content="${escapeAttribute(title)}">`
          : description === undefined
            ? ''
            : `<meta ${key} content="${text}">`,
    );
  const tags = [
    `<meta property="og:url" content="${escapeAttribute(pageUrl)}">`,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeAttribute(title)}">`,
    description === undefined ? '' : `<meta name="twitter:description" content="${text}">`,
    jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(jsonLd, (key, value) =>
          key === 'url' && typeof value === 'string' && value.startsWith('/') ? origin + value : value,
        ).replace(/</g, '\\u003c')}</script>`
      : '',
  ];
  out = withHead(out, tags.join(''));
  return out;
}

/**
 * The route's page with the server's rendering in `#root`, its head tags and its lists' data
 * block. A public page is marked `data-rendered` (the site hydrates it); a signed-in page's
 * preview `data-preview` with its facts' data block (the site replaces it, decision 0122).
 */
export function withRenderedPage(html: string, page: ServerPage): string {
  const block = (id: string, json: string) =>
    json ? `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>` : '';
  const lists = block(publicListsElementId, page.listsJson);
  const preview = block(pagePreviewElementId, page.previewJson);
  const root = /<div id="root">[\s\S]*?<\/main><\/div>/;
  if (!root.test(html)) return html;
  const mark = page.previewJson ? 'data-preview' : 'data-rendered';
  return startAfterLoad(
    withHead(html, `${page.head}${lists}${preview}`)
      .replace(root, () => `<div id="root" ${mark}="">${page.body}</div>`)
      // The lists are in the page: no request for them.
      .replace(/<link rel="preload" href="[^"]*" as="fetch" crossorigin="anonymous">/g, ''),
  );
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page paints without its scripts: the start-up script and the page's chunks are asked for
 * after the load event (`start-after-load.js` of the web build), so that their download never
 * shares the connection with the first and largest paint (Lighthouse's largest paint on a slow
 * phone then counts the HTML and the lead image only).
 */
function startAfterLoad(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  return withoutPreloads.replace(
    entryScript,
    () =>
      `<script src="/start-after-load.js" data-start="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}" defer></script>`,
  );
}

export interface SpaOptions {
  /** Written into every page so the site starts without asking for `/config.json`. */
  runtimeConfig?: RuntimeConfig;
  /**
   * How long a rendered page with public lists is reused (the public list cache's time). The
   * public pages are rendered on the server when the web build has its server render and the
   * runtime configuration is given.
   */
  renderedPageMs?: number;
  /**
   * The public facts a signed-in page the server previews shows (`previewedStaffWebRoutes`,
   * decision 0122), by route and path; without it those pages render in the browser only.
   */
  pagePreview?: (route: StaffWebRouteName, path: string) => Promise<PagePreview>;
}

/**
 * Hashed assets never change; the coach pages' service worker is checked on every visit, so no
 * cache between (a CDN) may hand out an old one after a deploy (decision 0108); the rest briefly.
 */
export function staticCacheControl(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('/coach-sw.js')) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built site: hashed assets with long caching, `index.html` for every route of the
 * spec (history fallback) with the runtime configuration and the route's preloads in its head,
 * and a real 404 page for anything else.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, options: SpaOptions = {}) {
  const indexFile = join(webDist, 'index.html');
  const available = existsSync(indexFile);
  if (!available) app.log.warn({ webDist }, 'web build not found; the API runs without the site');

  if (available) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', staticCacheControl(path));
      },
    });
  }
  let template: string | undefined;
  let assets: RouteAssets | undefined;
  const pages = new Map<string, string>();
  /** The page for one route (or for no spec route) in one language, built once. */
  const indexHtml = (route: SiteRouteName | null, locale: Locale) => {
    const key = `${locale} ${route ?? ''}`;
    let html = pages.get(key);
    if (html === undefined) {
      template ??= readFileSync(indexFile, 'utf8');
      assets ??= readRouteAssets(webDist);
      html = withLang(withHead(template, headMarkup(options.runtimeConfig, route, assets, locale)), locale);
      pages.set(key, html);
    }
    return html;
  };

  const render = available && options.runtimeConfig ? await loadPageRender(webDist) : null;
  const pageFor =
    render && options.runtimeConfig
      ? renderedPages({
          render,
          runtimeConfig: options.runtimeConfig,
          readList: async (path) => {
            const answer = await app.inject({ method: 'GET', url: path });
            if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}`);
            return answer.body;
          },
          ...(options.pagePreview
            ? { readPreview: (route, url) => options.pagePreview!(route, url.split('?')[0] ?? url) }
            : {}),
          listPageMs: options.renderedPageMs ?? 2000,
          now: () => Date.now(),
        })
      : null;
  const styles = new Map<string, string | null>();
  const cssOf = (href: string) => {
    if (!styles.has(href)) {
      const file = join(webDist, href);
      styles.set(href, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return styles.get(href) ?? null;
  };
  /** Each rendered page as sent (per origin, for its alternates), compressed once per encoding when first asked for. */
  const sent = new WeakMap<
    ServerPage,
    Map<string, { html: string; status: number; br?: Buffer; gzip?: Buffer }>
  >();
  /** Whether the server renders the route's page: a public page, or a previewed signed-in one. */
  const rendersOnServer = (route: SiteRouteName) =>
    (serverRenderedWebRoutes as readonly string[]).includes(route) ||
    (Boolean(options.pagePreview) && previewed(route));
  /** The page rendered on the server, or null (not such a page, or the render failed). */
  const renderedPage = async (route: SiteRouteName | null, url: string, locale: Locale, origin: string) => {
    if (!pageFor || !route || !rendersOnServer(route)) return null;
    try {
      const page = await pageFor(route, url, locale);
      let byOrigin = sent.get(page);
      if (!byOrigin) {
        byOrigin = new Map();
        sent.set(page, byOrigin);
      }
      let out = byOrigin.get(origin);
      if (!out) {
        // A signed-in page is not for search engines: no alternates.
        let html = withHead(
          withRenderedPage(indexHtml(route, locale), page),
          origin && !page.previewJson ? hreflangMarkup(origin, url, locale) : '',
        );
        if (origin && page.meta) html = withPageMeta(html, page.meta, origin, url);
        out = { html: withInlineStyles(html, cssOf), status: page.meta?.status ?? 200 };
        byOrigin.set(origin, out);
      }
      return out;
    } catch (error) {
      app.log.warn({ err: error, url }, 'page not rendered on the server; sending the plain page');
      return null;
    }
  };
  if (pageFor) {
    // The pages without data are rendered once the server is ready, before the first visitor.
    app.addHook('onReady', async () => {
      for (const route of serverRenderedWebRoutes)
        if (!webRoutePublicData[route] && !webRoutes[route].includes(':'))
          for (const locale of locales) void renderedPage(route, webRoutes[route], locale, '');
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || !wantsHtml) {
      return sendProblem(reply, 404, 'Not Found', `No route for ${request.method} ${path}`);
    }
    if (!available)
      return sendProblem(reply, 404, 'Not Found', 'The site has not been built (npm run build).');
    const route = webRouteNameOf(path) ?? staffWebRouteNameOf(path);
    // The visitor's language: the URL's ?lang=, the remembered choice, Accept-Language.
    const locale = requestLocale(request);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', locale)
      .header('vary', 'cookie, accept-language');
    const rendered = await renderedPage(route, request.url, locale, `${request.protocol}://${request.host}`);
    if (rendered) {
      // A rendered page is several times the plain one: send it compressed when the browser can.
      reply.code(rendered.status).header('vary', 'accept-encoding, cookie, accept-language');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        rendered.br ??= brotliCompressSync(rendered.html, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
        });
        return reply.header('content-encoding', 'br').send(rendered.br);
      }
      if (/\bgzip\b/.test(accepts)) {
        rendered.gzip ??= gzipSync(rendered.html);
        return reply.header('content-encoding', 'gzip').send(rendered.gzip);
      }
      return reply.send(rendered.html);
    }
    // Unknown pages still get the site (which renders its Page not found view) but with a 404 status.
    // A signed-in page (the coach's roster) names its chunks too: it renders in the browser only.
    return reply.code(isWebRoute(path) ? 200 : 404).send(indexHtml(route, locale));
  });
}

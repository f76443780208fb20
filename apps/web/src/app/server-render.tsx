import {
  type Locale,
  locales,
  type PagePreview,
  type RenderedPageMeta,
  type RuntimeConfig,
} from '@soccer/contracts';
import { StrictMode } from 'react';
// The edge build: the Node one runs each render in an AsyncLocalStorage, which switches on promise
// hooks for the whole server process (every promise of every API request then pays for them).
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import { campSessionEvent } from '../features/camps/components/session-event-data';
import { tournamentEvent } from '../features/tournaments/components/tournament-event-data';
import type { AuthClient } from '../lib/auth/auth-client';
import { activate, addMessages, type CatalogModule } from '../lib/i18n/i18n';
import { registerServerBuilders, takeRenderedPageMeta } from '../lib/page-meta';
import { seedPagePreview } from '../lib/page-preview';
import { clearPublicLists, seedPublicLists } from '../lib/public-list';
import { markServerRender } from '../lib/server-render-flag';
import { AppProviders } from './provider';
import { AppRoutes } from './router';

/**
 * The server's half of the public pages (built with `vite build --ssr` into `dist-ssr/`, loaded
 * by the API server): the markup the site renders for a visitor who is not signed in, with the
 * public lists it is given, so the first and largest paint need no JavaScript. The browser
 * hydrates the same tree (`main.tsx`), so the providers and routes here are the site's own.
 */

markServerRender();

/** Every catalogue in both languages, in memory: each render activates the visitor's. */
registerServerBuilders({ campSessionEvent, tournamentEvent });

const catalogs = import.meta.glob<CatalogModule>(
  [
    '../components/locales/{en,es}.ts',
    '../components/*/locales/{en,es}.ts',
    '../features/*/locales/{en,es}.ts',
  ],
  { eager: true },
);
for (const [file, { messages }] of Object.entries(catalogs)) {
  const [, area = '', locale = ''] = /^\.\.\/(.+)\/locales\/(\w+)\.ts$/.exec(file) ?? [];
  if ((locales as readonly string[]).includes(locale)) addMessages(locale as Locale, area, messages);
}

const signedOutOnly = () => Promise.reject(new Error('Signing in happens in the browser'));

/** The sign-in client of a page rendered on the server: nobody is signed in, nothing can sign in. */
const signedOut: AuthClient = {
  passwordResetEnabled: false,
  getSession: () => Promise.resolve(null),
  signinRedirect: signedOutOnly,
  handleRedirectCallback: signedOutOnly,
  signinPopup: signedOutOnly,
  handlePopupCallback: signedOutOnly,
  signinSilent: signedOutOnly,
  signoutRedirect: signedOutOnly,
  removeSession: () => Promise.resolve(),
  subscribe: () => () => undefined,
};

let queue: Promise<unknown> = Promise.resolve();

export interface RenderedPage {
  /** The markup inside `#root`. */
  body: string;
  /** Tags React hoists out of the page for the document's head (the lead image's preload). */
  head: string;
  /** What the page declared for the head and the status (`useRenderedPageMeta`). */
  meta: RenderedPageMeta;
}

/**
 * The HTML of `url` (path and query) inside `#root` in `locale`, and what belongs in the head. `lists` are the public lists the page reads,
 * by API path, exactly as the page will find them in its data block. Renders run one at a time:
 * the public lists are a module-wide cache, seeded for one render and cleared after it. With a
 * `preview`, the page is a signed-in one drawn before the browser knows the account (decision
 * 0122): its loading state, showing the public facts given, as the page will find them in its
 * `#page-preview` data block.
 */
export function renderPage(
  url: string,
  config: RuntimeConfig,
  lists: Readonly<Record<string, unknown>> = {},
  locale: Locale = 'en',
  preview?: PagePreview,
): Promise<RenderedPage> {
  const run = queue.then(() => render(url, config, lists, locale, preview));
  queue = run.catch(() => undefined);
  return run;
}

async function render(
  url: string,
  config: RuntimeConfig,
  lists: Readonly<Record<string, unknown>>,
  locale: Locale,
  preview: PagePreview | undefined,
) {
  activate(locale);
  seedPublicLists(lists);
  seedPagePreview(preview);
  takeRenderedPageMeta();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProviders
          config={config}
          authClient={signedOut}
          initialSession={null}
          accountUnknown={preview !== undefined}
        >
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline, in place: React outlines large ones into hidden parts that only
        // an inline script (which the CSP refuses) would reveal.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await new Response(prelude).text();
    if (html.includes('<script')) throw new Error(`the render of ${url} needs an inline script`);
    // A part that failed would be rendered by the browser from scratch: send the plain page instead.
    if (errors.length > 0) throw errors[0];
    // React writes hoisted resources (`<link rel="preload">`) first; they belong in the head.
    const head = /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
    return { head, body: html.slice(head.length), meta: takeRenderedPageMeta() };
  } finally {
    clearPublicLists();
    seedPagePreview(undefined);
  }
}

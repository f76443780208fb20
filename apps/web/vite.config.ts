import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type ProxyOptions,
  type Rollup,
} from 'vite';
// Read from the contracts' sources (leaf modules): this file is loaded by Node before any build,
// when the package's built entry may not exist yet (a fresh checkout's first test run).
import { locales } from '../../packages/contracts/src/locales.ts';
import { staffWebRoutes } from '../../packages/contracts/src/staff-routes.ts';
import { coachWorker } from './offline/coach-worker-plugin.ts';
import { routeTable } from './src/app/route-table';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8090';

/** Everything the API server answers; the dev server forwards it so the browser sees one origin. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/config.json', '/healthz', '/readyz'].map((prefix) => [prefix, { target: apiOrigin }]),
);

/**
 * `@soccer/contracts` modules only declare constants and schemas. Marking them side-effect free
 * lets the bundler leave out the ones a chunk does not use (the home page needs no form schemas).
 */
function contractsWithoutSideEffects(): Plugin {
  const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
  return {
    name: 'soccer:contracts-side-effect-free',
    transform(code, id) {
      // `zod.ts` is the exception: its whole point is a side effect (zod's browser setting).
      if (!contractsSource.test(id) || /[\\/]zod\.ts$/.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

/**
 * What the site's router can never run: it is a declarative `<BrowserRouter>` (and `<StaticRouter>`
 * on the server) with `useRoutes`, never a data router, framework mode or server components.
 * Each rewrite names the code it replaces; the build fails when one no longer finds it (a React
 * Router update), so nothing is dropped by accident.
 * - `Link`'s `prefetch`: its page links need framework mode's `<HydratedRouter>` (outside it they
 *   throw), so a `Link` here only ever renders its `<a>`.
 * - `NavLink`'s view-transition state: read only under a data router (`routerState != null`).
 * - The route error boundary and React Router's default error screen: only a data router renders
 *   them (`dataRouterState`, which `useRoutes` never has); the site's own boundaries (crash
 *   screen, chunk errors) catch what a page throws.
 */
const declarativeRouterOnly: { name: string; find: RegExp; replace: string }[] = [
  {
    name: 'Link prefetch behaviour',
    find: /= usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
    replace: '= [false, null, {}];',
  },
  {
    name: 'Link prefetch page links',
    find: /return shouldPrefetch && !isAbsolute \? [^\n]*PrefetchPageLinks[^\n]* : link;/,
    replace: 'return link;',
  },
  {
    name: 'NavLink view transition',
    find: /useViewTransitionState\(path\) && viewTransition === true;/,
    replace: 'false;',
  },
  {
    name: 'route error boundary',
    find: /return dataRouterState && \(match\.route\.ErrorBoundary \|\| match\.route\.errorElement \|\| index === 0\) \? \/\* @__PURE__ \*\/ React\d*\.createElement\(\s*RenderErrorBoundary,[\s\S]*?\n {6}\) : getChildren\(\);/,
    replace: 'return getChildren();',
  },
  {
    name: 'default error screen',
    find: /errorElement = match\.route\.errorElement \|\| defaultErrorElement;/,
    replace: 'errorElement = match.route.errorElement;',
  },
  {
    name: 'route error boundary context',
    find: /\nRenderErrorBoundary\.contextType = RSCRouterContext;/,
    replace: '',
  },
];

/**
 * Lets the bundler leave out the parts of React Router the site does not use (Form,
 * ScrollRestoration, the data router's and server components' pieces…). Its components and
 * contexts are made by top-level calls (`React.forwardRef(…)`, `React.createContext(…)`) without a
 * pure annotation and named for React's developer tools by top-level assignments
 * (`Form.displayName = "Form"`); both count as uses, so everything they reach stayed in the
 * start-up chunk. The calls are marked pure (they are) and the names, which only the developer
 * tools show, are dropped; then the code only other kinds of router run (`declarativeRouterOnly`).
 */
function reactRouterTreeShaking(): Plugin {
  const reactRouter = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
  const applied = new Set<string>();
  return {
    name: 'soccer:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!reactRouter.test(id)) return null;
      let shaken = code
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
      for (const rewrite of declarativeRouterOnly) {
        if (!rewrite.find.test(shaken)) continue;
        shaken = shaken.replace(rewrite.find, rewrite.replace);
        applied.add(rewrite.name);
      }
      return { code: shaken, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missed = declarativeRouterOnly.filter((r) => !applied.has(r.name)).map((r) => r.name);
      if (missed.length) this.error(`React Router changed; not found: ${missed.join(', ')}`);
    },
  };
}

/**
 * Writes `route-assets.json`: for each spec route (contracts `webRoutes` name) the script chunks
 * and stylesheets its page needs beyond the start-up chunk. The server names them in the page's
 * HTML (`modulepreload`, `stylesheet`) so they download with the start-up code instead of after
 * it. Routes and their pages come from `src/app/route-table.ts`, the list the router is built from.
 */
function routeAssets(): Plugin {
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  return {
    name: 'soccer:route-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite has dropped the script stubs of style-only chunks.
    generateBundle: { order: 'post', handler: generate },
  };

  function generate(
    this: Rollup.PluginContext,
    _options: Rollup.NormalizedOutputOptions,
    bundle: Rollup.OutputBundle,
  ) {
    const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (start: Rollup.OutputChunk, into = new Set<string>()) => {
      if (into.has(start.fileName)) return into;
      into.add(start.fileName);
      for (const file of start.imports) {
        const next = byFile.get(file);
        if (!next) continue;
        if (next) closure(next, into);
      }
      return into;
    };
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) this.error('no entry chunk');
    const atStart = closure(entry);
    const facade = (module: string) =>
      chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === module);
    const queries = facade(resolve(root, 'src/app/page-queries'));
    // What a signed-in page loads before it can render, beyond its own chunks: its loader, the
    // form fields' texts, the shell's and its area's catalogues in the visitor's language, and on
    // the staff and coach pages (never opened without an account) the sign-in client. Named in
    // its HTML too, they load with the start-up code instead of one after another behind it.
    const [signedInPages, formTexts, signInClient] = [
      'src/app/signed-in-pages',
      'src/components/form/form-texts-catalog',
      'src/lib/auth/oidc-auth-client',
    ].map((module) => facade(resolve(root, module)));
    const catalogues = (area: string, locale: string) =>
      [
        `src/components/locales/${locale}`,
        `src/components/form/locales/${locale}`,
        `src/${area}/locales/${locale}`,
      ]
        .map((module) => facade(resolve(root, module))?.fileName)
        .filter((file): file is string => Boolean(file));

    /** Images a page asks for first (`<img src="/…" fetchPriority="high">` in its own module). */
    const leadImages = (module: string) => {
      let text = '';
      for (const ext of ['.tsx', '.ts', '.jsx']) {
        try {
          text = readFileSync(`${module}${ext}`, 'utf8');
          break;
        } catch {
          // Try the next extension.
        }
      }
      return [...text.matchAll(/<img\b[^>]*?>/gs)]
        .map(([tag]) => (/fetchPriority="high"/.test(tag) ? /\ssrc="(\/[^"]+)"/.exec(tag)?.[1] : undefined))
        .filter((src): src is string => Boolean(src));
    };

    const result: Record<
      string,
      { js: string[]; css: string[]; images: string[]; locales?: Record<string, string[]> }
    > = {};
    for (const page of routeTable) {
      if (page.route === 'notFound') continue;
      const module = resolve(root, 'src', page.module);
      const chunk = facade(module);
      if (!chunk) this.error(`no chunk for the page of route ${page.route} (${page.module})`);
      const files = closure(chunk);
      if (page.serverData && queries) closure(queries, files);
      // A public page's loader is in the start-up code; a signed-in page's is not.
      const isSignedIn = !entry.dynamicImports.includes(chunk.fileName);
      const needs = isSignedIn
        ? [signedInPages, formTexts, page.route in staffWebRoutes ? signInClient : undefined]
        : [];
      for (const c of needs) if (c) closure(c, files);
      const js = [...files].filter((file) => !atStart.has(file));
      const css = [
        ...new Set(js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
      ];
      result[page.route] = {
        js: js.map((f) => `/${f}`),
        css: css.map((f) => `/${f}`),
        images: leadImages(module),
        ...(isSignedIn
          ? {
              locales: Object.fromEntries(
                locales.map((locale) => [
                  locale,
                  catalogues(page.module.split('/').slice(0, 2).join('/'), locale).map((f) => `/${f}`),
                ]),
              ),
            }
          : {}),
      };
    }
    this.emitFile({
      type: 'asset',
      fileName: 'route-assets.json',
      source: `${JSON.stringify(result, null, 1)}\n`,
    });
  }
}

/**
 * Keeps only the CSS rules whose classes the site's code names: Bootstrap's Sass brings every
 * utility and variant of the parts we import, and most of them are never used (the start-up
 * stylesheet went from 18 to about 10 KiB gzip). The code is our sources and react-bootstrap's
 * modules (their literal class names); the safelist holds what is put together at run time:
 * react-bootstrap's `btn-${variant}`-style names, sizes and families, and state classes.
 */
const variants = 'primary|secondary|success|danger|warning|info|light|accent|link';
/** The react-bootstrap components the site uses (and the parts they render). */
const bootstrapComponents =
  '{Alert*,Badge,Button,CloseButton,Fade,Feedback,Form,FormCheck*,FormControl,FormGroup,FormLabel,FormSelect,FormText,Modal*,Nav,NavItem,NavLink,Spinner,Tab*}';
const unusedCss = purgeCss({
  content: [
    resolve(root, 'index.html'),
    resolve(root, 'src/**/*.{ts,tsx}'),
    resolve(root, `../../node_modules/react-bootstrap/esm/${bootstrapComponents}.js`),
  ],
  safelist: {
    standard: [
      /^(show|showing|hiding|fade|collapse|collapsing|collapsed|active|disabled)$/,
      new RegExp(`^(btn|alert|bg|text-bg)-(${variants})$`),
      /^btn-outline-(primary|secondary|danger|light)$/,
      /^(btn|form-control|form-select|spinner-border|modal)-(sm|lg|xl)$/,
      /^(modal|tab-|nav-tabs$|alert-dismissible$|alert-heading$)/,
      /^(is-(in)?valid|(in)?valid-feedback)$/,
    ],
    // The bot-check widget's own stylesheet (its markup is made by its script).
    greedy: [/altcha/],
  },
  // Forms show the server's and the schema's errors themselves; nothing sets `validated`.
  blocklist: ['was-validated'],
  variables: true,
  keyframes: true,
});

/**
 * What the public list pages (/Camps, /Tournaments) share beyond the start-up code: the list's
 * view and loading overlay, its paths and load-failure texts, the money and date forms, the
 * error toast, the browser-size hook, and the choice of a staff text's language. The bundler would make eight chunks of them (0.2–0.7 KiB
 * gzip each, each compressed on its own and paid its own request); as one chunk they cost
 * about 1 KiB less on each of these pages.
 */
const publicListModules =
  /[\\/](components[\\/]ui[\\/](public-list-view|loading-overlay)|lib[\\/]i18n[\\/](formats|content)|hooks[\\/](use-error-toast|use-browser-size|use-camp-sessions)|contracts[\\/]src[\\/](public-lists|format-basics|content-texts))\.tsx?$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    contractsWithoutSideEffects(),
    reactRouterTreeShaking(),
    routeAssets(),
    // The coach pages' offline worker (decision 0108); its pages from the route table.
    coachWorker(
      routeTable
        .filter((p) => ['coach', 'coachSession', 'coachAgeGroup'].includes(p.route))
        .map((p) => resolve(root, 'src', p.module)),
    ),
  ],
  resolve: {
    // `@soccer/contracts` exposes its TypeScript sources under the `source` condition.
    conditions: ['source', ...defaultClientConditions],
    // React 19 has `useSyncExternalStore`; the shim a library imports for older Reacts is dropped.
    alias: {
      'use-sync-external-store/shim': resolve(root, 'src/lib/use-sync-external-store-shim.ts'),
    },
  },
  // The server render (`vite build --ssr src/app/server-render.tsx`) is one self-contained module
  // for the API server: every dependency bundled, contracts read from source.
  ssr: isSsrBuild
    ? { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } }
    : undefined,
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  css: {
    postcss: { plugins: command === 'build' ? [unusedCss] : [] },
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; its deprecation notices are noise here.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Keep every asset a file: CSP allows no inline script or style element.
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself; the polyfill only cost start-up bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            // Everything the start-up code imports is one chunk: split into the nine small shared
            // chunks the bundler made (React, the contracts' texts and paths…), each paid its own
            // request and compressed on its own, about 2 KiB gzip more on every page.
            codeSplitting: {
              groups: [
                { name: 'start', tags: ['$initial'] },
                { name: 'public-lists', test: publicListModules },
              ],
            },
          },
        },
  },
}));

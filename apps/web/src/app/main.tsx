import '../styles/main.scss';
import { routePatternToRegExp, staffWebRoutes } from '@soccer/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { installGlobalErrorHandlers, reportError } from '../lib/error-reporting';
import { renderedPublicLists, seedPublicLists } from '../lib/public-list';
import { App } from './app';
import { type BootResult, boot, showShellTexts } from './boot';
import { BootFailed, Initializing } from './boot-screens';
import { preloadPage } from './router';

installGlobalErrorHandlers();

// The coach's roster asks for its answer now, while the rest of its code loads (decision 0118).
if (routePatternToRegExp(staffWebRoutes.coachSession).test(window.location.pathname.replace(/\/+$/, '')))
  void import('../features/coaching/api/early-roster').then(
    (early) => early.startRosterRead(),
    () => undefined,
  );

const found = document.getElementById('root');
if (!found) throw new Error('#root is missing from index.html');
const container: HTMLElement = found;

const rootOptions: RootOptions = {
  // The app's error boundaries report what they catch; React need not log it again.
  onCaughtError: () => undefined,
  onUncaughtError: (error, info) =>
    reportError(error, { area: 'react.uncaught', componentStack: info.componentStack }),
  onRecoverableError: (error, info) =>
    reportError(error, { area: 'react.recoverable', componentStack: info.componentStack }),
};

/**
 * The server rendered this page for a visitor who is not signed in (`data-rendered` on #root: the
 * public pages). Its markup stays on screen while the site starts, with no start-up screen over it.
 */
const rendered = container.hasAttribute('data-rendered');
/**
 * The server drew this signed-in page before it knew the account (`data-preview`, decision 0122):
 * the site replaces it once the page's code is in, so its first render shows the same page.
 */
const previewed = container.hasAttribute('data-preview');
let root: ReturnType<typeof createRoot> | undefined;
const clientRoot = () => {
  root ??= createRoot(container, rootOptions);
  return root;
};

const app = (result: BootResult) => (
  <StrictMode>
    <App {...result} />
  </StrictMode>
);

function start(): void {
  // The server's page already shows the start-up screen, in the visitor's language; a retry shows it again.
  if (!rendered && root)
    root.render(
      <StrictMode>
        <Initializing />
      </StrictMode>,
    );
  boot().then(
    (result) => {
      if (rendered && !root && !result.initialSession) {
        // React takes over the server's markup: the same lists, the same tree, nothing repainted.
        // As a transition, the hydration runs in slices that yield to the browser between them
        // (the page is on screen and usable already), instead of one long task on a slow phone.
        seedPublicLists(renderedPublicLists());
        startTransition(() => {
          hydrateRoot(container, app(result), rootOptions);
        });
        return;
      }
      // A transition: React renders the site in slices and yields to the browser between them,
      // so starting up does not block input (or the main thread) for long stretches. A signed-in
      // visitor's site replaces the server's page (which was rendered for visitors).
      const render = () => startTransition(() => clientRoot().render(app(result)));
      if (previewed && !root) void preloadPage(window.location.pathname).then(render);
      else render();
    },
    (error: unknown) => {
      reportError(error, { area: 'boot' });
      const failed = () =>
        clientRoot().render(
          <StrictMode>
            <BootFailed error={error} onRetry={start} />
          </StrictMode>,
        );
      showShellTexts().then(failed, failed);
    },
  );
}

start();

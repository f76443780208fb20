import '../styles/main.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers, reportError } from '../lib/error-reporting';
import { App } from './app';
import { boot } from './boot';
import { BootFailed, Initializing } from './boot-screens';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container, {
  // The app's error boundaries report what they catch; React need not log it again.
  onCaughtError: () => undefined,
  onUncaughtError: (error, info) =>
    reportError(error, { area: 'react.uncaught', componentStack: info.componentStack }),
  onRecoverableError: (error, info) =>
    reportError(error, { area: 'react.recoverable', componentStack: info.componentStack }),
});

function start(): void {
  root.render(
    <StrictMode>
      <Initializing />
    </StrictMode>,
  );
  boot().then(
    (result) =>
      // A transition: React renders the site in slices and yields to the browser between them,
      // so starting up does not block input (or the main thread) for long stretches.
      startTransition(() =>
        root.render(
          <StrictMode>
            <App {...result} />
          </StrictMode>,
        ),
      ),
    (error: unknown) => {
      reportError(error, { area: 'boot' });
      root.render(
        <StrictMode>
          <BootFailed error={error} onRetry={start} />
        </StrictMode>,
      );
    },
  );
}

start();

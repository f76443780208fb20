import { shellMessages } from '@soccer/contracts';

/** Shown until the configuration is loaded and the sign-in client is ready (spec §1). */
export function Initializing() {
  return (
    <main id="main" className="boot-screen" aria-busy="true">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <p role="status">{shellMessages.initializing}</p>
    </main>
  );
}

/** The site could not start (configuration unavailable or invalid). */
export function BootFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main id="main" className="boot-screen container text-center">
      <h1 className="h3">The site could not start</h1>
      <p className="text-body-secondary mb-0">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}

import { shellMessages } from '@soccer/contracts';

/** The top-level crash screen (spec §2). Plain markup: it must render even when the router is gone. */
export function CrashScreen({ fullPage = false }: { fullPage?: boolean }) {
  const content = (
    <div className="crash-screen container py-5 text-center">
      <h1 className="display-5 fw-bold text-danger">{shellMessages.crashTitle}</h1>
      <p className="lead">{shellMessages.crashBody}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a className="btn btn-outline-primary" href="/">
          Go to the home page
        </a>
      </div>
    </div>
  );
  return fullPage ? <main id="main">{content}</main> : content;
}

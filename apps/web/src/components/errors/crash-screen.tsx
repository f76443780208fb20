import { i18n } from '../../lib/i18n/i18n';

/**
 * The top-level crash screen (spec §2). Plain markup: it must render even when the router (and
 * the language's context) is gone, so it reads the active language's texts directly.
 */
export function CrashScreen({ fullPage = false }: { fullPage?: boolean }) {
  const content = (
    <div className="crash-screen container py-5 text-center">
      <h1 className="display-5 fw-bold text-danger">{i18n._('crash.title')}</h1>
      <p className="lead">{i18n._('crash.body')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {i18n._('crash.reload')}
        </button>
        <a className="btn btn-outline-primary" href="/">
          {i18n._('crash.home')}
        </a>
      </div>
    </div>
  );
  return fullPage ? <main id="main">{content}</main> : content;
}

import { i18n } from '../../lib/i18n/i18n';

/** Shown when a part of the site could not be downloaded after retrying (spec §8). */
export function ChunkLoadFailed() {
  return (
    <div className="container py-5">
      <div
        className="alert alert-warning d-flex flex-column flex-sm-row align-items-sm-center gap-3"
        role="alert"
      >
        <p className="mb-0 flex-grow-1">{i18n._('chunk.failed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {i18n._('chunk.reload')}
        </button>
      </div>
    </div>
  );
}

import { i18n } from '../../lib/i18n/i18n';

/**
 * A centred spinner for lazy pages and data loads; the label is read by screen readers. It shows
 * for a moment only, so it reads the active language without following a switch.
 */
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="page-loader d-flex justify-content-center align-items-center py-5" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? i18n._('loading')}</span>
    </div>
  );
}

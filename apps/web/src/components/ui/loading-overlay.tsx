import type { ReactNode } from 'react';
import './loading-overlay.scss';

/**
 * Covers its content with a spinner while `active` (spec §2: loading overlay while fetching);
 * the area is marked busy so screen readers wait for the new content.
 */
export function LoadingOverlay({
  active,
  label,
  children,
}: {
  active: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="loading-area" aria-busy={active}>
      {children}
      {active ? (
        <div className="loading-overlay" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </div>
      ) : null}
    </div>
  );
}

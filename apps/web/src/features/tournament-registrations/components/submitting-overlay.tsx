/** A full-screen layer with a spinner that blocks the page while a form is being submitted. */
export function SubmittingOverlay({ label }: { label: string }) {
  return (
    <div
      className="team-submitting-overlay"
      role="status"
      aria-live="polite"
      data-testid="submitting-overlay"
    >
      <div className="team-submitting-box">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}

import { formatInstant, type RegistrationStatus, registrationStatusBadgeText } from '@soccer/contracts';

/**
 * Bootstrap's text-bg helpers pick the text colour by contrast against the background
 * (`$min-contrast-ratio` 4.5), so every badge meets WCAG AA: dark on amber, white on red.
 */
const variants: Record<RegistrationStatus, string> = {
  unregistered: 'secondary',
  registered: 'warning',
  paymentinprocess: 'danger',
  paid: 'success',
  paymentrejected: 'danger',
  expired: 'secondary',
  cancelled: 'secondary',
};

/**
 * A registration's status as what the family must do: 'Not paid: pay by Nov 26, 2026, 10:40 AM
 * CST' (the hold's end in the reader's zone, named), 'payment failed' for paymentinprocess (the
 * spec's label). While a bank payment clears it says so, not in alarm red: the note beside it says why.
 */
export function StatusBadge({
  status,
  pending = false,
  holdExpiresAt = null,
}: {
  status: RegistrationStatus;
  pending?: boolean;
  holdExpiresAt?: string | null;
}) {
  const variant = pending ? 'info' : variants[status];
  const holdUntil = holdExpiresAt ? formatInstant(holdExpiresAt) : null;
  return (
    <span className={`badge text-bg-${variant} text-wrap text-start status-badge`} data-status={status}>
      {registrationStatusBadgeText(status, holdUntil, pending)}
    </span>
  );
}

import { useLingui } from '@lingui/react';
import { type RegistrationStatus, unpaidStatuses } from '@soccer/contracts';
import { i18n } from '../../lib/i18n/i18n';
import { localInstant } from '../../lib/i18n/instants';

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
  useLingui();
  const variant = pending ? 'info' : variants[status];
  const holdUntil = holdExpiresAt ? localInstant(holdExpiresAt) : null;
  return (
    <span className={`badge text-bg-${variant} text-wrap text-start status-badge`} data-status={status}>
      {statusBadgeText(status, holdUntil, pending)}
    </span>
  );
}

/**
 * The badge's words in the active language (contracts `registrationStatusBadgeText`, whose English
 * the catalogue repeats; the statuses' labels by key, `status.<status>`).
 */
export function statusBadgeText(
  status: RegistrationStatus,
  holdUntil: string | null,
  pending = false,
): string {
  if (pending && status !== 'paymentinprocess' && unpaidStatuses.includes(status))
    return i18n._('status.onItsWay');
  if (status === 'registered')
    return holdUntil ? i18n._('status.notPaidBy', { holdUntil }) : i18n._('status.notPaid');
  if (status === 'paymentrejected')
    return holdUntil ? i18n._('status.declinedBy', { holdUntil }) : i18n._('status.declined');
  return i18n._(`status.${status}`);
}

import { type RegistrationStatus, registrationStatusLabels } from '@soccer/contracts';
import Badge from 'react-bootstrap/Badge';

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
 * A registration's status as people read it ('payment failed' for paymentinprocess). While a bank
 * payment clears the label stays the spec's, but not in alarm red: the note beside it says why.
 */
export function StatusBadge({ status, pending = false }: { status: RegistrationStatus; pending?: boolean }) {
  const variant = pending ? 'info' : variants[status];
  return (
    <Badge
      bg={variant}
      text={variant === 'warning' || variant === 'info' ? 'dark' : undefined}
      className="status-badge"
      data-status={status}
    >
      {registrationStatusLabels[status]}
    </Badge>
  );
}

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

/** A registration's status as people read it ('payment failed' for paymentinprocess). */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <Badge
      bg={variants[status]}
      text={variants[status] === 'warning' ? 'dark' : undefined}
      className="status-badge"
      data-status={status}
    >
      {registrationStatusLabels[status]}
    </Badge>
  );
}

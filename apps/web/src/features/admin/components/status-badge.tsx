import { type RegistrationStatus, registrationStatusLabels } from '@soccer/contracts';

const variants: Record<RegistrationStatus, string> = {
  unregistered: 'text-bg-secondary',
  registered: 'text-bg-warning',
  paymentinprocess: 'text-bg-warning',
  paid: 'text-bg-success',
  paymentrejected: 'text-bg-warning',
  expired: 'text-bg-secondary',
  cancelled: 'text-bg-dark',
};

/** A registration status with its spec label ('payment failed' for paymentinprocess). */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <span className={`badge ${variants[status] ?? 'text-bg-secondary'}`}>
      {registrationStatusLabels[status] ?? status}
    </span>
  );
}

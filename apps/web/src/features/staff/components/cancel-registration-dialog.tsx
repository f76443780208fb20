import { zodResolver } from '@hookform/resolvers/zod';
import { cancelRegistrationSchema, formatMoney, type RegistrationStatus } from '@soccer/contracts';
import type { z } from 'zod';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useCancelRegistration } from '../api/cancel-registration';

type CancelForm = z.input<typeof cancelRegistrationSchema>;

const blankCancel: CancelForm = { reason: '', refund: 'none' };

export interface CancelTarget {
  id: number;
  /** Who or what is cancelled, e.g. the player's or team's name (shown as text). */
  name: string;
  status: RegistrationStatus;
}

/** What a cancelled paid registration gets back. */
const refundChoices = [
  { value: 'none', label: 'No refund' },
  { value: 'policy', label: 'What the cancellation policy gives' },
  { value: 'full', label: 'Everything not yet refunded' },
];

/** Statuses a registration can still be cancelled from. */
export function canCancel(status: RegistrationStatus): boolean {
  return status !== 'cancelled';
}

/**
 * Asks for the reason before cancelling a registration (the reason is kept in the audit log).
 * Field errors from the server show under the reason; anything else is toasted.
 */
export function CancelRegistrationDialog({
  kind,
  target,
  onClose,
}: TargetDialogProps<CancelTarget> & { kind: RegistrationKind }) {
  const { toast } = useToast();
  const cancel = useCancelRegistration(kind);
  const dialog = useDialogForm({ target, onClose }, zodResolver(cancelRegistrationSchema), blankCancel, {
    send: ({ reason, refund }: z.output<typeof cancelRegistrationSchema>) =>
      cancel.mutateAsync({ id: target?.id ?? 0, reason, refund }),
    onSaved: ({ refund }) => {
      toast(
        `Registration of ${target?.name} cancelled${refund > 0 ? `; refunding ${formatMoney(refund)}` : ''}.`,
        'success',
      );
      onClose();
    },
    onFailed: (message) => toast(`Could not cancel the registration: ${message}`, 'danger'),
  });
  return (
    <FormDialog
      {...dialog}
      title="Cancel registration"
      confirmLabel="Cancel registration"
      dismissLabel="Keep registration"
      intro={
        <p>
          Cancel the registration of <strong>{target?.name}</strong>? Its seat is released and the
          cancellation is recorded with your reason.
        </p>
      }
    >
      {target?.status === 'paid' ? (
        <SelectField<CancelForm> name="refund" label="Refund" options={refundChoices} />
      ) : null}
      <TextField<CancelForm> name="reason" label="Reason" as="textarea" rows={3} maxLength={500} required />
    </FormDialog>
  );
}

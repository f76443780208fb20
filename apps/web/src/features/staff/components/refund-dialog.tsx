import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { type RegistrationStatus, refundLimits, staffRefundSchema } from '@soccer/contracts';
import type { z } from 'zod';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { validationText } from '../../../lib/i18n/form-texts';
import { localMoney } from '../../../lib/i18n/formats';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useRefundRegistration } from '../api/refunds';
import { serverNoteText } from '../server-notes';
import { ReasonField } from './reason-field';

type RefundForm = z.input<typeof staffRefundSchema>;

const blankRefund: RefundForm = { amount: '', reason: '' };

export interface RefundTarget {
  id: number;
  /** The player's or team's name (shown as text). */
  name: string;
}

/** A registration that may have a payment to refund (the server checks what is left). */
export const canRefund = (status: RegistrationStatus) => status === 'paid' || status === 'cancelled';

/** Staff: refund part or all of a payment with a reason (kept with the refund and in the audit log). */
export function RefundDialog({
  kind,
  target,
  onClose,
}: TargetDialogProps<RefundTarget> & { kind: RegistrationKind }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const refund = useRefundRegistration(kind);
  const dialog = useDialogForm({ target, onClose }, zodResolver(staffRefundSchema), blankRefund, {
    send: (values: z.output<typeof staffRefundSchema>) =>
      refund.mutateAsync({ id: target?.id ?? 0, ...values }),
    onSaved: (r) => {
      toast(
        r.state === 'failed'
          ? _('staff.refund.refused', {
              amount: localMoney(r.amount),
              reason: r.failureReason ? serverNoteText(r.failureReason) : _('staff.refund.noReason'),
            })
          : _('staff.refund.refunding', { amount: localMoney(r.amount), name: target?.name }),
        r.state === 'failed' ? 'danger' : 'success',
      );
      onClose();
    },
    onFailed: (message) => toast(_('staff.refund.failed', { message: validationText(message) }), 'danger'),
  });
  return (
    <FormDialog
      {...dialog}
      title={_('staff.refund.title')}
      confirmLabel={_('staff.refund.confirm')}
      dismissLabel={_('staff.dialog.close')}
      intro={
        <p>
          <Trans id="staff.refund.intro" values={{ name: target?.name }} components={{ 0: <strong /> }} />
        </p>
      }
    >
      <TextField<RefundForm> name="amount" label="Amount ($)" type="number" min="0.01" required />
      <ReasonField<RefundForm> maxLength={refundLimits.reasonMax} />
    </FormDialog>
  );
}

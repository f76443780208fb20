import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { cancelRegistrationSchema, type RegistrationStatus } from '@soccer/contracts';
import type { z } from 'zod';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { useToast } from '../../../components/toast/toast-provider';
import { validationText } from '../../../lib/i18n/form-texts';
import { localMoney } from '../../../lib/i18n/formats';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useCancelRegistration } from '../api/cancel-registration';
import { ReasonField } from './reason-field';

type CancelForm = z.input<typeof cancelRegistrationSchema>;

const blankCancel: CancelForm = { reason: '', refund: 'none' };

export interface CancelTarget {
  id: number;
  /** Who or what is cancelled, e.g. the player's or team's name (shown as text). */
  name: string;
  status: RegistrationStatus;
}

/** What a cancelled paid registration gets back. */
const refundChoices = ['none', 'policy', 'full'] as const;

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
  const { _ } = useLingui();
  const { toast } = useToast();
  const cancel = useCancelRegistration(kind);
  const dialog = useDialogForm({ target, onClose }, zodResolver(cancelRegistrationSchema), blankCancel, {
    send: ({ reason, refund }: z.output<typeof cancelRegistrationSchema>) =>
      cancel.mutateAsync({ id: target?.id ?? 0, reason, refund }),
    onSaved: ({ refund }) => {
      toast(
        refund > 0
          ? _('staff.cancel.doneRefunding', { name: target?.name, amount: localMoney(refund) })
          : _('staff.cancel.done', { name: target?.name }),
        'success',
      );
      onClose();
    },
    onFailed: (message) => toast(_('staff.cancel.failed', { message: validationText(message) }), 'danger'),
  });
  return (
    <FormDialog
      {...dialog}
      title={_('staff.cancel.title')}
      confirmLabel={_('staff.cancel.confirm')}
      dismissLabel={_('staff.cancel.dismiss')}
      intro={
        <p>
          <Trans id="staff.cancel.intro" values={{ name: target?.name }} components={{ 0: <strong /> }} />
        </p>
      }
    >
      {target?.status === 'paid' ? (
        <SelectField<CancelForm>
          name="refund"
          label="Refund"
          options={refundChoices.map((value) => ({ value, label: _(`staff.cancel.refund.${value}`) }))}
        />
      ) : null}
      <ReasonField<CancelForm> maxLength={500} rows={3} />
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, type RegistrationStatus, refundLimits, staffRefundSchema } from '@soccer/contracts';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useRefundRegistration } from '../api/refunds';

type RefundForm = z.input<typeof staffRefundSchema>;

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
}: {
  kind: RegistrationKind;
  target: RefundTarget | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const refund = useRefundRegistration(kind);
  const form = useForm<RefundForm, unknown, z.output<typeof staffRefundSchema>>({
    resolver: zodResolver(staffRefundSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const { onSubmit, refused, unclaimed, reset } = useServerSubmit({
    form,
    send: (values: z.output<typeof staffRefundSchema>) =>
      refund.mutateAsync({ id: target?.id ?? 0, ...values }),
    onSaved: (r) => {
      toast(
        r.state === 'failed'
          ? `The refund of ${formatMoney(r.amount)} was refused: ${r.failureReason ?? 'no reason given'}.`
          : `Refunding ${formatMoney(r.amount)} to ${target?.name}.`,
        r.state === 'failed' ? 'danger' : 'success',
      );
      onClose();
    },
    onFailed: (message) => toast(`Could not refund: ${message}`, 'danger'),
  });
  const resetForm = form.reset;

  useEffect(() => {
    if (target) {
      resetForm({ amount: '', reason: '' });
      reset();
    }
  }, [target, resetForm, reset]);

  return (
    <ConfirmDialog
      show={target !== null}
      title="Refund"
      confirmLabel="Refund"
      dismissLabel="Close"
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>
        Refund part or all of the payment for <strong>{target?.name}</strong> to the card it was paid with.
        The registration keeps its status; to give up the seat, cancel it instead.
      </p>
      <FormProvider {...form}>
        <TextField<RefundForm> name="amount" label="Amount ($)" type="number" min="0.01" required />
        <TextField<RefundForm>
          name="reason"
          label="Reason"
          as="textarea"
          rows={2}
          maxLength={refundLimits.reasonMax}
          required
        />
      </FormProvider>
      <FormErrorAlert show={refused} extra={unclaimed} />
    </ConfirmDialog>
  );
}

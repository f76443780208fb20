import { zodResolver } from '@hookform/resolvers/zod';
import { cancelRegistrationSchema, type RegistrationStatus } from '@soccer/contracts';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useCancelRegistration } from '../api/cancel-registration';
import { ConfirmDialog } from './confirm-dialog';

type CancelForm = z.input<typeof cancelRegistrationSchema>;

export interface CancelTarget {
  id: number;
  /** Who or what is cancelled, e.g. the player's or team's name (shown as text). */
  name: string;
  status: RegistrationStatus;
}

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
}: {
  kind: RegistrationKind;
  target: CancelTarget | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const cancel = useCancelRegistration(kind);
  const form = useForm<CancelForm, unknown, z.output<typeof cancelRegistrationSchema>>({
    resolver: zodResolver(cancelRegistrationSchema),
    defaultValues: { reason: '' },
  });
  const { onSubmit, refused, unclaimed, reset } = useServerSubmit({
    form,
    send: ({ reason }: z.output<typeof cancelRegistrationSchema>) =>
      cancel.mutateAsync({ id: target?.id ?? 0, reason }),
    onSaved: () => {
      toast(`Registration of ${target?.name} cancelled.`, 'success');
      onClose();
    },
    onFailed: (message) => toast(`Could not cancel the registration: ${message}`, 'danger'),
  });
  const resetForm = form.reset;

  useEffect(() => {
    if (target) {
      resetForm({ reason: '' });
      reset();
    }
  }, [target, resetForm, reset]);

  return (
    <ConfirmDialog
      show={target !== null}
      title="Cancel registration"
      confirmLabel="Cancel registration"
      dismissLabel="Keep registration"
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>
        Cancel the registration of <strong>{target?.name}</strong>? Its seat is released and the cancellation
        is recorded with your reason.
      </p>
      {target?.status === 'paid' ? (
        <p className="alert alert-warning py-2">
          This registration is paid. Cancelling it does not refund the payment.
        </p>
      ) : null}
      <FormProvider {...form}>
        <TextField<CancelForm> name="reason" label="Reason" as="textarea" rows={3} maxLength={500} required />
      </FormProvider>
      <FormErrorAlert show={refused} extra={unclaimed} />
    </ConfirmDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { cancelRegistrationSchema, type RegistrationStatus } from '@soccer/contracts';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorMessage } from '../../../lib/error-reporting';
import type { RegistrationKind } from '../../../lib/registration-keys';
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
  const [rejected, setRejected] = useState<{ show: boolean; unclaimed: string[] }>({
    show: false,
    unclaimed: [],
  });
  const form = useForm<CancelForm, unknown, z.output<typeof cancelRegistrationSchema>>({
    resolver: zodResolver(cancelRegistrationSchema),
    defaultValues: { reason: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (target) {
      reset({ reason: '' });
      setRejected({ show: false, unclaimed: [] });
    }
  }, [target, reset]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!target) return;
    setRejected({ show: false, unclaimed: [] });
    try {
      const result = await cancel.mutateAsync({ id: target.id, reason });
      if (!result.ok && result.errors) {
        setRejected({ show: true, unclaimed: applyServerErrors(result.errors, form.setError, ['reason']) });
        return;
      }
      if (!result.ok) {
        toast(`Could not cancel the registration: ${result.message}`, 'danger');
        return;
      }
      toast(`Registration of ${target.name} cancelled.`, 'success');
      onClose();
    } catch (error) {
      toast(`Could not cancel the registration: ${errorMessage(error)}`, 'danger');
    }
  });

  return (
    <ConfirmDialog
      show={target !== null}
      title="Cancel registration"
      confirmLabel="Cancel registration"
      dismissLabel="Keep registration"
      busy={form.formState.isSubmitting}
      onSubmit={submit}
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
      <FormErrorAlert show={rejected.show} extra={rejected.unclaimed} />
    </ConfirmDialog>
  );
}

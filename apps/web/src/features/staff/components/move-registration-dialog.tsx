import { formatMoney, type StaffSwitchRequest, switchLimits } from '@soccer/contracts';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { dateRange } from '../../../lib/format';
import { useStaffSwitchOptions, useStaffSwitchSession } from '../api/switch-session';

export interface MoveTarget {
  id: number;
  /** The player's name (shown as text). */
  name: string;
}

/** The form as typed: the session is a select's value. */
interface MoveForm {
  campSessionId: string;
  refundDifference: boolean;
  reason: string;
}

/**
 * Staff: move a paid camp registration to another session with a free seat, at any time. A
 * dearer session's difference is waived; a cheaper one's is refunded when staff tick the box.
 */
export function MoveRegistrationDialog({
  target,
  onClose,
}: {
  target: MoveTarget | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const options = useStaffSwitchOptions(target?.id);
  const move = useStaffSwitchSession();
  const form = useForm<MoveForm>({
    defaultValues: { campSessionId: '', refundDifference: false, reason: '' },
  });
  const { onSubmit, refused, unclaimed, reset } = useServerSubmit({
    form,
    send: (values: MoveForm) => {
      const body: StaffSwitchRequest = {
        campSessionId: Number(values.campSessionId),
        refundDifference: values.refundDifference,
        reason: values.reason,
      };
      return move.mutateAsync({ id: target?.id ?? 0, ...body });
    },
    onSaved: (result) => {
      toast(
        result.refund > 0
          ? `Moved ${target?.name} to ${result.switch.to}; refunding ${formatMoney(result.refund)}.`
          : `Moved ${target?.name} to ${result.switch.to}.`,
        'success',
      );
      onClose();
    },
    onFailed: (message) => toast(`Could not move: ${message}`, 'danger'),
  });
  const resetForm = form.reset;
  useEffect(() => {
    if (target) {
      resetForm({ campSessionId: '', refundDifference: false, reason: '' });
      reset();
    }
  }, [target, resetForm, reset]);

  const data = options.data;
  const chosen = data?.options.find((o) => String(o.campSessionId) === form.watch('campSessionId'));
  return (
    <ConfirmDialog
      show={target !== null}
      title="Move to another session"
      confirmLabel="Move"
      dismissLabel="Close"
      confirmVariant="primary"
      busy={form.formState.isSubmitting}
      confirmDisabled={!data?.switchable}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>
        Move <strong>{target?.name}</strong> to another session with a free seat. The family is e-mailed; the
        old seat is freed when the new one is taken.
      </p>
      {data && !data.switchable ? <p className="text-danger">{data.reason}</p> : null}
      {options.isError ? (
        <p className="text-danger">Could not load the sessions: {options.error.message}</p>
      ) : null}
      <FormProvider {...form}>
        <SelectField<MoveForm>
          name="campSessionId"
          label="Session"
          placeholder={data ? 'Choose a session' : 'Loading sessions…'}
          required
          options={(data?.options ?? []).map((o) => ({
            value: o.campSessionId,
            label: `${o.campName} · ${dateRange(o.startDate, o.endDate)} · ${o.city}, ${o.state} · ${formatMoney(o.price)} (${o.seatsLeft} left)`,
          }))}
        />
        {chosen && chosen.difference > 0 ? (
          <p className="small" data-testid="move-difference">
            {formatMoney(chosen.difference)} dearer: the difference is waived.
          </p>
        ) : null}
        {chosen && chosen.difference < 0 ? (
          <Form.Check
            id="move-refund-difference"
            className="mb-3"
            label={`Refund the ${formatMoney(-chosen.difference)} difference`}
            {...form.register('refundDifference')}
          />
        ) : null}
        <TextField<MoveForm>
          name="reason"
          label="Reason"
          as="textarea"
          rows={2}
          maxLength={switchLimits.reasonMax}
          required
        />
      </FormProvider>
      <FormErrorAlert show={refused} extra={unclaimed} />
    </ConfirmDialog>
  );
}

import {
  eligibilityMessages,
  formatMoney,
  type SettleChoice,
  type StaffSwitchRequest,
  type SwitchOption,
  switchLimits,
} from '@soccer/contracts';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormProvider, useForm } from 'react-hook-form';
import { EligibilityExceptionField } from '../../../components/form/eligibility-exception-field';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { RadioField } from '../../../components/form/radio-field';
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

/** The form as typed: the session is a select's value, the settlement a radio's ('' until chosen). */
interface MoveForm {
  campSessionId: string;
  settleDifference: SettleChoice | '';
  reason: string;
  eligibilityOverrideReason: string;
}

const emptyForm: MoveForm = {
  campSessionId: '',
  settleDifference: '',
  reason: '',
  eligibilityOverrideReason: '',
};

/** The two ways staff can settle the chosen session's difference, in words with its amounts. */
function settleOptions(o: SwitchOption) {
  const difference = formatMoney(Math.abs(o.difference));
  if (o.difference > 0)
    return [
      {
        value: 'charge',
        label: `The family pays the ${difference} difference (they are e-mailed a payment link)`,
      },
      { value: 'waive', label: `Waive the ${difference} difference` },
    ];
  return [
    {
      value: 'refund',
      label:
        o.refund === -o.difference
          ? `Refund the ${difference} difference`
          : o.refund > 0
            ? `Refund ${formatMoney(o.refund)}: what is left of what the family paid`
            : 'Refund: nothing is left of what the family paid',
    },
    { value: 'keep', label: `Keep the ${difference} difference (no refund)` },
  ];
}

/**
 * Staff: move a paid camp registration to another session with a free seat, at any time. A
 * session the player's age does not fit is marked, and needs a reason for the exception; a price
 * difference is settled explicitly (charged or waived, refunded or kept), never by default.
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
  const form = useForm<MoveForm>({ defaultValues: emptyForm });
  const data = options.data;
  const chosen = data?.options.find((o) => String(o.campSessionId) === form.watch('campSessionId'));
  const { onSubmit, refused, unclaimed, reset } = useServerSubmit({
    form,
    send: (values: MoveForm) => {
      const body: StaffSwitchRequest = {
        campSessionId: Number(values.campSessionId),
        reason: values.reason,
        eligibilityOverrideReason: chosen?.eligibilityProblem ? values.eligibilityOverrideReason : '',
        // Only a choice the chosen session offers (one picked for another session is not sent).
        ...(chosen?.difference && settleOptions(chosen).some((o) => o.value === values.settleDifference)
          ? { settleDifference: values.settleDifference as SettleChoice }
          : {}),
      };
      return move.mutateAsync({ id: target?.id ?? 0, ...body });
    },
    onSaved: (result) => {
      toast(
        result.checkoutUrl
          ? `The family of ${target?.name} has been e-mailed a link to pay the ${formatMoney(result.switch.difference)} difference; the move to ${result.switch.to} happens once it is paid.`
          : result.refund > 0
            ? `Moved ${target?.name} to ${result.switch.to}; a refund of ${formatMoney(result.refund)} is requested.`
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
      resetForm(emptyForm);
      reset();
    }
  }, [target, resetForm, reset]);

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
            label: `${o.campName} · ${dateRange(o.startDate, o.endDate)} · ${o.city}, ${o.state} · ${formatMoney(o.price)} (${o.seatsLeft} left)${o.eligibilityProblem ? ` · ${eligibilityMessages.notForThisPlayer}` : ''}`,
          }))}
        />
        {/* The warning, until the server's refusal says the same beside the session. */}
        {chosen?.eligibilityProblem &&
        form.formState.errors.campSessionId?.message !== chosen.eligibilityProblem ? (
          <Alert variant="warning" className="py-2" data-testid="move-eligibility">
            {chosen.eligibilityProblem}
          </Alert>
        ) : null}
        <EligibilityExceptionField<MoveForm>
          name="eligibilityOverrideReason"
          show={Boolean(chosen?.eligibilityProblem)}
          help="Moves the player anyway; the reason is kept in the audit log."
        />
        {chosen && chosen.difference !== 0 ? (
          <RadioField<MoveForm>
            key={chosen.campSessionId}
            name="settleDifference"
            label={
              chosen.difference > 0
                ? `${formatMoney(chosen.difference)} dearer`
                : `${formatMoney(-chosen.difference)} cheaper`
            }
            required
            options={settleOptions(chosen)}
          />
        ) : null}
        <TextField<MoveForm>
          name="reason"
          label="Reason"
          as="textarea"
          rows={2}
          maxLength={switchLimits.reasonMax}
          required
          help="Kept in the audit log with what was done about the difference."
        />
      </FormProvider>
      <FormErrorAlert show={refused} extra={unclaimed} />
    </ConfirmDialog>
  );
}

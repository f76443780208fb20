import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import {
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
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { validationText } from '../../../lib/i18n/form-texts';
import { localDateRange as dateRange, localMoney as formatMoney } from '../../../lib/i18n/formats';
import { localItemName } from '../../../lib/i18n/item-names';
import { useStaffSwitchOptions, useStaffSwitchSession } from '../api/switch-session';
import { ReasonField } from './reason-field';

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
function settleOptions(_: I18n['_'], o: SwitchOption) {
  const amount = formatMoney(Math.abs(o.difference));
  if (o.difference > 0)
    return [
      { value: 'charge', label: _('staff.move.settle.charge', { amount }) },
      { value: 'waive', label: _('staff.move.settle.waive', { amount }) },
    ];
  return [
    {
      value: 'refund',
      label:
        o.refund === -o.difference
          ? _('staff.move.settle.refund', { amount })
          : o.refund > 0
            ? _('staff.move.settle.refundLeft', { amount: formatMoney(o.refund) })
            : _('staff.move.settle.refundNothing'),
    },
    { value: 'keep', label: _('staff.move.settle.keep', { amount }) },
  ];
}

/** A session to move to: name, dates, place, price and seats left; marked when the player's age does not fit. */
function optionLabel(_: I18n['_'], o: SwitchOption): string {
  const option = _('staff.move.option', {
    camp: inReadersLanguage(o).campName,
    dates: dateRange(o.startDate, o.endDate),
    place: `${o.city}, ${o.state}`,
    price: formatMoney(o.price),
    seats: o.seatsLeft,
  });
  return o.eligibilityProblem ? `${option} · ${_('staff.move.notForThisPlayer')}` : option;
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
  const { _ } = useLingui();
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
        ...(chosen?.difference && settleOptions(_, chosen).some((o) => o.value === values.settleDifference)
          ? { settleDifference: values.settleDifference as SettleChoice }
          : {}),
      };
      return move.mutateAsync({ id: target?.id ?? 0, ...body });
    },
    onSaved: (result) => {
      toast(
        result.checkoutUrl
          ? _('staff.move.paymentLinkSent', {
              name: target?.name,
              amount: formatMoney(result.switch.difference),
              to: localItemName(result.switch.toItem),
            })
          : result.refund > 0
            ? _('staff.move.movedRefund', {
                name: target?.name,
                to: localItemName(result.switch.toItem),
                amount: formatMoney(result.refund),
              })
            : _('staff.move.moved', { name: target?.name, to: localItemName(result.switch.toItem) }),
        'success',
      );
      onClose();
    },
    onFailed: (message) => toast(_('staff.move.failed', { message: validationText(message) }), 'danger'),
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
      title={_('staff.move.title')}
      confirmLabel={_('staff.move.confirm')}
      dismissLabel={_('staff.dialog.close')}
      confirmVariant="primary"
      busy={form.formState.isSubmitting}
      confirmDisabled={!data?.switchable}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>
        <Trans id="staff.move.intro" values={{ name: target?.name }} components={{ 0: <strong /> }} />
      </p>
      {data && !data.switchable ? <p className="text-danger">{validationText(data.reason ?? '')}</p> : null}
      {options.isError ? (
        <p className="text-danger">{_('staff.move.loadFailed', { message: options.error.message })}</p>
      ) : null}
      <FormProvider {...form}>
        <SelectField<MoveForm>
          name="campSessionId"
          label="Session"
          placeholder={_(data ? 'staff.move.choose' : 'staff.move.loadingSessions')}
          required
          options={(data?.options ?? []).map((o) => ({
            value: o.campSessionId,
            label: optionLabel(_, o),
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
          help={_('staff.move.exceptionHelp')}
        />
        {chosen && chosen.difference !== 0 ? (
          <RadioField<MoveForm>
            key={chosen.campSessionId}
            name="settleDifference"
            label={
              chosen.difference > 0
                ? _('staff.move.dearer', { amount: formatMoney(chosen.difference) })
                : _('staff.move.cheaper', { amount: formatMoney(-chosen.difference) })
            }
            required
            options={settleOptions(_, chosen)}
          />
        ) : null}
        <ReasonField<MoveForm> maxLength={switchLimits.reasonMax} help={_('staff.move.reasonHelp')} />
      </FormProvider>
      <FormErrorAlert show={refused} extra={unclaimed} />
    </ConfirmDialog>
  );
}

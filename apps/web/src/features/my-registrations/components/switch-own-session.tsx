import { Trans, useLingui } from '@lingui/react';
import type { CampRegistration, SessionSwitch, SwitchOption, SwitchResult } from '@soccer/contracts';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { validationText } from '../../../lib/i18n/form-texts';
import { localAgeRange, localDate, localDateRange, localMoney } from '../../../lib/i18n/formats';
import { i18n } from '../../../lib/i18n/i18n';
import { localItemName } from '../../../lib/i18n/item-names';
import { useKeepSession, useSwitchOptions, useSwitchSession } from '../api/session-switch';

/** What moving to `o` does to the money, in a few words: what is paid or really given back. */
const differenceText = (o: SwitchOption) =>
  o.difference > 0
    ? i18n._('switch.more', { amount: localMoney(o.difference) })
    : o.refund > 0
      ? i18n._('switch.back', { amount: localMoney(o.refund) })
      : o.difference < 0
        ? i18n._('switch.less', { amount: localMoney(-o.difference) })
        : i18n._('switch.samePrice');

/** What confirming does, for the chosen session. */
function Outcome({ option }: { option: SwitchOption }) {
  const { _ } = useLingui();
  const strong = { 0: <strong /> };
  if (option.difference > 0)
    return (
      <p className="mb-0" data-testid="switch-outcome">
        <Trans
          id="switch.outcome.pay"
          values={{ amount: localMoney(option.difference) }}
          components={strong}
        />
      </p>
    );
  if (option.difference < 0) {
    // Earlier refunds already gave some of the payment back: only what is left can be refunded.
    const partly = option.refund < -option.difference;
    return (
      <p className="mb-0" data-testid="switch-outcome">
        {_('switch.outcome.less', { amount: localMoney(-option.difference) })}{' '}
        {option.refund > 0 ? (
          <Trans
            id={partly ? 'switch.outcome.refundPartly' : 'switch.outcome.refund'}
            values={{ amount: localMoney(option.refund) }}
            components={strong}
          />
        ) : (
          _('switch.outcome.nothingLeft')
        )}
      </p>
    );
  }
  return (
    <p className="mb-0" data-testid="switch-outcome">
      {_('switch.outcome.same')}
    </p>
  );
}

/** After the server answered: to the checkout for a difference, or a toast that it moved. */
function useAfterMove(onDone: () => void) {
  const { toast } = useToast();
  return (result: SwitchResult) => {
    if (result.checkoutUrl) {
      hostedCheckout.assign(result.checkoutUrl);
      return;
    }
    toast(
      result.refund > 0
        ? i18n._('switch.movedRefund', {
            to: localItemName(result.switch.toItem),
            amount: localMoney(result.refund),
          })
        : i18n._('switch.moved', { to: localItemName(result.switch.toItem) }),
      'success',
    );
    onDone();
  };
}

/**
 * 'Change session' on a paid camp registration: the sessions it can move to with what each costs
 * or gives back (asked fresh from the server), then the move with exactly that difference. A
 * dearer session goes on to the checkout for the difference.
 */
function ChooseSession({ id, context }: { id: number; context: string }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const name = useId();
  const options = useSwitchOptions(id, open);
  const move = useSwitchSession();
  const close = () => setOpen(false);
  const afterMove = useAfterMove(close);
  const { submit, unclaimed, reset } = useServerSubmit({
    send: (option: SwitchOption) =>
      move.mutateAsync({
        id,
        campSessionId: option.campSessionId,
        expectedDifference: option.difference,
        expectedRefund: option.refund,
      }),
    onSaved: afterMove,
    onFailed: (message, failure) => {
      if (failure?.status === 409) void options.refetch();
      return [message];
    },
  });
  const data = options.data;
  const option = data?.options.find((o) => o.campSessionId === chosen);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (option) void submit(option);
  };

  return (
    <>
      <Button
        variant="outline-primary"
        size="sm"
        className="text-nowrap"
        onClick={() => {
          reset();
          setChosen(null);
          setOpen(true);
        }}
      >
        {_('switch.change')} <span className="visually-hidden">{context}</span>
      </Button>
      <ConfirmDialog
        show={open}
        title={_('switch.change')}
        confirmLabel={
          option && option.difference > 0
            ? _('switch.payAndMove', { amount: localMoney(option.difference) })
            : _('switch.move')
        }
        dismissLabel={_('switch.keep')}
        confirmVariant="primary"
        busy={move.isPending}
        confirmDisabled={!option || options.isFetching}
        onSubmit={onSubmit}
        onClose={close}
      >
        <QueryAnswer query={options} loading={_('switch.loading')} failed={_('switch.loadFailed')}>
          {(data) =>
            !data.switchable ? (
              <p className="mb-0">{validationText(data.reason ?? '')}</p>
            ) : data.options.length === 0 ? (
              <p className="mb-0">{_('switch.none')}</p>
            ) : (
              <>
                <fieldset className="switch-options mb-3">
                  <legend className="fs-6 fw-semibold">{_('switch.moveTo')}</legend>
                  <p className="small text-body-secondary mb-2">{_('switch.moveToHelp')}</p>
                  {data.options.map((o) => (
                    <Form.Check
                      key={o.campSessionId}
                      type="radio"
                      id={`${name}-${o.campSessionId}`}
                      name={name}
                      className="switch-option"
                      checked={chosen === o.campSessionId}
                      onChange={() => setChosen(o.campSessionId)}
                      label={
                        <>
                          <span className="fw-semibold d-block">{inReadersLanguage(o).campName}</span>
                          <span className="d-block">
                            {localDateRange(o.startDate, o.endDate)}, {o.timeBlock}
                          </span>
                          <span className="d-block text-body-secondary small">
                            {o.facilityName}, {o.city}, {o.state} · {localAgeRange(o)} ·{' '}
                            {_('switch.seatsLeft', { count: o.seatsLeft })}
                          </span>
                          <span className="d-block">
                            {localMoney(o.price)} · <strong>{differenceText(o)}</strong>
                          </span>
                        </>
                      }
                    />
                  ))}
                </fieldset>
                {option ? <Outcome option={option} /> : null}
                {data.lastDay ? (
                  <p className="small text-body-secondary mt-2 mb-0">
                    {_('switch.until', { date: localDate(data.lastDay) })}
                  </p>
                ) : null}
              </>
            )
          }
        </QueryAnswer>
        <FormErrorAlert show={false} extra={unclaimed} />
      </ConfirmDialog>
    </>
  );
}

/** A move waiting for its difference: pay it (the same checkout) or keep the current session. */
function PendingMove({ id, move, context }: { id: number; move: SessionSwitch; context: string }) {
  const { _ } = useLingui();
  const pay = useSwitchSession();
  const keep = useKeepSession();
  const { toast } = useToast();
  const afterMove = useAfterMove(() => {});
  const paying = useServerSubmit({
    send: () => pay.mutateAsync({ id, campSessionId: move.toSessionId, expectedDifference: move.difference }),
    onSaved: afterMove,
  });
  const keeping = useServerSubmit({
    send: () => keep.mutateAsync(id),
    onSaved: () => toast(_('switch.kept'), 'success'),
  });
  /** One of the two choices, naming the registration to screen readers. */
  const choice = (variant: string, busy: boolean, submit: typeof paying.submit, text: string) => (
    <Button
      variant={variant}
      size="sm"
      className="text-nowrap"
      disabled={busy}
      onClick={() => void submit(undefined)}
    >
      {text} <span className="visually-hidden">{context}</span>
    </Button>
  );
  return (
    <>
      {choice(
        'primary',
        pay.isPending,
        paying.submit,
        _('switch.payDifference', { amount: localMoney(move.difference) }),
      )}
      {choice('outline-secondary', keep.isPending, keeping.submit, _('switch.keep'))}
    </>
  );
}

/** The owner's move of a paid camp registration: choose a session, or finish a move waiting for payment. */
export function SwitchOwnSession({
  registration: r,
  context,
}: {
  registration: CampRegistration;
  context: string;
}) {
  const pending = r.switches?.find((s) => s.state === 'awaiting_payment');
  return pending ? (
    <PendingMove id={r.id} move={pending} context={context} />
  ) : (
    <ChooseSession id={r.id} context={context} />
  );
}

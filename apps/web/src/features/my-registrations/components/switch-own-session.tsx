import {
  type CampRegistration,
  formatDate,
  formatMoney,
  type SessionSwitch,
  type SwitchOption,
  type SwitchResult,
} from '@soccer/contracts';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { dateRange } from '../../../lib/format';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { useKeepSession, useSwitchOptions, useSwitchSession } from '../api/session-switch';

/** What moving to `o` does to the money, in a few words: what is paid or really given back. */
const differenceText = (o: SwitchOption) =>
  o.difference > 0
    ? `${formatMoney(o.difference)} more`
    : o.refund > 0
      ? `${formatMoney(o.refund)} back`
      : o.difference < 0
        ? `${formatMoney(-o.difference)} less`
        : 'Same price';

/** What confirming does, for the chosen session. */
function Outcome({ option }: { option: SwitchOption }) {
  if (option.difference > 0)
    return (
      <p className="mb-0" data-testid="switch-outcome">
        You pay the <strong>{formatMoney(option.difference)}</strong> difference by card next. Your place in
        the current session is kept until the payment goes through.
      </p>
    );
  if (option.difference < 0) {
    // Earlier refunds already gave some of the payment back: only what is left can be refunded.
    const partly = option.refund < -option.difference;
    return (
      <p className="mb-0" data-testid="switch-outcome">
        It costs {formatMoney(-option.difference)} less.{' '}
        {option.refund > 0 ? (
          <>
            Your place moves at once and we refund <strong>{formatMoney(option.refund)}</strong> to your card
            {partly ? ', which is what is left of what you paid after earlier refunds' : ''}.
          </>
        ) : (
          <>
            Your place moves at once; what you paid has already been refunded, so there is nothing more to
            refund.
          </>
        )}
      </p>
    );
  }
  return (
    <p className="mb-0" data-testid="switch-outcome">
      Your place moves at once; the price is the same.
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
        ? `Moved to ${result.switch.to}. A refund of ${formatMoney(result.refund)} to your card has been requested.`
        : `Moved to ${result.switch.to}.`,
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
        Change session <span className="visually-hidden">{context}</span>
      </Button>
      <ConfirmDialog
        show={open}
        title="Change session"
        confirmLabel={
          option && option.difference > 0 ? `Pay ${formatMoney(option.difference)} and move` : 'Move'
        }
        dismissLabel="Keep current session"
        confirmVariant="primary"
        busy={move.isPending}
        confirmDisabled={!option || options.isFetching}
        onSubmit={onSubmit}
        onClose={close}
      >
        <QueryAnswer
          query={options}
          loading="Finding sessions with a free seat…"
          failed="Could not load the other sessions"
        >
          {(data) =>
            !data.switchable ? (
              <p className="mb-0">{data.reason}</p>
            ) : data.options.length === 0 ? (
              <p className="mb-0">No other session for this player's age has a free seat right now.</p>
            ) : (
              <>
                <fieldset className="switch-options mb-3">
                  <legend className="fs-6 fw-semibold">Move to</legend>
                  <p className="small text-body-secondary mb-2">
                    Sessions with a free seat that take this player's age.
                  </p>
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
                          <span className="fw-semibold d-block">{o.campName}</span>
                          <span className="d-block">
                            {dateRange(o.startDate, o.endDate)}, {o.timeBlock}
                          </span>
                          <span className="d-block text-body-secondary small">
                            {o.facilityName}, {o.city}, {o.state} · {o.ageRange} · {o.seatsLeft} left
                          </span>
                          <span className="d-block">
                            {formatMoney(o.price)} · <strong>{differenceText(o)}</strong>
                          </span>
                        </>
                      }
                    />
                  ))}
                </fieldset>
                {option ? <Outcome option={option} /> : null}
                {data.lastDay ? (
                  <p className="small text-body-secondary mt-2 mb-0">
                    You can change sessions until {formatDate(data.lastDay)}.
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
    onSaved: () => toast('You kept your current session.', 'success'),
  });
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        className="text-nowrap"
        disabled={pay.isPending}
        onClick={() => void paying.submit(undefined)}
      >
        Pay {formatMoney(move.difference)} difference <span className="visually-hidden">{context}</span>
      </Button>
      <Button
        variant="outline-secondary"
        size="sm"
        className="text-nowrap"
        disabled={keep.isPending}
        onClick={() => void keeping.submit(undefined)}
      >
        Keep current session <span className="visually-hidden">{context}</span>
      </Button>
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

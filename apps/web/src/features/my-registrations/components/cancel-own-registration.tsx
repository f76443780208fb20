import { type CancellationQuote, formatMoney, orderMessages } from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryAnswer } from '../../../components/ui/query-answer';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useCancellationQuote, useCancelOwnRegistration } from '../api/cancellation';

const words: Record<RegistrationKind, { action: string; keep: string; done: string }> = {
  camp: { action: 'Cancel registration', keep: 'Keep registration', done: 'Registration cancelled.' },
  tournament: { action: 'Withdraw team', keep: 'Keep team', done: 'Team withdrawn.' },
};

/** What cancelling now gives back, to the cent, under the policy copied when it was paid. */
function QuoteText({ quote }: { quote: CancellationQuote }) {
  if (!quote.cancellable) return <p className="mb-0">{quote.reason}</p>;
  const lost = quote.siblingDiscountLost > 0 ? formatMoney(quote.siblingDiscountLost) : null;
  if (quote.rule === 'unpaid')
    return (
      <>
        <p className={lost ? undefined : 'mb-0'}>
          Nothing has been paid, so nothing is refunded. The seat is released at once.
        </p>
        {lost ? (
          <p className="mb-0" data-testid="sibling-discount-lost">
            {orderMessages.siblingDiscountEndsUnpaid(lost)}
          </p>
        ) : null}
      </>
    );
  return (
    <>
      <p>
        You paid {formatMoney(quote.paid)}
        {quote.refunded > 0 ? `, of which ${formatMoney(quote.refunded)} was already refunded` : ''}.
      </p>
      {lost ? <p data-testid="sibling-discount-lost">{orderMessages.siblingDiscountLost(lost)}</p> : null}
      <p className="fs-5" data-testid="refund-quote">
        {quote.refund > 0 ? (
          <>
            Cancelling now refunds <strong>{formatMoney(quote.refund)}</strong>
            {quote.fee > 0 ? ` (a ${formatMoney(quote.fee)} fee is kept)` : ''}.
          </>
        ) : (
          'Cancelling now refunds nothing.'
        )}
      </p>
      {quote.policyText ? (
        <p className="small text-body-secondary mb-0">Cancellation policy: {quote.policyText}</p>
      ) : null}
    </>
  );
}

/**
 * The owner's 'Cancel registration' (camps) / 'Withdraw team' (tournaments): a dialog that first
 * asks the server what cancelling now refunds, shows it, and confirms exactly that amount. If the
 * amount changed meanwhile the server refuses and the dialog shows the new one.
 */
export function CancelOwnRegistration({
  kind,
  id,
  context,
}: {
  kind: RegistrationKind;
  id: number;
  /** Read by screen readers after the button's text, e.g. 'for Sam Smith, Skills Camp'. */
  context: string;
}) {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const quote = useCancellationQuote(kind, id, open);
  const cancel = useCancelOwnRegistration(kind);
  const { submit, unclaimed, reset } = useServerSubmit({
    send: (expectedRefund: number) => cancel.mutateAsync({ id, expectedRefund }),
    onSaved: ({ refund }) => {
      toast(
        refund > 0
          ? `${words[kind].done} ${formatMoney(refund)} is on its way back to your card.`
          : words[kind].done,
        'success',
      );
      setOpen(false);
    },
    onFailed: (message, failure) => {
      if (failure?.status === 409) void quote.refetch();
      return [message];
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (quote.data?.cancellable) void submit(quote.data.refund);
  };

  return (
    <>
      <Button
        variant="outline-danger"
        size="sm"
        className="text-nowrap"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {words[kind].action} <span className="visually-hidden">{context}</span>
      </Button>
      <ConfirmDialog
        show={open}
        title={words[kind].action}
        confirmLabel={words[kind].action}
        dismissLabel={words[kind].keep}
        busy={cancel.isPending}
        confirmDisabled={!quote.data?.cancellable || quote.isFetching}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <QueryAnswer query={quote} loading="Working out your refund…" failed="Could not work out the refund">
          {(data) => <QuoteText quote={data} />}
        </QueryAnswer>
        <FormErrorAlert show={false} extra={unclaimed} />
      </ConfirmDialog>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react';
import type { CancellationQuote } from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { validationText } from '../../../lib/i18n/form-texts';
import { localMoney } from '../../../lib/i18n/formats';
import type { RegistrationKind } from '../../../lib/query-keys';
import { useCancellationQuote, useCancelOwnRegistration } from '../api/cancellation';

/** Catalogue ids of each kind's words. */
const words: Record<RegistrationKind, { action: string; keep: string; done: string; doneRefund: string }> = {
  camp: {
    action: 'cancel.camp.action',
    keep: 'cancel.camp.keep',
    done: 'cancel.camp.done',
    doneRefund: 'cancel.camp.doneRefund',
  },
  tournament: {
    action: 'cancel.tournament.action',
    keep: 'cancel.tournament.keep',
    done: 'cancel.tournament.done',
    doneRefund: 'cancel.tournament.doneRefund',
  },
};

/**
 * What cancelling now gives back, to the cent, under the policy copied when it was paid; with a
 * card refund, the choice of taking it as account credit with the business's bonus instead
 * (decision 0096).
 */
function QuoteText({
  quote,
  takeCredit,
  onTakeCredit,
}: {
  quote: CancellationQuote;
  takeCredit: boolean;
  onTakeCredit: (takeCredit: boolean) => void;
}) {
  const { _ } = useLingui();
  if (!quote.cancellable) return <p className="mb-0">{validationText(quote.reason ?? '')}</p>;
  const lost = quote.siblingDiscountLost > 0 ? localMoney(quote.siblingDiscountLost) : null;
  if (quote.rule === 'unpaid')
    return (
      <>
        <p className={lost ? undefined : 'mb-0'}>{_('cancel.unpaid')}</p>
        {lost ? (
          <p className="mb-0" data-testid="sibling-discount-lost">
            {_('cancel.siblingEndsUnpaid', { amount: lost })}
          </p>
        ) : null}
      </>
    );
  return (
    <>
      <p>
        {quote.refunded > 0
          ? _('cancel.paidRefunded', { paid: localMoney(quote.paid), refunded: localMoney(quote.refunded) })
          : _('cancel.paid', { paid: localMoney(quote.paid) })}
      </p>
      {lost ? <p data-testid="sibling-discount-lost">{_('cancel.siblingLost', { amount: lost })}</p> : null}
      <p className="fs-5" data-testid="refund-quote">
        {quote.refund > 0 ? (
          <Trans
            id={quote.fee > 0 ? 'cancel.refundFee' : 'cancel.refund'}
            values={{ refund: localMoney(quote.refund), fee: localMoney(quote.fee) }}
            components={{ 0: <strong /> }}
          />
        ) : (
          _('cancel.refundNothing')
        )}
      </p>
      {quote.credit.returned > 0 ? (
        <p data-testid="credit-returned">
          {_('cancel.creditReturned', { amount: localMoney(quote.credit.returned) })}
        </p>
      ) : null}
      {quote.refund > 0 ? (
        <fieldset className="mb-3" data-testid="refund-choice">
          <legend className="fs-6 fw-semibold">{_('cancel.choose')}</legend>
          <Form.Check
            type="radio"
            id={`refund-card-${quote.registrationId}`}
            name={`refund-form-${quote.registrationId}`}
            label={_('cancel.choiceCard', { refund: localMoney(quote.refund) })}
            checked={!takeCredit}
            onChange={() => onTakeCredit(false)}
          />
          <Form.Check
            type="radio"
            id={`refund-credit-${quote.registrationId}`}
            name={`refund-form-${quote.registrationId}`}
            label={
              quote.credit.bonusPercent > 0
                ? _('cancel.choiceCredit', {
                    credit: localMoney(quote.credit.instead),
                    bonus: quote.credit.bonusPercent,
                  })
                : _('cancel.choiceCreditNoBonus', { credit: localMoney(quote.credit.instead) })
            }
            checked={takeCredit}
            onChange={() => onTakeCredit(true)}
          />
        </fieldset>
      ) : null}
      {quote.policyText ? (
        <p className="small text-body-secondary mb-0">{_('cancel.policy', { text: quote.policyText })}</p>
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
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [takeCredit, setTakeCredit] = useState(false);
  const { toast } = useToast();
  const quote = useCancellationQuote(kind, id, open);
  const cancel = useCancelOwnRegistration(kind);
  const { submit, unclaimed, reset } = useServerSubmit({
    send: (expectedRefund: number) => cancel.mutateAsync({ id, expectedRefund, takeCredit }),
    onSaved: ({ refund, credit }) => {
      toast(
        refund > 0
          ? _(words[kind].doneRefund, { amount: localMoney(refund) })
          : credit
            ? _('cancel.doneCredit', { amount: localMoney(credit) })
            : _(words[kind].done),
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
          setTakeCredit(false);
          setOpen(true);
        }}
      >
        {_(words[kind].action)} <span className="visually-hidden">{context}</span>
      </Button>
      <ConfirmDialog
        show={open}
        title={_(words[kind].action)}
        confirmLabel={_(words[kind].action)}
        dismissLabel={_(words[kind].keep)}
        busy={cancel.isPending}
        confirmDisabled={!quote.data?.cancellable || quote.isFetching}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <QueryAnswer query={quote} loading={_('cancel.quoteLoading')} failed={_('cancel.quoteFailed')}>
          {(data) => <QuoteText quote={data} takeCredit={takeCredit} onTakeCredit={setTakeCredit} />}
        </QueryAnswer>
        <FormErrorAlert show={false} extra={unclaimed} />
      </ConfirmDialog>
    </>
  );
}

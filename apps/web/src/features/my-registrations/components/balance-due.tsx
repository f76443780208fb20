import { useLingui } from '@lingui/react';
import type { RegistrationBalance } from '@soccer/contracts';
import { Button } from 'react-bootstrap';
import { useToast } from '../../../components/toast/toast-provider';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { localDate, localMoney } from '../../../lib/i18n/formats';
import type { RegistrationKind } from '../../../lib/query-keys';
import { usePayBalance } from '../api/pay-balance';

/** Each instalment of a plan (decision 0109): its amount, its date and its state. */
function InstalmentList({
  instalments,
  payNow,
  busy,
}: {
  instalments: NonNullable<RegistrationBalance['instalments']>;
  /** Pays one declined instalment now (the pay-now link's checkout). */
  payNow?: (seq: number) => void;
  busy?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <ol
      className="list-unstyled small mb-2"
      data-testid="instalments"
      aria-label={_('instalments.listLabel')}
    >
      {instalments.map((i) => (
        <li key={i.seq} className={i.status === 'failed' ? 'text-danger' : undefined}>
          {_('instalments.line', { seq: i.seq, amount: localMoney(i.amount), date: localDate(i.dueDate) })}{' '}
          <span className="fw-semibold">
            {i.status === 'failed' && i.nextTryOn
              ? _('instalments.state.retry', { date: localDate(i.nextTryOn) })
              : _(`instalments.state.${i.status}`)}
          </span>
          {i.status === 'failed' && payNow ? (
            <Button
              size="sm"
              variant="outline-danger"
              className="ms-2 py-0"
              disabled={busy}
              onClick={() => payNow(i.seq)}
            >
              {_('instalments.payNow', { seq: i.seq })}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * A registration paid by a deposit or a plan: what was paid, the balance and its due date
 * (overdue marked), a plan's instalments with their states, and 'Pay balance' ('Pay the rest'
 * for a plan), which goes to the provider's page for what is due now. Nothing once paid in full
 * (then only what was paid).
 */
export function BalanceDue({
  kind,
  id,
  balance,
  context,
  className,
}: {
  kind: RegistrationKind;
  id: number;
  balance: RegistrationBalance | undefined;
  context: string;
  className?: string;
}) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const pay = usePayBalance(kind);
  if (!balance) return null;
  const plan = balance.instalments;
  if (balance.due <= 0)
    return (
      <div className={className}>
        {plan ? <InstalmentList instalments={plan} /> : null}
        <p className="mb-0">{_('balance.paidInFull', { paid: localMoney(balance.paid) })}</p>
      </div>
    );
  const start = async (instalment?: number) => {
    const result = await pay.mutateAsync(instalment === undefined ? { id } : { id, instalment });
    if (result.ok) hostedCheckout.assign(result.data);
    else toast(result.message, 'danger');
  };
  return (
    <div className={className} data-testid="balance-due">
      {plan ? <InstalmentList instalments={plan} payNow={start} busy={pay.isPending} /> : null}
      <p className="mb-1">
        {_('balance.paid', { paid: localMoney(balance.paid) })}{' '}
        <span className={balance.overdue ? 'text-danger fw-semibold' : 'fw-semibold'}>
          {balance.overdue
            ? _('balance.overdue', { due: localMoney(balance.due), date: localDate(balance.dueDate) })
            : _('balance.due', { due: localMoney(balance.due), date: localDate(balance.dueDate) })}
        </span>
      </p>
      <Button
        size="sm"
        variant="primary"
        className="text-nowrap"
        disabled={pay.isPending}
        onClick={() => start()}
      >
        {_(plan ? 'instalments.payRest' : 'balance.pay', { due: localMoney(balance.due) })}{' '}
        <span className="visually-hidden">{context}</span>
      </Button>
    </div>
  );
}

import { useLingui } from '@lingui/react';
import type { RegistrationBalance } from '@soccer/contracts';
import { Button } from 'react-bootstrap';
import { useToast } from '../../../components/toast/toast-provider';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import { localDate, localMoney } from '../../../lib/i18n/formats';
import type { RegistrationKind } from '../../../lib/query-keys';
import { usePayBalance } from '../api/pay-balance';

/**
 * A registration paid by a deposit: what was paid, the balance and its due date (overdue marked),
 * and 'Pay balance', which goes to the provider's page for what is due now. Nothing once paid in
 * full (then only what was paid).
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
  if (balance.due <= 0)
    return <p className={className}>{_('balance.paidInFull', { paid: localMoney(balance.paid) })}</p>;
  const start = async () => {
    const result = await pay.mutateAsync(id);
    if (result.ok) hostedCheckout.assign(result.data);
    else toast(result.message, 'danger');
  };
  return (
    <div className={className} data-testid="balance-due">
      <p className="mb-1">
        {_('balance.paid', { paid: localMoney(balance.paid) })}{' '}
        <span className={balance.overdue ? 'text-danger fw-semibold' : 'fw-semibold'}>
          {balance.overdue
            ? _('balance.overdue', { due: localMoney(balance.due), date: localDate(balance.dueDate) })
            : _('balance.due', { due: localMoney(balance.due), date: localDate(balance.dueDate) })}
        </span>
      </p>
      <Button size="sm" variant="primary" className="text-nowrap" disabled={pay.isPending} onClick={start}>
        {_('balance.pay', { due: localMoney(balance.due) })}{' '}
        <span className="visually-hidden">{context}</span>
      </Button>
    </div>
  );
}

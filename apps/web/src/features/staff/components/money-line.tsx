import { useLingui } from '@lingui/react';
import { localMoney } from '../../../lib/i18n/formats';

/** A summary's money: what stays (net), and beside it what was taken and what went back. */
export function MoneyLine({ item }: { item: { revenue: number; refunded: number; netRevenue: number } }) {
  const { _ } = useLingui();
  return (
    <div data-testid="net-revenue">
      <span className="fw-semibold">{localMoney(item.netRevenue)}</span>
      {item.refunded > 0 ? (
        <div className="small text-body-secondary">
          {_('staff.money.paidRefunded', {
            paid: localMoney(item.revenue),
            refunded: localMoney(item.refunded),
          })}
        </div>
      ) : null}
    </div>
  );
}

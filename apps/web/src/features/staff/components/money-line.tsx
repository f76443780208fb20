import { useLingui } from '@lingui/react';
import { localMoney } from '../../../lib/i18n/formats';

/** A summary's money: what stays (net), and beside it what was taken and what went back. */
export function MoneyLine({
  item,
}: {
  item: {
    revenue: number;
    refunded: number;
    netRevenue: number;
    /** Coupons its registrations hold and what they took off (decision 0086). */
    couponUses?: number | undefined;
    couponDiscount?: number | undefined;
  };
}) {
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
      {item.couponUses ? (
        <div className="small text-body-secondary" data-testid="coupon-usage">
          {_('staff.money.coupons', {
            count: item.couponUses,
            amount: localMoney(item.couponDiscount ?? 0),
          })}
        </div>
      ) : null}
    </div>
  );
}

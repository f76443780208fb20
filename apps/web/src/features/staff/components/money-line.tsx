import { formatMoney } from '@soccer/contracts';

/** A summary's money: what stays (net), and beside it what was taken and what went back. */
export function MoneyLine({ item }: { item: { revenue: number; refunded: number; netRevenue: number } }) {
  return (
    <div data-testid="net-revenue">
      <span className="fw-semibold">{formatMoney(item.netRevenue)}</span>
      {item.refunded > 0 ? (
        <div className="small text-body-secondary">
          {formatMoney(item.revenue)} paid, {formatMoney(item.refunded)} refunded
        </div>
      ) : null}
    </div>
  );
}

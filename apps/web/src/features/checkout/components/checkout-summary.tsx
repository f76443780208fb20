import { useLingui } from '@lingui/react';
import type { DepositOffer, InstalmentOffer } from '@soccer/contracts';
import { Fragment, type ReactNode } from 'react';
import { InstalmentSchedule } from '../../../components/details/instalment-schedule';
import { localDate, localMoney } from '../../../lib/i18n/formats';

export interface CheckoutPrice {
  /** 'Camp fee', 'Tournament fee'. */
  feeLabel: string;
  fee: number;
  discount: number;
  promoCode: string | null | undefined;
  /** The coupon the registration used and what it took off (decision 0086); absent without one. */
  coupon?: { code: string; amount: number } | null;
  total: number;
  /** The test id of the total (the browser tests read it by kind). */
  totalTestId: string;
  /**
   * An order: a line per player, each at its own price (in place of the fee and promo lines), with
   * notes under its label (its session's dates and place, its discount).
   */
  lines?: readonly { label: string; amount: number; notes: readonly string[] }[];
  /** The checkout takes a deposit today and the balance later (decision 0104; the server's split). */
  deposit?: DepositOffer | undefined;
  /**
   * The item's instalment plan, as the server shares out this registration's price (decision 0109);
   * for an order, its players' plans together, each date's total (decision 0117).
   */
  instalments?: InstalmentOffer | undefined;
  /** The plan is an order's, of this many players (decision 0117). */
  planPlayers?: number | undefined;
}

/** A registration's coupon as the summary shows it; null without one. */
export const couponOf = (r: {
  couponCode?: string | undefined;
  couponDiscountAmount?: number | undefined;
}) =>
  r.couponCode && r.couponDiscountAmount ? { code: r.couponCode, amount: r.couponDiscountAmount } : null;

/**
 * What is being bought: a card named by its title (a region for screen readers), its facts as
 * label/value pairs, then the fee, the promo discount and the total.
 */
export function CheckoutSummary({
  kicker,
  title,
  facts,
  price,
}: {
  kicker?: string;
  title: string;
  facts: readonly (readonly [label: string, value: ReactNode])[];
  price: CheckoutPrice | null;
}) {
  const { _ } = useLingui();
  return (
    <section className="checkout-card card shadow-sm mb-4" aria-labelledby="checkout-title">
      <div className="card-body p-4">
        {kicker ? <p className="text-body-secondary text-uppercase small fw-bold mb-1">{kicker}</p> : null}
        <h2 id="checkout-title" className="h4 mb-3">
          {title}
        </h2>
        <dl className="checkout-facts">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        {price ? (
          <dl className="price-lines border-top pt-3 mt-3 mb-0" aria-label={_('checkout.price')}>
            {price.lines ? (
              price.lines.map((line) => (
                <div className="price-line" key={line.label} data-testid="order-line">
                  <dt>
                    {line.label}
                    {line.notes.map((note) => (
                      <span className="d-block small text-body-secondary" key={note}>
                        {note}
                      </span>
                    ))}
                  </dt>
                  <dd>{localMoney(line.amount)}</dd>
                </div>
              ))
            ) : (
              <div className="price-line">
                <dt>{price.feeLabel}</dt>
                <dd>{localMoney(price.fee)}</dd>
              </div>
            )}
            {!price.lines && price.discount > 0 ? (
              <div className="price-line">
                <dt>{_('checkout.promoCode', { code: price.promoCode ?? '' })}</dt>
                <dd data-testid="discount">−{localMoney(price.discount)}</dd>
              </div>
            ) : null}
            {!price.lines && price.coupon ? (
              <div className="price-line">
                <dt>{_('checkout.coupon', { code: price.coupon.code })}</dt>
                <dd data-testid="coupon-discount">−{localMoney(price.coupon.amount)}</dd>
              </div>
            ) : null}
            <div className="price-line price-total">
              <dt>{_('checkout.total')}</dt>
              <dd data-testid={price.totalTestId}>{localMoney(price.total)}</dd>
            </div>
          </dl>
        ) : null}
        {price?.deposit ? (
          <p className="alert alert-info mt-3 mb-0" data-testid="deposit-offer">
            {_('checkout.depositToday', {
              deposit: localMoney(price.deposit.deposit),
              balance: localMoney(price.deposit.balance),
              date: localDate(price.deposit.balanceDueDate),
            })}
          </p>
        ) : null}
        {price?.instalments ? (
          <p className="alert alert-info mt-3 mb-0">
            <InstalmentSchedule offer={price.instalments} className="d-block" />
            {price.planPlayers ? (
              <span className="d-block small mt-1" data-testid="order-plan-note">
                {_('checkout.orderPlanNote', { count: price.planPlayers })}
              </span>
            ) : null}
            <span className="d-block small mt-1">{_('checkout.planCardNote')}</span>
          </p>
        ) : null}
      </div>
    </section>
  );
}

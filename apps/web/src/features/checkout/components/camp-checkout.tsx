import { useLingui } from '@lingui/react';
import {
  type CampRegistration,
  type CampSession,
  type OrderLine,
  priceAfterDiscount,
} from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import { StatusNote } from '../../../components/registration/status-note';
import { paths } from '../../../config/paths';
import { facilityLine } from '../../../lib/format';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDateRange, localMoney } from '../../../lib/i18n/formats';
import { i18n } from '../../../lib/i18n/i18n';
import { CheckoutAction } from './checkout-action';
import { CheckoutSummary, couponOf } from './checkout-summary';

const whenOf = (s: Pick<CampSession, 'campStartDate' | 'campEndDate' | 'timeBlock'>) =>
  `${localDateRange(s.campStartDate, s.campEndDate)}, ${s.timeBlock}`;

/**
 * The order's lines: each player with its own session's dates and times, its place when the
 * players do not all go to one place (else the summary names it once), and its sibling discount.
 */
function orderLines(order: readonly OrderLine[], sharedPlace: boolean) {
  return order.map((line) => ({
    label: `${line.playerName} · ${line.campName}`,
    amount: line.amount,
    notes: [
      whenOf(line),
      ...(sharedPlace ? [] : [facilityLine(line.campFacility)]),
      ...(line.siblingDiscount > 0
        ? [i18n._('checkout.siblingDiscount', { amount: localMoney(line.siblingDiscount) })]
        : []),
    ],
  }));
}

/** A camp registration at checkout: the player, the session, the price and the way to pay. */
export function CampCheckout({ registration }: { registration: CampRegistration }) {
  const { _ } = useLingui();
  const session = registration.campSession;
  if (!session) return <Alert variant="danger">{_('checkout.campSessionNotFound')}</Alert>;
  const discount = registration.promoDiscountAppliedAmount;
  const sibling = registration.siblingDiscountAmount ?? 0;
  const coupon = couponOf(registration);
  // An order is paid in one checkout: every unpaid player of it, each at the price the server set.
  const order =
    registration.orderLines && registration.orderLines.length > 1 ? registration.orderLines : null;
  const total = order
    ? order.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100
    : priceAfterDiscount(session.campCost, discount + (coupon?.amount ?? 0) + sibling);
  // An order's players may go to different sessions: each line says when, the summary only the
  // place they share, if they share one.
  const place = facilityLine(session.campFacility);
  const sharedPlace = !order || order.every((line) => facilityLine(line.campFacility) === place);
  return (
    <>
      <CheckoutSummary
        title={inReadersLanguage(session.campSpec).campName}
        facts={[
          order
            ? [_('checkout.players'), order.map((line) => line.playerName).join(', ')]
            : [_('checkout.player'), `${registration.playerFirstName} ${registration.playerLastName}`],
          ...(order ? [] : [[_('checkout.dates'), whenOf(session)] as const]),
          ...(sharedPlace ? [[_('checkout.location'), place] as const] : []),
          [
            _('checkout.status'),
            <>
              {_(`status.${registration.registrationStatus}`)}
              <StatusNote subject={registration} />
            </>,
          ],
        ]}
        price={{
          feeLabel: _('checkout.campFee'),
          fee: session.campCost,
          discount,
          promoCode: registration.promoCode,
          coupon,
          total,
          totalTestId: 'total',
          deposit: registration.deposit,
          instalments: registration.instalments,
          // An order's plan is its players' plans together (decision 0117).
          ...(order && registration.instalments ? { planPlayers: order.length } : {}),
          ...(order
            ? { lines: orderLines(order, sharedPlace) }
            : sibling > 0
              ? {
                  lines: [
                    {
                      label: `${registration.playerFirstName} ${registration.playerLastName}`,
                      amount: total,
                      notes: [
                        _(discount > 0 ? 'checkout.feeSiblingPromo' : 'checkout.feeSibling', {
                          fee: localMoney(session.campCost),
                          sibling: localMoney(sibling),
                          promo: localMoney(discount),
                        }),
                      ],
                    },
                  ],
                }
              : {}),
        }}
      />
      <CheckoutAction
        kind="camp"
        registration={registration}
        request={{
          registrationId: registration.id,
          totalPurchaseAmountDollars: registration.deposit?.deposit ?? total,
          campName: session.campSpec.campName,
          campDescription: session.campSpec.catalogDescription,
        }}
        instead={
          registration.registerAgain
            ? {
                to: paths.register.href(registration.campSessionId),
                label: _('checkout.registerAgain'),
              }
            : null
        }
      />
    </>
  );
}

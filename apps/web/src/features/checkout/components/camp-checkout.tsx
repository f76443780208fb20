import {
  type CampRegistration,
  messages,
  priceAfterDiscount,
  registrationStatusLabels,
  registrationStatusNotes,
} from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import { StatusNote } from '../../../components/registration/status-note';
import { paths } from '../../../config/paths';
import { dateRange, facilityLine, formatMoney } from '../../../lib/format';
import { CheckoutAction } from './checkout-action';
import { CheckoutSummary } from './checkout-summary';

/** A camp registration at checkout: the player, the session, the price and the way to pay. */
export function CampCheckout({ registration }: { registration: CampRegistration }) {
  const session = registration.campSession;
  if (!session) return <Alert variant="danger">{messages.campSessionNotFound}</Alert>;
  const discount = registration.promoDiscountAppliedAmount;
  const sibling = registration.siblingDiscountAmount ?? 0;
  // An order is paid in one checkout: every unpaid player of it, each at the price the server set.
  const order =
    registration.orderLines && registration.orderLines.length > 1 ? registration.orderLines : null;
  const total = order
    ? order.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100
    : priceAfterDiscount(session.campCost, discount + sibling);
  return (
    <>
      <CheckoutSummary
        title={session.campSpec.campName}
        facts={[
          order
            ? ['Players', order.map((line) => line.playerName).join(', ')]
            : ['Player', `${registration.playerFirstName} ${registration.playerLastName}`],
          ['Dates', `${dateRange(session.campStartDate, session.campEndDate)}, ${session.timeBlock}`],
          ['Location', facilityLine(session.campFacility)],
          [
            'Status',
            <>
              {registrationStatusLabels[registration.registrationStatus]}
              <StatusNote subject={registration} />
            </>,
          ],
        ]}
        price={{
          feeLabel: 'Camp fee',
          fee: session.campCost,
          discount,
          promoCode: registration.promoCode,
          total,
          totalTestId: 'total',
          ...(order
            ? {
                lines: order.map((line) => ({
                  label: `${line.playerName} · ${line.campName}`,
                  amount: line.amount,
                  note:
                    line.siblingDiscount > 0
                      ? `Sibling discount −${formatMoney(line.siblingDiscount)}`
                      : null,
                })),
              }
            : sibling > 0
              ? {
                  lines: [
                    {
                      label: `${registration.playerFirstName} ${registration.playerLastName}`,
                      amount: total,
                      note: `Camp fee ${formatMoney(session.campCost)}, sibling discount −${formatMoney(sibling)}${discount > 0 ? `, promo code −${formatMoney(discount)}` : ''}`,
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
          totalPurchaseAmountDollars: total,
          campName: session.campSpec.campName,
          campDescription: session.campSpec.catalogDescription,
        }}
        instead={
          registration.registerAgain
            ? {
                to: paths.register.href(registration.campSessionId),
                label: registrationStatusNotes.registerAgain,
              }
            : null
        }
      />
    </>
  );
}

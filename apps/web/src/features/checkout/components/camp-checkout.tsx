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
import { dateRange, facilityLine } from '../../../lib/format';
import { CheckoutAction } from './checkout-action';
import { CheckoutSummary } from './checkout-summary';

/** A camp registration at checkout: the player, the session, the price and the way to pay. */
export function CampCheckout({ registration }: { registration: CampRegistration }) {
  const session = registration.campSession;
  if (!session) return <Alert variant="danger">{messages.campSessionNotFound}</Alert>;
  const discount = registration.promoDiscountAppliedAmount;
  const total = priceAfterDiscount(session.campCost, discount);
  return (
    <>
      <CheckoutSummary
        title={session.campSpec.campName}
        facts={[
          ['Player', `${registration.playerFirstName} ${registration.playerLastName}`],
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

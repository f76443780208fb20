import {
  messages,
  priceAfterDiscount,
  registrationStatusLabels,
  type TournamentRegistration,
} from '@soccer/contracts';
import { StatusNote } from '../../../components/registration/status-note';
import { paths } from '../../../config/paths';
import { dateRange, facilityLine } from '../../../lib/format';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { CheckoutAction } from './checkout-action';
import { CheckoutSummary } from './checkout-summary';

/** A team at checkout: the tournament, the players, the price, the way to pay or to edit the team. */
export function TournamentCheckout({ registration }: { registration: TournamentRegistration }) {
  const { tournament } = registration;
  const discount = registration.promoDiscountAppliedAmount;
  const total = tournament ? priceAfterDiscount(tournament.tournamentCost, discount) : null;
  return (
    <>
      <CheckoutSummary
        kicker="Team registration"
        title={registration.teamName}
        facts={[
          [
            'Tournament',
            tournament ? inReadersLanguage(tournament).tournamentName : messages.tournamentInfoUnavailable,
          ],
          ...(tournament
            ? ([
                ['Age group', tournament.ageRange.ageRangeDescription],
                ['Date', dateRange(tournament.tournamentStartDate, tournament.tournamentEndDate)],
                ['Location', facilityLine(tournament.facility)],
              ] as const)
            : []),
          ['Players', registration.teamMembers.length],
          [
            'Status',
            <>
              {registrationStatusLabels[registration.registrationStatus]}
              <StatusNote subject={registration} />
            </>,
          ],
        ]}
        price={
          tournament && total !== null
            ? {
                feeLabel: 'Tournament fee',
                fee: tournament.tournamentCost,
                discount,
                promoCode: registration.promoCode,
                total,
                totalTestId: 'checkout-total',
              }
            : null
        }
      />
      <CheckoutAction
        kind="tournament"
        registration={registration}
        request={{
          registrationId: registration.id,
          ...(total !== null ? { totalPurchaseAmountDollars: total } : {}),
        }}
        alongside={{
          to: paths.registerTournament.href(registration.ageRangeID, registration.id),
          label: 'Edit team',
        }}
      />
    </>
  );
}

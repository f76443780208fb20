import { useLingui } from '@lingui/react';
import { priceAfterDiscount, type TournamentRegistration } from '@soccer/contracts';
import { StatusNote } from '../../../components/registration/status-note';
import { paths } from '../../../config/paths';
import { facilityLine } from '../../../lib/format';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDateRange } from '../../../lib/i18n/formats';
import { CheckoutAction } from './checkout-action';
import { CheckoutSummary, couponOf } from './checkout-summary';

/** A team at checkout: the tournament, the players, the price, the way to pay or to edit the team. */
export function TournamentCheckout({ registration }: { registration: TournamentRegistration }) {
  const { _ } = useLingui();
  const { tournament } = registration;
  const discount = registration.promoDiscountAppliedAmount;
  const coupon = couponOf(registration);
  const total = tournament
    ? priceAfterDiscount(tournament.tournamentCost, discount + (coupon?.amount ?? 0))
    : null;
  return (
    <>
      <CheckoutSummary
        kicker={_('checkout.teamRegistration')}
        title={registration.teamName}
        facts={[
          [
            _('checkout.tournament'),
            tournament ? inReadersLanguage(tournament).tournamentName : _('checkout.tournamentUnavailable'),
          ],
          ...(tournament
            ? ([
                [_('checkout.ageGroup'), tournament.ageRange.ageRangeDescription],
                [
                  _('checkout.date'),
                  localDateRange(tournament.tournamentStartDate, tournament.tournamentEndDate),
                ],
                [_('checkout.location'), facilityLine(tournament.facility)],
              ] as const)
            : []),
          [_('checkout.players'), registration.teamMembers.length],
          [
            _('checkout.status'),
            <>
              {_(`status.${registration.registrationStatus}`)}
              <StatusNote subject={registration} />
            </>,
          ],
        ]}
        price={
          tournament && total !== null
            ? {
                feeLabel: _('checkout.tournamentFee'),
                fee: tournament.tournamentCost,
                discount,
                promoCode: registration.promoCode,
                coupon,
                total,
                totalTestId: 'checkout-total',
                deposit: registration.deposit,
                instalments: registration.instalments,
              }
            : null
        }
      />
      <CheckoutAction
        kind="tournament"
        registration={registration}
        request={{
          registrationId: registration.id,
          ...(total !== null ? { totalPurchaseAmountDollars: registration.deposit?.deposit ?? total } : {}),
        }}
        alongside={{
          to: paths.registerTournament.href(registration.ageRangeID, registration.id),
          label: _('checkout.editTeam'),
        }}
      />
    </>
  );
}

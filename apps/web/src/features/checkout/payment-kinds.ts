import { apiPaths, type CampCheckoutRequest, type TournamentCheckoutRequest } from '@soccer/contracts';
import { paths } from '../../config/paths';
import type { RegistrationKind } from '../../lib/query-keys';

/** The request that starts a checkout, per kind (spec §3). */
export interface CheckoutRequests {
  camp: CampCheckoutRequest;
  tournament: TournamentCheckoutRequest;
}

/**
 * What differs between paying for a camp registration and for a team, as the server's payment
 * module has one payment subject per kind: the calls, the page titles, the button, the toasts
 * and the way back to pay. Texts are catalogue ids (`features/checkout/locales`).
 */
export const paymentKinds = {
  camp: {
    checkoutTitle: 'checkout.camp.title',
    resultTitle: 'checkout.camp.resultTitle',
    purchaseLabel: 'checkout.camp.purchase',
    startPath: apiPaths.campCheckout,
    statusPath: apiPaths.campPaymentStatus,
    statusFailed: 'checkout.camp.statusFailed',
    checkoutHref: (registrationId: number) => paths.checkout.href(registrationId),
  },
  tournament: {
    checkoutTitle: 'checkout.tournament.title',
    resultTitle: 'checkout.tournament.resultTitle',
    purchaseLabel: 'checkout.tournament.purchase',
    startPath: apiPaths.tournamentCheckout,
    statusPath: apiPaths.tournamentPaymentStatus,
    statusFailed: 'checkout.tournament.statusFailed',
    checkoutHref: (registrationId: number) => paths.tournamentCheckout.href(registrationId),
  },
} as const satisfies Record<RegistrationKind, unknown>;

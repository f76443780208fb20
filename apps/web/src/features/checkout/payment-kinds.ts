import {
  apiPaths,
  type CampCheckoutRequest,
  messages,
  type TournamentCheckoutRequest,
} from '@soccer/contracts';
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
 * and the way back to pay.
 */
export const paymentKinds = {
  camp: {
    checkoutTitle: 'Checkout',
    resultTitle: 'Checkout Complete',
    purchaseLabel: messages.purchaseCampSession,
    startPath: apiPaths.campCheckout,
    statusPath: apiPaths.campPaymentStatus,
    statusFailed: messages.updatePaymentStatusFailed,
    checkoutHref: (registrationId: number) => paths.checkout.href(registrationId),
  },
  tournament: {
    checkoutTitle: 'Tournament Checkout',
    resultTitle: 'Tournament Checkout Complete',
    purchaseLabel: messages.purchaseTournamentRegistration,
    startPath: apiPaths.tournamentCheckout,
    statusPath: apiPaths.tournamentPaymentStatus,
    statusFailed: messages.updateTournamentPaymentStatusFailed,
    checkoutHref: (registrationId: number) => paths.tournamentCheckout.href(registrationId),
  },
} as const satisfies Record<RegistrationKind, unknown>;

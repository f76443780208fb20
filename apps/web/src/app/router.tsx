import { staffWebRoutes } from '@soccer/contracts';
import { type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { paths } from '../config/paths';
import { BareLayout } from './bare-layout';
import { lazyPage } from './lazy-page';

/** Pages that read no data through TanStack Query (public lists use `lib/public-list.ts`). */
const noServerData = { serverData: false };

// Every page is its own chunk (loaded on first visit), so staff code never reaches the public pages.
const homePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage', noServerData);
const campsPage = lazyPage(() => import('../features/camps/pages/camps-page'), 'CampsPage', noServerData);
const campFlyerPage = lazyPage(
  () => import('../features/camps/pages/camp-flyer-page'),
  'CampFlyerPage',
  noServerData,
);
const aboutPage = lazyPage(() => import('../features/about/pages/about-page'), 'AboutPage', noServerData);
const partnerPage = lazyPage(
  () => import('../features/about/pages/partner-page'),
  'PartnerPage',
  noServerData,
);
const contactPage = lazyPage(
  () => import('../features/contact/pages/contact-page'),
  'ContactPage',
  noServerData,
);
const myRegistrationsPage = lazyPage(
  () => import('../features/my-registrations/pages/my-registrations-page'),
  'MyRegistrationsPage',
);
const registerPage = lazyPage(
  () => import('../features/camp-registrations/pages/register-page'),
  'RegisterPage',
);
const checkoutPage = lazyPage(
  () => import('../features/camp-registrations/pages/checkout-page'),
  'CheckoutPage',
);
// One result page for both kinds of payment (two exports, so each route names its page).
const checkoutCompletePage = lazyPage(
  () => import('../features/checkout/pages/payment-result-page'),
  'CheckoutCompletePage',
);
const tournamentsPage = lazyPage(
  () => import('../features/tournaments/pages/tournaments-page'),
  'TournamentsPage',
  noServerData,
);
const registerTournamentPage = lazyPage(
  () => import('../features/tournament-registrations/pages/register-tournament-page'),
  'RegisterTournamentPage',
);
const tournamentCheckoutPage = lazyPage(
  () => import('../features/tournament-registrations/pages/tournament-checkout-page'),
  'TournamentCheckoutPage',
);
const tournamentCheckoutCompletePage = lazyPage(
  () => import('../features/checkout/pages/payment-result-page'),
  'TournamentCheckoutCompletePage',
);
const managePage = lazyPage(() => import('../features/staff/pages/manage-page'), 'ManagePage');
const manageTournamentsPage = lazyPage(
  () => import('../features/staff/pages/manage-tournaments-page'),
  'ManageTournamentsPage',
);
const sessionRegistrationReportPage = lazyPage(
  () => import('../features/staff/pages/session-registration-report-page'),
  'SessionRegistrationReportPage',
);
const tournamentRegistrationReportPage = lazyPage(
  () => import('../features/staff/pages/tournament-registration-report-page'),
  'TournamentRegistrationReportPage',
);
const contactMessagesPage = lazyPage(
  () => import('../features/staff/pages/contact-messages-page'),
  'ContactMessagesPage',
);
const rentalInquiriesPage = lazyPage(
  () => import('../features/staff/pages/rental-inquiries-page'),
  'RentalInquiriesPage',
);
const catalogPage = lazyPage(() => import('../features/staff/pages/catalog-page'), 'CatalogPage');
const auditLogPage = lazyPage(() => import('../features/staff/pages/audit-log-page'), 'AuditLogPage');
const eventRentalsPage = lazyPage(
  () => import('../features/field-rentals/pages/event-rentals-page'),
  'EventRentalsPage',
  noServerData,
);
const signInCallbackPage = lazyPage(
  () => import('../features/auth/pages/sign-in-callback-page'),
  'SignInCallbackPage',
  noServerData,
);
const popupCallbackPage = lazyPage(
  () => import('../features/auth/pages/popup-callback-page'),
  'PopupCallbackPage',
  noServerData,
);
const notFoundPage = lazyPage(
  () => import('../features/not-found/pages/not-found-page'),
  'NotFoundPage',
  noServerData,
);

/** The site's routes: every pattern of contracts `webRoutes`, plus a real not-found page. */
export const routes: RouteObject[] = [
  {
    element: <BareLayout />,
    children: [
      { path: paths.authCallback.pattern, element: signInCallbackPage },
      { path: paths.authPopupCallback.pattern, element: popupCallbackPage },
    ],
  },
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.pattern, element: homePage },
      { path: paths.camps.pattern, element: campsPage },
      { path: paths.campFlyer.pattern, element: campFlyerPage },
      { path: paths.about.pattern, element: aboutPage },
      { path: paths.partner.pattern, element: partnerPage },
      { path: paths.contact.pattern, element: contactPage },
      { path: paths.myRegistrations.pattern, element: myRegistrationsPage },
      { path: paths.register.pattern, element: registerPage },
      { path: paths.checkout.pattern, element: checkoutPage },
      { path: paths.checkoutComplete.pattern, element: checkoutCompletePage },
      { path: paths.tournaments.pattern, element: tournamentsPage },
      { path: paths.registerTournament.pattern, element: registerTournamentPage },
      { path: paths.tournamentCheckout.pattern, element: tournamentCheckoutPage },
      { path: paths.tournamentCheckoutComplete.pattern, element: tournamentCheckoutCompletePage },
      { path: paths.manage.pattern, element: managePage },
      { path: paths.manageTournaments.pattern, element: manageTournamentsPage },
      { path: paths.sessionRegistrationReport.pattern, element: sessionRegistrationReportPage },
      { path: paths.tournamentRegistrationReport.pattern, element: tournamentRegistrationReportPage },
      { path: paths.contacts.pattern, element: contactMessagesPage },
      { path: staffWebRoutes.manageRentals, element: rentalInquiriesPage },
      { path: staffWebRoutes.manageCatalog, element: catalogPage },
      { path: staffWebRoutes.manageAudit, element: auditLogPage },
      { path: paths.eventRentals.pattern, element: eventRentalsPage },
      { path: '*', element: notFoundPage },
    ],
  },
];

/** Renders the page for the current location (inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}

import type { StaffWebRouteName, WebRouteName } from '@soccer/contracts';
import type { ComponentType } from 'react';

/** What a page module exports: its page components by name. */
export type PageModule = Record<string, ComponentType>;

/** One route of the site and the page it shows. */
export interface RoutePage {
  /** A contracts `webRoutes` or `staffWebRoutes` name; `notFound` takes every other path. */
  readonly route: WebRouteName | StaffWebRouteName | 'notFound';
  /** The page's module below `src/`, without extension (it must match `features/<area>/pages/<name>-page`). */
  readonly module: string;
  /** The page component's export name. */
  readonly exportName: string;
  /** The page reads server data through TanStack Query, so its chunk set includes the query code. */
  readonly serverData: boolean;
  /** `bare`: rendered without the header and footer (the sign-in callbacks). */
  readonly layout: 'site' | 'bare';
}

const page = (
  route: RoutePage['route'],
  module: string,
  exportName: string,
  options: { serverData?: boolean; layout?: RoutePage['layout'] } = {},
): RoutePage => ({
  route,
  module,
  exportName,
  serverData: options.serverData ?? true,
  layout: options.layout ?? 'site',
});

/** Pages that read no data through TanStack Query (public lists use `lib/public-list.ts`). */
const noServerData = { serverData: false };

/**
 * Which page each route shows. The router builds its routes from this list and the build
 * (`vite.config.ts`) reads it to name each route's chunks and stylesheets in the page's HTML, so
 * it imports nothing at run time and holds plain data only. Order matters only for `notFound`,
 * which must stay last.
 */
export const routeTable: readonly RoutePage[] = [
  page('authCallback', 'features/auth/pages/sign-in-callback-page', 'SignInCallbackPage', {
    serverData: false,
    layout: 'bare',
  }),
  page('authPopupCallback', 'features/auth/pages/popup-callback-page', 'PopupCallbackPage', {
    serverData: false,
    layout: 'bare',
  }),
  page('home', 'features/home/pages/home-page', 'HomePage', noServerData),
  page('camps', 'features/camps/pages/camps-page', 'CampsPage', noServerData),
  page('campFlyer', 'features/camp-flyer/pages/camp-flyer-page', 'CampFlyerPage', noServerData),
  page('campSession', 'features/camps/pages/camp-session-page', 'CampSessionPage', noServerData),
  page('about', 'features/about/pages/about-page', 'AboutPage', noServerData),
  page('partner', 'features/about/pages/partner-page', 'PartnerPage', noServerData),
  page('contact', 'features/contact/pages/contact-page', 'ContactPage', noServerData),
  page('myRegistrations', 'features/my-registrations/pages/my-registrations-page', 'MyRegistrationsPage'),
  page('household', 'features/household/pages/household-page', 'HouseholdPage'),
  page('mailChoices', 'features/household/pages/mail-choices-page', 'MailChoicesPage'),
  page('register', 'features/camp-registrations/pages/register-page', 'RegisterPage'),
  // One checkout page and one result page for both kinds of payment (two exports each, so each
  // route names its page).
  page('checkout', 'features/checkout/pages/checkout-page', 'CheckoutPage'),
  page('checkoutComplete', 'features/checkout/pages/payment-result-page', 'CheckoutCompletePage'),
  page('tournaments', 'features/tournaments/pages/tournaments-page', 'TournamentsPage', noServerData),
  page('tournament', 'features/tournaments/pages/tournament-page', 'TournamentPage', noServerData),
  page(
    'registerTournament',
    'features/tournament-registrations/pages/register-tournament-page',
    'RegisterTournamentPage',
  ),
  page('teamRoster', 'features/team-rosters/pages/team-roster-page', 'TeamRosterPage'),
  page('rosterInvite', 'features/team-rosters/pages/roster-invite-page', 'RosterInvitePage'),
  page('tournamentCheckout', 'features/checkout/pages/checkout-page', 'TournamentCheckoutPage'),
  page(
    'tournamentCheckoutComplete',
    'features/checkout/pages/payment-result-page',
    'TournamentCheckoutCompletePage',
  ),
  page('manage', 'features/staff/pages/manage-page', 'ManagePage'),
  page('manageTournaments', 'features/staff/pages/manage-tournaments-page', 'ManageTournamentsPage'),
  page(
    'sessionRegistrationReport',
    'features/staff/pages/session-registration-report-page',
    'SessionRegistrationReportPage',
  ),
  page(
    'tournamentRegistrationReport',
    'features/staff/pages/tournament-registration-report-page',
    'TournamentRegistrationReportPage',
  ),
  page('contacts', 'features/staff/pages/contact-messages-page', 'ContactMessagesPage'),
  page('manageRentals', 'features/staff/pages/rental-inquiries-page', 'RentalInquiriesPage'),
  page('manageCatalog', 'features/staff/pages/catalog-page', 'CatalogPage'),
  page('manageCoupons', 'features/coupons/pages/coupons-page', 'CouponsPage'),
  page('manageCredit', 'features/credit/pages/credit-page', 'CreditPage'),
  page('manageAudit', 'features/staff/pages/audit-log-page', 'AuditLogPage'),
  page('manageCoaches', 'features/coaching/pages/manage-coaches-page', 'ManageCoachesPage'),
  page('coach', 'features/coaching/pages/coach-page', 'CoachPage'),
  page('coachSession', 'features/coaching/pages/coach-session-page', 'CoachSessionPage'),
  page('coachAgeGroup', 'features/coaching/pages/coach-age-group-page', 'CoachAgeGroupPage'),
  page('coachCheckIn', 'features/team-rosters/pages/team-check-in-page', 'TeamCheckInPage'),
  page('manageAttendance', 'features/coaching/pages/attendance-report-page', 'AttendanceReportPage'),
  page('eventRentals', 'features/field-rentals/pages/event-rentals-page', 'EventRentalsPage', noServerData),
  page('notFound', 'features/not-found/pages/not-found-page', 'NotFoundPage', noServerData),
];

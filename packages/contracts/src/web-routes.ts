import { type StaffWebRouteName, staffWebRoutes } from './staff-routes.js';

/**
 * The site's routes (spec §2), as React Router patterns. The server serves the SPA for these
 * and a real 404 page for anything else, so this list is the one both sides read.
 */
export const webRoutes = {
  home: '/',
  camps: '/Camps',
  campFlyer: '/CampFlyer/:campspecid/:sessionid',
  /** Beyond the spec: one camp session's public page (dates, times, place, price, policy). */
  campSession: '/Camps/Session/:sessionid',
  about: '/About',
  partner: '/Partner',
  contact: '/Contact',
  myRegistrations: '/MyRegistrations',
  /** Beyond the spec: the household profile (guardians, emergency contact, saved players). */
  household: '/Household',
  /** Beyond the spec: the family's mail choices (which non-essential mails it gets). */
  mailChoices: '/MailChoices',
  register: '/Register/:sessionid?',
  checkout: '/Checkout/:registrationid',
  checkoutComplete: '/CheckoutComplete/:successstatus/:sessionid',
  tournaments: '/Tournaments',
  /** Beyond the spec: one tournament's public page (dates, place, age groups, what to bring, photos, questions). */
  tournament: '/Tournaments/:tournamentid',
  registerTournament: '/RegisterTournament/:tournamentAgeRangeId/:tournamentRegistrationId?',
  /** Beyond the spec: a team's roster as its coach sees it (who is complete, who is missing; decision 0100). */
  teamRoster: '/TeamRoster/:registrationid',
  /** Beyond the spec: a guardian completes a player from the mailed link (`?token=`), no sign-in. */
  rosterInvite: '/RosterInvite',
  tournamentCheckout: '/TournamentCheckout/:registrationid',
  tournamentCheckoutComplete: '/TournamentCheckoutComplete/:successstatus/:sessionid',
  manage: '/manage',
  manageTournaments: '/manageTournaments',
  sessionRegistrationReport: '/SessionRegistrationReport/:sessionid',
  tournamentRegistrationReport: '/TournamentRegistrationReport/:tournamentId/:ageRangeId',
  contacts: '/contacts/:pagenumber?/:pagesize?',
  eventRentals: '/eventrentals',
  authCallback: '/auth/callback',
  authPopupCallback: '/auth/popup-callback',
} as const;

export type WebRouteName = keyof typeof webRoutes;

/**
 * The public pages: the server sends them rendered (HTML first), for a visitor who is not signed
 * in, so their first and largest paint need no JavaScript.
 */
export const serverRenderedWebRoutes: readonly WebRouteName[] = [
  'home',
  'camps',
  'campFlyer',
  'campSession',
  'about',
  'partner',
  'contact',
  'tournaments',
  'tournament',
  'eventRentals',
];

/** The name of the spec route `pathname` matches (staff routes and unknown paths: null). */
export function webRouteNameOf(pathname: string): WebRouteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, pattern] of Object.entries(webRoutes))
    if (routePatternToRegExp(pattern).test(path)) return name as WebRouteName;
  return null;
}

/** The staff or signed-in route `pathname` matches beyond the spec's (`/coach/sessions/1`), or null. */
export function staffWebRouteNameOf(pathname: string): StaffWebRouteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, pattern] of Object.entries(staffWebRoutes))
    if (routePatternToRegExp(pattern).test(path)) return name as StaffWebRouteName;
  return null;
}

/** True when `pathname` matches one of the site's routes exactly (segments, optional ones too). */
export function isWebRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [...Object.values(webRoutes), ...Object.values(staffWebRoutes)].some((pattern) =>
    routePatternToRegExp(pattern).test(path),
  );
}

export function routePatternToRegExp(pattern: string): RegExp {
  if (pattern === '/') return /^\/$/;
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (!seg.startsWith(':')) return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body}$`, 'i');
}

/**
 * What a public page rendered on the server tells the server beyond its markup: its status (an
 * unknown item's page is a 404), and for a page about one thing its own title and description
 * (written into the head's title, description, Open Graph and Twitter card tags) and its
 * Schema.org data (JSON-LD; `url` values that start with `/` are made absolute with the origin).
 */
export interface RenderedPageMeta {
  status?: 200 | 404;
  title?: string;
  description?: string;
  jsonLd?: Record<string, unknown>;
}

import { apiPaths, type InboxFilter } from '@soccer/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { invalidatePublicLists } from './public-list';

/** The two kinds of registration (the server's payment subjects). */
export type RegistrationKind = 'camp' | 'tournament';

function registrationKeys<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    /** Every account's "mine" list (a payment refreshes it without knowing the account). */
    allMine: [root, 'mine'] as const,
    mine: (accountId: string) => [root, 'mine', accountId] as const,
    byId: (id: number) => [root, 'byId', id] as const,
  };
}

/**
 * Every query key of the site, general → specific (`['tournaments', id, 'registrations',
 * ageRangeId]`). One root per kind of thing the server keeps, whoever reads it: the public pages,
 * My Registrations and the staff reports share them, so a change invalidates every reader by
 * its root. Features do not import each other; they all import these.
 */
export const queryKeys = {
  campSessions: {
    all: ['camp-sessions'] as const,
    byId: (sessionId: number | string) => ['camp-sessions', String(sessionId)] as const,
    /** Staff: every session with its paid and unpaid counts. */
    summary: ['camp-sessions', 'summary'] as const,
    /** Staff: one session's registrations. */
    registrations: (sessionId: number | string) =>
      ['camp-sessions', String(sessionId), 'registrations'] as const,
  },
  tournaments: {
    all: ['tournaments'] as const,
    byAgeRange: (ageRangeId: number) => ['tournaments', 'ageRanges', ageRangeId] as const,
    /** Staff: one item per age range with its counts. */
    summary: ['tournaments', 'summary'] as const,
    /** Staff: a tournament with all of its age ranges. */
    detail: (tournamentId: number | string) => ['tournaments', String(tournamentId), 'detail'] as const,
    /** Staff: the teams of one age range. */
    registrations: (tournamentId: number | string, ageRangeId: number | string) =>
      ['tournaments', String(tournamentId), 'registrations', String(ageRangeId)] as const,
  },
  waitlists: {
    all: ['waitlists'] as const,
    /** The signed-in account's entries. */
    mine: ['waitlists', 'mine'] as const,
    /** Staff: one camp session's or tournament age group's waitlist. */
    item: (kind: RegistrationKind, itemId: number | string) => ['waitlists', kind, String(itemId)] as const,
  },
  /** The waivers and consents a registration form asks for (current versions). */
  documents: {
    all: ['documents'] as const,
    of: (owner: 'camp-session' | 'tournament', id: number) => ['documents', owner, id] as const,
  },
  campRegistrations: registrationKeys('camp-registrations'),
  tournamentRegistrations: registrationKeys('tournament-registrations'),
  /** The signed-in account's household profile (contacts and saved players). */
  household: ['household'] as const,
  /** The signed-in account's mail choices. */
  mailChoices: ['mail-choices'] as const,
  /** The family's choice of check-in and check-out mails (decision 0099). */
  attendanceNotices: ['attendance-notices'] as const,
  /** The signed-in account's mobile number for urgent texts. */
  householdTexts: ['household', 'texts'] as const,
  /** The family's camp-day pickup codes (decision 0094). */
  pickupCodes: ['household', 'pickup-codes'] as const,
  /** Staff: messages from the office, per camp session, and one with its recipients. */
  officeMessages: {
    all: ['office-messages'] as const,
    session: (sessionId: number | string) => ['office-messages', 'session', String(sessionId)] as const,
    tournament: (tournamentId: number | string) =>
      ['office-messages', 'tournament', String(tournamentId)] as const,
    detail: (id: number) => ['office-messages', id] as const,
  },
  /** Receipts: the signed-in account's (My Registrations); staff look one up by number. */
  receipts: {
    all: ['receipts'] as const,
    mine: ['receipts', 'mine'] as const,
    byNumber: (number: number) => ['receipts', 'number', number] as const,
  },
  /** Coaches (decision 0089): the signed-in coach's rosters, one roster (never kept), admins' assignments, a session's groups. */
  coaching: {
    all: ['coaching'] as const,
    mine: ['coaching', 'mine'] as const,
    session: (sessionId: number, day: string) => ['coaching', 'session', sessionId, day] as const,
    /** Every day's roster of a session (to read again after a tap). */
    sessionDays: (sessionId: number) => ['coaching', 'session', sessionId] as const,
    attendance: (sessionId: number, day: string) => ['coaching', 'attendance', sessionId, day] as const,
    attendanceDays: (sessionId: number) => ['coaching', 'attendance', sessionId] as const,
    ageGroup: (ageRangeId: number) => ['coaching', 'age-group', ageRangeId] as const,
    assignments: ['coaching', 'assignments'] as const,
    groups: (sessionId: number) => ['coaching', 'groups', sessionId] as const,
  },
  /** Team rosters completed by guardians (decision 0100) and the day's team check-in (0101); never kept (children's names). */
  teamRosters: {
    all: ['team-rosters'] as const,
    team: (registrationId: number) => ['team-rosters', 'team', registrationId] as const,
    invite: (token: string) => ['team-rosters', 'invite', token] as const,
    checkIn: (day: string) => ['team-rosters', 'check-in', day] as const,
  },
  /** Childcare statements: the signed-in account's (My Registrations); staff look a family's up by email. */
  statements: {
    all: ['statements'] as const,
    mine: ['statements', 'mine'] as const,
    byEmail: (email: string) => ['statements', 'email', email] as const,
  },
  /** Account credit (decision 0096): the signed-in account's balance and history; staff's balances and one family's history. */
  credit: {
    all: ['credit'] as const,
    mine: ['credit', 'mine'] as const,
    balances: ['credit', 'balances'] as const,
    byEmail: (email: string) => ['credit', 'email', email] as const,
  },
  /** The signed-in account's calendar feed link (whether there is one, since when). */
  calendarFeed: ['calendar-feed'] as const,
  /** Staff: everything the catalogue edits. */
  catalog: ['catalog'] as const,
  /** Staff's coupons, and their uses below them (decision 0086). */
  coupons: ['coupons'] as const,
  couponUses: ['coupons', 'uses'] as const,
  /** Off each additional player of an order (everyone reads it; staff set it). */
  siblingDiscount: ['sibling-discount'] as const,
  /** Staff: how long registrations keep their personal fields. */
  dataRetention: ['data-retention'] as const,
  auditLog: (page: number, pageSize: number) => ['audit-log', page, pageSize] as const,
  /** Staff: registrations still owing a balance after their deposit (decision 0104). */
  balancesDue: ['balances-due'] as const,
  /** Staff: money received less refunds in a period, of camps or tournaments. */
  periodRevenue: (kind: string, from: string, to: string) => ['revenue', kind, from, to] as const,
  /** Staff's inbox: one page of a search (no filter: the spec's history); the root covers every page. */
  contactMessages: (page: number, pageSize: number, filter: InboxFilter = {}) =>
    ['contact-messages', page, pageSize, filter] as const,
  rentalInquiries: (page: number, pageSize: number, filter: InboxFilter = {}) =>
    ['rental-inquiries', page, pageSize, filter] as const,
};

export const campRegistrationKeys = queryKeys.campRegistrations;
export const tournamentRegistrationKeys = queryKeys.tournamentRegistrations;

export const registrationsOf = (kind: RegistrationKind) =>
  kind === 'camp' ? queryKeys.campRegistrations : queryKeys.tournamentRegistrations;

/**
 * After a registration was made, edited, paid or released: that registration, every My
 * Registrations list (the page shows camps and tournaments together), the seat counts and staff
 * reports of what it is for, the public list that shows its seats and the waitlists are
 * read again.
 */
export function invalidateRegistration(
  queryClient: QueryClient,
  kind: RegistrationKind,
  registrationId?: number,
): Promise<unknown> {
  invalidatePublicLists(kind === 'camp' ? apiPaths.campSessions('') : apiPaths.allTournaments);
  return Promise.all([
    registrationId === undefined
      ? queryClient.invalidateQueries({ queryKey: registrationsOf(kind).all })
      : queryClient.invalidateQueries({ queryKey: registrationsOf(kind).byId(registrationId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.campRegistrations.allMine }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tournamentRegistrations.allMine }),
    queryClient.invalidateQueries({
      queryKey: kind === 'camp' ? queryKeys.campSessions.all : queryKeys.tournaments.all,
    }),
    // A freed seat or team place is offered to the waitlist at once.
    queryClient.invalidateQueries({ queryKey: queryKeys.waitlists.all }),
  ]);
}

/** After a staff change that can touch anything (a catalogue save, a cancellation): every query and list. */
export function invalidateEverything(queryClient: QueryClient): Promise<unknown> {
  invalidatePublicLists();
  return queryClient.invalidateQueries();
}

import { apiPaths, localeNames, noAttendance } from '@soccer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../config/site';
import {
  adminCatalog,
  adminSession,
  auditEntry,
  campSession,
  contactMessages,
  pageOf,
  rentalInquiry,
  sessionSummary,
  staffSession,
  tournamentDetail,
  tournamentSummary,
} from '../features/staff/testing/staff-fixtures';
import { localInstant } from '../lib/i18n/instants';
import { showTestsIn } from '../testing/catalogs';
import {
  makeAcceptance,
  makeAgeRange,
  makeCampRegistration,
  makeCampSession,
  makeConsentDocument,
  makeFacility,
  makeHouseholdPlayer,
  makeTournament,
  makeWaitlistEntry,
} from '../testing/factories';
import { fakeSession } from '../testing/fake-auth-client';
import { json, mockApi } from '../testing/mock-api';
import { preloadPages, setUpPageTests } from '../testing/preload-pages';
import { renderApp } from '../testing/render';
import { testConfig } from '../testing/test-config';

/**
 * The translated pages in the pseudo-locale (English written ⟦ƒàńćŷ⟧, made by `lingui compile`):
 * whatever text is left plain on the page did not come from a catalogue. The data the pages show
 * (camp and place names, the brand) is the only plain text allowed.
 */
setUpPageTests(
  'home',
  'camps',
  'campFlyer',
  'campSession',
  'tournaments',
  'tournament',
  'eventRentals',
  'about',
  'partner',
  'contact',
  'register',
  'checkout',
  'checkoutComplete',
  'myRegistrations',
  'household',
  'mailChoices',
  'registerTournament',
);

const facility = makeFacility({ facilityName: 'Riverside Park', city: 'Nashville', state: 'TN' });
const session = makeCampSession({ campFacility: facility, seatsLeft: 3 });
const full = makeCampSession({ id: 2, campFacility: facility, seatsLeft: 0 });
const tournament = makeTournament({
  tournamentName: 'Spring Cup',
  tournamentDescription: 'Quick games',
  facility,
  lastDateToRegister: '2099-01-01',
  ageRange: makeAgeRange(4, 'U10 Boys', { maxTeams: 6, teamsLeft: 2 }),
  details: {
    attendeeNotes: 'Two jerseys',
    venueNotes: 'Park in lot B',
    es: { attendeeNotes: '', venueNotes: '' },
    photos: [
      {
        images: {
          large: { hash: 'a'.repeat(32), width: 1600, height: 1067 },
          small: { hash: 'b'.repeat(32), width: 480, height: 320 },
        },
        alt: 'The fields',
        es: { alt: 'Las canchas' },
      },
    ],
    questions: [{ question: 'Is there shade?', answer: 'Bring a tent', es: { question: '', answer: '' } }],
  },
});

// The family's pages: a session with a waiver, a registration whose seat is held, a waitlist place.
const signedIn = fakeSession();
const upcoming = makeCampSession({ id: 7, campFacility: facility, campStartDate: '2099-03-14T00:00:00Z' });
const waiver = makeConsentDocument();
const registration = makeCampRegistration({
  campSession: upcoming,
  holdExpiresAt: '2099-03-01T15:45:00.000Z',
  acceptances: [makeAcceptance()],
});
const entry = makeWaitlistEntry({ state: 'offered', offerExpiresAt: '2099-03-02T15:45:00.000Z' });
const savedPlayer = makeHouseholdPlayer();
const cup = makeTournament({
  id: 3,
  tournamentName: 'Summer Cup',
  tournamentDescription: 'Quick games',
  facility,
  lastDateToRegister: '2099-01-01',
  tournamentStartDate: '2099-02-01',
  tournamentEndDate: '2099-02-02',
  ageRange: makeAgeRange(12, 'U12 Girls'),
});

/** Every string of the data the pages are given. */
const dataTexts = (() => {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  // The states filter and the places we coach are proper names in every language.
  const places = ['TN', 'TX', 'Tennessee', 'Dallas', 'Texas', 'Stratham', 'New Hampshire'];
  walk([session, full, tournament, site, localeNames, testConfig, places]);
  walk([signedIn.user, upcoming, waiver, registration, entry, savedPlayer, cup]);
  return [...texts].filter((t) => /[A-Za-z]{2,}/.test(t)).sort((a, b) => b.length - a.length);
})();

/** What is left of a text once pseudo-localised parts and the data (and `more` of it) are taken out. */
function plainText(text: string, more: string[] = []): string {
  // A moment formatted for the reader (`localInstant`: 'Mar 1, 2099, 3:45 PM UTC') is data too.
  let rest = text
    .replace(/⟦[^⟧]*⟧/g, ' ')
    .replace(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M [A-Z]{2,5}\b/g, ' ');
  for (const data of [...more, ...dataTexts]) rest = rest.split(data).join(' ');
  return rest.trim();
}

function untranslated(more: string[] = []): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, noscript')) continue;
    const rest = plainText(node.textContent ?? '', more);
    if (/[A-Za-z]{2,}/.test(rest)) found.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value && /[A-Za-z]{2,}/.test(plainText(value, more))) found.push(`${name}="${value}"`);
    }
  return found;
}

describe('pseudo-locale: no untranslated text on the translated pages', () => {
  it.each([
    '/',
    '/Camps',
    '/CampFlyer/1/1',
    `/Camps/Session/${session.id}`,
    '/Camps/Session/999',
    '/Tournaments',
    `/Tournaments/${tournament.id}`,
    '/Tournaments/999',
    '/eventrentals',
    '/About',
    '/Partner',
    '/Contact',
    '/no/such/page',
  ])('%s', async (route) => {
    mockApi({
      [`GET ${apiPaths.campSessions('_allStates')}`]: () => json([session, full]),
      [`GET ${apiPaths.availableStates}`]: () => json(['TN', 'TX']),
      [`GET ${apiPaths.allTournaments}`]: () => json([tournament]),
      [`GET ${apiPaths.rentalLocations}`]: () => json([]),
    });
    showTestsIn('pseudo');
    renderApp(undefined, { route });
    await screen.findByRole('heading', { level: 1 });
    if (route === '/Camps') await screen.findAllByText(/Riverside Park/);
    if (route === '/Tournaments') await screen.findByText(/Spring Cup/);
    if (route === `/Tournaments/${tournament.id}`) await screen.findByText('Bring a tent');
    expect(untranslated()).toEqual([]);
  });
});

/**
 * The staff pages, signed in, with the staff fixtures' data. The reports are shown without
 * registrations: a registration's status badge and accepted documents are shared components
 * translated with the family pages.
 */
describe('pseudo-locale: the staff pages', () => {
  const data = {
    sessions: [sessionSummary(), sessionSummary({ campSession: campSession({ id: 12, waitlisted: 2 }) })],
    tournaments: [tournamentSummary(7, 'U8 Boys & Girls'), tournamentSummary(8, 'U10 Boys')],
    tournament: tournamentDetail(),
    messages: contactMessages(2),
    rentals: [rentalInquiry(1), rentalInquiry(2, { status: 'replied' })],
    audit: [auditEntry],
    catalog: adminCatalog(),
    coupons: [
      {
        id: 1,
        code: 'SPRING10',
        kind: 'percent',
        value: 10,
        validFrom: '2030-01-01',
        validTo: '2030-02-01',
        totalUses: 10,
        usesPerAccount: 1,
        scope: 'chosen',
        campIds: [1],
        sessionIds: [],
        tournamentIds: [],
        active: false,
        usesTaken: 1,
        discountGiven: 17.5,
      },
    ],
    couponUses: [
      {
        couponCode: 'SPRING10',
        registrationKind: 'camp',
        registrationId: 42,
        who: 'Ava Runner',
        what: 'Striker School',
        accountEmail: 'parent@example.com',
        discount: 17.5,
        status: 'paid',
        takenAt: '2030-01-01T10:00:00Z',
      },
    ],
  };
  const texts = (() => {
    const found = new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === 'string') found.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    // The signed-in user, and the audit entry's details as the page lays them out (`key: value`).
    walk([
      data,
      'Sam Staff',
      'Alex Admin',
      'staff@example.com',
      'admin@example.com',
      Object.entries(JSON.parse(auditEntry.details)),
    ]);
    return [...found].filter((t) => /[A-Za-z]{2,}/.test(t)).sort((a, b) => b.length - a.length);
  })();

  it.each([
    ['/manage', 'Striker School'],
    ['/manageTournaments', 'U10 Boys'],
    ['/SessionRegistrationReport/11', 'Striker School'],
    ['/TournamentRegistrationReport/4/7', 'U8 Boys & Girls'],
    ['/contacts', 'Subject 2'],
    ['/manage/rentals', 'Renter 2'],
    ['/manage/audit', 'staff@example.com'],
    ['/manage/catalog', 'Striker School'],
    ['/manage/coupons', 'Ava Runner'],
    ['/manage/credit', 'staff@example.com'],
  ])('%s', async (route, shown) => {
    mockApi(({ path }) => {
      if (path === apiPaths.balancesDue)
        return json({
          rows: [
            {
              kind: 'camp',
              registrationId: 5,
              who: 'Ava Runner',
              item: 'Striker School',
              startDate: '2030-08-01',
              email: 'staff@example.com',
              price: 200,
              paid: 50,
              due: 150,
              dueDate: '2030-07-01',
              overdue: true,
            },
          ],
          totalDue: 150,
          totalOverdue: 150,
        });
      if (path === apiPaths.sessionRegistrationSummary) return json(data.sessions);
      if (path === apiPaths.tournamentRegistrationSummary) return json(data.tournaments);
      if (path === apiPaths.periodRevenue('camps') || path === apiPaths.periodRevenue('tournaments'))
        return json({ from: '', to: '', received: 2500, refunded: 120.5, net: 2379.5 });
      if (path === apiPaths.sessionRegistrations(11))
        return json({ campSession: campSession(), registrations: [] });
      if (path === apiPaths.tournamentById(4)) return json(data.tournament);
      if (path === apiPaths.tournamentRegistrations(4, 7)) return json([]);
      if (path === apiPaths.staffCampWaitlist(11) || path === apiPaths.staffTournamentWaitlist(7))
        return json([]);
      if (path === apiPaths.officeMessages) return json([]);
      if (path === apiPaths.contactUsMessages(1, 10)) return pageOf(data.messages);
      if (path === apiPaths.fieldRentalInquiries(1, 10)) return pageOf(data.rentals);
      if (path === apiPaths.auditLog(1, 10)) return pageOf(data.audit);
      if (path === apiPaths.adminCatalog) return json(data.catalog);
      if (path === apiPaths.adminCoupons) return json(data.coupons);
      if (path === apiPaths.adminCouponUses) return json(data.couponUses);
      if (path === apiPaths.adminCredit)
        return json([
          {
            accountId: 'parent-1',
            email: 'staff@example.com',
            balance: 25,
            granted: 50,
            spent: 25,
            lastAt: '2030-01-01T10:00:00Z',
          },
        ]);
      return undefined;
    });
    showTestsIn('pseudo');
    renderApp(undefined, { route, session: route === '/manage/audit' ? adminSession() : staffSession() });
    await screen.findAllByText(shown, { exact: false });
    if (route.startsWith('/manage') && !route.includes('/', 1)) await screen.findByText(/2[,.]379[.,]50/);
    if (route.includes('Report'))
      await waitFor(() =>
        expect(document.querySelector('[aria-labelledby="waitlist-title"] p')).not.toHaveAttribute('role'),
      );
    // The instants the pages show are the data's, written in the pseudo-locale's format.
    const instants = ['2030-01-01T10:00:00Z'].map(localInstant);
    expect(untranslated([...instants, ...texts])).toEqual([]);
  });
});

describe('pseudo-locale: no untranslated text on the family’s pages', () => {
  it.each([
    '/Register',
    '/Register/7',
    '/Checkout/42',
    '/CheckoutComplete/false/camp-42',
    '/MyRegistrations',
    '/Household',
    '/MailChoices',
    '/RegisterTournament/12',
  ])('%s', async (route) => {
    mockApi({
      [`GET ${apiPaths.campSessions('_allStates')}`]: () => json([upcoming]),
      [`GET ${apiPaths.campSession(7)}`]: () => json(upcoming),
      [`GET ${apiPaths.campSessionDocuments(7)}`]: () => json([waiver]),
      [`GET ${apiPaths.household}`]: () => json({ players: [savedPlayer], contacts: null, pickups: [] }),
      [`GET ${apiPaths.householdPickupCodes}`]: () => json([]),
      [`GET ${apiPaths.myMailChoices}`]: () =>
        json({ startReminders: true, seatReminders: false, officeNews: true }),
      [`GET ${apiPaths.tournamentByAgeRange(12)}`]: () => json(cup),
      [`GET ${apiPaths.tournamentDocuments(3)}`]: () => json([waiver]),
      [`GET ${apiPaths.campRegistration(42)}`]: () => json(registration),
      [`PUT ${apiPaths.campPaymentStatus('camp-42')}`]: () =>
        json({
          registrationId: 42,
          registrationStatus: 'registered',
          payment: 'not_paid',
          holdExpiresAt: registration.holdExpiresAt,
        }),
      [`GET ${apiPaths.myRegistrations}`]: () => json([registration]),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
      [`GET ${apiPaths.myWaitlist}`]: () => json([entry]),
      [`GET ${apiPaths.myReceipts}`]: () =>
        json([
          {
            number: 3,
            label: 'R-000003',
            kind: 'refund',
            issuedAt: '2030-05-01T15:00:00.000Z',
            total: 45,
            orderNumber: 'C-00042',
            who: ['Sam Parker'],
            refundsLabel: 'R-000002',
          },
        ]),
      [`GET ${apiPaths.myStatements}`]: () =>
        json([{ year: 2030, playerId: 42, child: 'Sam Parker', days: 5, total: 200 }]),
      [`GET ${apiPaths.myCredit}`]: () =>
        json({
          balance: 20,
          entries: [
            {
              id: 1,
              kind: 'cancel',
              amount: 20,
              reason: '',
              createdAt: '2030-05-01T15:00:00.000Z',
              registration: null,
              receiptNumber: null,
            },
          ],
        }),
    });
    showTestsIn('pseudo');
    renderApp(undefined, { route, session: signedIn });
    await screen.findByRole('heading', { level: 1 });
    if (route === '/Register') await screen.findAllByRole('heading', { level: 2 });
    if (route === '/Register/7') await screen.findByRole('complementary');
    if (route === '/Checkout/42') await screen.findByTestId('total');
    if (route.startsWith('/CheckoutComplete')) await screen.findByTestId('registration-status');
    if (route === '/MyRegistrations') await screen.findAllByTestId('camp-registration');
    if (route === '/Household') await screen.findAllByTestId('household-player');
    if (route === '/MailChoices') await screen.findAllByRole('switch');
    if (route.startsWith('/RegisterTournament')) await screen.findAllByRole('group');
    expect(untranslated()).toEqual([]);
  });
});

/** The coach's pages (decision 0089), with a roster's names and phones as the only data. */
describe('pseudo-locale: the coach’s pages', () => {
  beforeAll(() =>
    preloadPages('coach', 'coachSession', 'coachAgeGroup', 'manageCoaches', 'manageAttendance'),
  );
  const rosterItem = {
    kind: 'session' as const,
    id: 11,
    campName: 'Striker School',
    campNameEs: '',
    ageGroup: '',
    startDate: '2030-06-10',
    endDate: '2030-06-11',
    timeBlock: '9:00 AM - 12:00 PM',
    facilityName: 'Fretz Park',
    group: 'Red',
  };
  const child = {
    registrationId: 2,
    firstName: 'Maya',
    lastName: 'Parker',
    age: 9,
    group: 'Red',
    medicalConditions: 'Peanut allergy',
    medicalTreatment: 'EpiPen in her bag',
    medicalFromHousehold: true,
    tshirtSize: 'm',
    guardians: [{ id: 'guardian-1', name: 'Pat Parker', phone: '6155550100' }],
    emergencyContact: { name: 'Robin Parker', phone: '6155550199', relationship: 'Aunt' },
    // Not in yet but flagged, so both texts and the check-in and undo buttons show (a state of
    // 'in' would be taken out of other words as data).
    attendance: { ...noAttendance, lastEventId: 'e1', overdue: true },
    pickupAdults: [
      { id: 'pickup-5', name: 'Ana Parker', relation: 'Grandmother', phone: '6155550177', oneDay: true },
    ],
  };
  const teamRoster = {
    ageGroup: { ...rosterItem, kind: 'ageGroup', id: 7, ageGroup: 'U10 Boys', group: '' },
    teams: [
      {
        id: 3,
        teamName: 'Green Rockets',
        contact: { name: 'Casey Coach', phone: '6155550177' },
        players: [
          { name: 'Leo Lee', age: 9, tshirtSize: 'm', parent: { name: 'Jordan Lee', phone: '6155550142' } },
        ],
      },
    ],
  };
  // Staff's attendance of the day (decision 0098): a child not in yet ('in' and 'out' would be
  // taken out of other words as data).
  const attendance = {
    sessionId: 11,
    campName: 'Striker School',
    campNameEs: '',
    facilityName: 'Fretz Park',
    timeZone: 'America/Chicago',
    day: '2030-06-10',
    days: ['2030-06-10', '2030-06-11'],
    children: [
      {
        ...noAttendance,
        registrationId: 2,
        firstName: 'Maya',
        lastName: 'Parker',
        group: 'Red',
        checkedInBy: '',
        checkedOutBy: '',
        confirmation: '',
      },
    ],
  };
  const data = [
    rosterItem,
    child,
    teamRoster,
    attendance,
    ['9:00 AM', '12:00 PM', 'coach@example.com', 'Striker School (2030-06-10 – 2030-06-11)'],
    // The signed-in user, and the address of the coach's page.
    ['Sam Staff', 'Alex Admin', 'staff@example.com', 'admin@example.com', '/coach'],
  ];
  const texts = (() => {
    const found = new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === 'string') found.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(data);
    return [...found].filter((t) => /[A-Za-z]{2,}/.test(t)).sort((a, b) => b.length - a.length);
  })();

  it.each([
    ['/coach', 'Striker School'],
    ['/coach/sessions/11', 'Peanut allergy'],
    ['/manage/coaches', 'coach@example.com'],
    ['/coach/age-groups/7', 'Green Rockets'],
    ['/manage/attendance/11', 'Maya Parker'],
  ])('%s', async (route, shown) => {
    mockApi({
      [`GET ${apiPaths.myRosters}`]: () => json([rosterItem]),
      [`GET ${apiPaths.coachSessionRoster(11)}`]: () =>
        json({
          session: rosterItem,
          day: '2030-06-10',
          days: ['2030-06-10', '2030-06-11'],
          children: [child],
        }),
      [`GET ${apiPaths.coachAssignments}`]: () =>
        json([
          {
            id: 1,
            email: 'coach@example.com',
            kind: 'session',
            itemId: 11,
            itemName: 'Striker School (2030-06-10 – 2030-06-11)',
            group: 'Red',
            assignedBy: 'admin@example.com',
            createdAt: '2030-01-01T10:00:00Z',
          },
        ]),
      [`GET ${apiPaths.campSessions('_allStates')}`]: () => json([]),
      [`GET ${apiPaths.allTournaments}`]: () => json([]),
      [`GET ${apiPaths.coachAgeGroupRoster(7)}`]: () => json(teamRoster),
      [`GET ${apiPaths.attendanceReport(11)}`]: () => json(attendance),
    });
    showTestsIn('pseudo');
    renderApp(undefined, { route, session: route === '/manage/coaches' ? adminSession() : staffSession() });
    await screen.findAllByText(shown, { exact: false });
    expect(untranslated(texts)).toEqual([]);
  });
});

/** Team rosters completed by guardians and the day's team check-in (decisions 0100, 0101). */
describe('pseudo-locale: team rosters and check-in', () => {
  beforeAll(() => preloadPages('rosterInvite', 'teamRoster', 'coachCheckIn'));
  const invite = {
    playerFullName: 'Ann Lee',
    teamName: 'Green Rockets',
    tournamentName: 'Music City Shootout',
    tournamentNameEs: '',
    ageGroup: 'U10 Girls',
    startDate: '2030-06-14',
    endDate: '2030-06-15',
    rosterDeadline: '2030-06-07',
    open: true,
    complete: false,
    supportsTshirt: true,
    documents: [],
  };
  const roster = {
    registrationId: 77,
    teamName: 'Green Rockets',
    tournamentName: 'Music City Shootout',
    tournamentNameEs: '',
    ageGroup: 'U10 Girls',
    rosterDeadline: '2030-06-07',
    open: true,
    maxPlayers: 8,
    players: [
      {
        inviteId: 5,
        playerFullName: 'Ann Lee',
        guardianEmail: 'ann.parent@example.com',
        complete: false,
        lastSentAt: '2030-06-01T15:00:00.000Z',
        remindFrom: '2030-06-02T15:00:00.000Z',
      },
    ],
  };
  const team = {
    registrationId: 77,
    teamName: 'Green Rockets',
    tournamentName: 'Music City Shootout',
    tournamentNameEs: '',
    ageGroup: 'U10 Girls',
    day: '2030-06-14',
    players: 2,
    complete: 1,
    missing: ['Ann Lee'],
    contact: { name: 'Casey Coach', phone: '6155550111' },
    checkedInAt: null,
    checkedInBy: null,
  };
  // The page's data, and the signed-in user.
  const texts = [
    'ann.parent@example.com',
    'staff@example.com',
    'Music City Shootout',
    'Green Rockets',
    'Casey Coach',
    'U10 Girls',
    'Sam Staff',
    'Ann Lee',
  ];

  it.each([
    ['/RosterInvite?token=7.x', 'Green Rockets'],
    ['/TeamRoster/77', 'ann.parent@example.com'],
    ['/coach/check-in?day=2030-06-14', 'Casey Coach'],
  ])('%s', async (route, shown) => {
    mockApi({
      [`GET ${apiPaths.rosterInvite}`]: () => json(invite),
      [`GET ${apiPaths.teamRoster(77)}`]: () => json(roster),
      [`GET ${apiPaths.teamCheckIns}`]: () => json({ day: '2030-06-14', teams: [team] }),
    });
    showTestsIn('pseudo');
    renderApp(undefined, { route, session: staffSession() });
    await screen.findAllByText(shown, { exact: false });
    expect(untranslated(texts)).toEqual([]);
  });
});

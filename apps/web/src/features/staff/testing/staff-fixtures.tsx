import {
  type AdminCatalog,
  type AuditEntry,
  apiPaths,
  type CampRegistration,
  type CampSession,
  type ContactMessage,
  emptyCampDetails,
  emptySessionDetails,
  emptyTournamentDetails,
  type FieldRentalInquiry,
  type SessionSummaryItem,
  type TournamentDetail,
  type TournamentReportRow,
  type TournamentSummaryItem,
} from '@soccer/contracts';
import { configure } from '@testing-library/react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  factory,
  makeAgeRange,
  makeCampRegistration,
  makeCampSession,
  makeFacility,
  makeTeamMember,
  makeTournament,
  noAgeRule,
} from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { type Answer, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';

/** Test data for the staff pages' component tests (the API stand-in is `testing/mock-api`). */

// Pages are lazy chunks: the first render of a page in a test file waits for its import, which
// under a loaded machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

export const staffSession = () =>
  fakeSession({ name: 'Sam Staff', email: 'staff@example.com', roles: ['staff'] });
export const adminSession = () =>
  fakeSession({ name: 'Alex Admin', email: 'admin@example.com', roles: ['admin'] });
export const parentSession = () =>
  fakeSession({ name: 'Pat Parker', email: 'parent@example.com', roles: [] });

/** A staff member's cancellation with its reason, as the audit log lists it. */
export const auditEntry: AuditEntry = {
  id: 1,
  actorEmail: 'staff@example.com',
  action: 'cancel',
  entity: 'campRegistration',
  entityId: '9',
  details: '{"reason":"Family moved"}',
  createdAt: '2030-01-01T10:00:00Z',
};

/** One page of a paged staff list: the rows, and their total in `x-total-count`. */
export const pageOf = (items: unknown[], total = items.length) =>
  json(items, { headers: { 'x-total-count': String(total) } });

/** Shows the current location so tests can read the URL. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export const facility = makeFacility({
  id: 3,
  facilityName: 'Riverside Fields',
  addressLine1: '9 River Rd',
  zipCode: '37201',
});

export const campSession = factory(() =>
  makeCampSession({
    id: 11,
    campSpec: {
      id: 2,
      campName: 'Striker School',
      catalogDescription: 'Finishing.',
      attendeeNotes: '',
      es: { campName: '', catalogDescription: '', attendeeNotes: '' },
    },
    campFacility: facility,
    timeBlock: '9-12',
    ageRange: 'Ages 8-12',
    campCost: 199,
    attendeeCapacity: 20,
    hasPromoCode: false,
    seatsLeft: 5,
  }),
);

export const sessionSummary = factory<SessionSummaryItem>(() => ({
  campSession: campSession(),
  numberOfRegistrationsPaid: 12,
  numberOfRegistrationsUnpaid: 3,
  revenue: 1800,
  refunded: 0,
  netRevenue: 1800,
}));

/** A registration as the session report lists it (without its session). */
export const campRegistration = factory(() =>
  makeCampRegistration({
    id: 101,
    ownerLocalAccountId: 'u1',
    campSessionId: 11,
    playerFirstName: 'Ava',
    playerLastName: 'Runner',
    playerBirthdate: '2016-04-02',
    playerAddressLine1: '1 Main St',
    playerZipCode: '37201',
    pog1LastName: 'Parker',
    pog1Email: 'parent@example.com',
    pog1Phone: '6155550123',
    emergencyContactFirstName: 'Gran',
    emergencyContactPhone: '615-555-0199',
    emergencyContactRelationship: 'Grandmother',
    createdAt: '2030-01-01T10:00:00Z',
  }),
);

export const tournamentDetail = factory<TournamentDetail>(() => ({
  ...makeTournament({
    id: 4,
    tournamentDescription: '3v3',
    hasPromoCode: false,
    facility,
    ageRange: makeAgeRange(7, 'U8 Boys & Girls'),
  }),
  ageRanges: [makeAgeRange(7, 'U8 Boys & Girls'), makeAgeRange(8, 'U10 Boys')],
}));

export function tournamentSummary(
  ageRangeId: number,
  description: string,
  overrides: Partial<TournamentSummaryItem> = {},
): TournamentSummaryItem {
  const { ageRanges: _ranges, ...tournament } = tournamentDetail();
  return {
    tournament: {
      ...tournament,
      ageRange: makeAgeRange(ageRangeId, description),
    },
    numberOfRegistrationsPaid: 1,
    numberOfRegistrationsUnpaid: 2,
    revenue: 300,
    refunded: 0,
    netRevenue: 300,
    ...overrides,
  };
}

export const teamMember = factory(() =>
  makeTeamMember({
    tournamentRegistrationID: 51,
    playerDateOfBirth: '2015-06-01',
    parentFullName: 'Alex Striker',
    parentPhone: '2145550100',
  }),
);

export const reportRow = factory<TournamentReportRow>(() => ({
  id: 51,
  teamName: 'Rockets',
  contactName: 'Casey Coach',
  contactPhone: '2145550111',
  contactEmail: 'coach@example.com',
  registrationStatus: 'paid',
  teamMembers: [
    teamMember(),
    teamMember({ id: 2, playerFullName: 'Jo Keeper', playerGender: 'F', tshirtSize: 'xs' }),
  ],
}));

/**
 * Session 11's report as the API answers it: `registrations` of `session` (both asked on every
 * load, so a test can change what the next load sees); `answer` answers every other call.
 */
export function answerSessionReport(
  registrations: () => CampRegistration[] = () => [campRegistration()],
  answer: Answer = () => undefined,
  session: () => CampSession = campSession,
) {
  return mockApi((call) => {
    if (call.path === apiPaths.sessionRegistrations(11))
      return json({ campSession: session(), registrations: registrations() });
    // The session's messages from the office: none, unless `answer` has them.
    return answer(call) ?? (call.key === `GET ${apiPaths.officeMessages}` ? json([]) : undefined);
  });
}

/** Tournament 4's report of age group 7: the tournament and `rows` (asked on every load); `answer` answers the rest. */
export function answerTournamentReport(
  rows: () => TournamentReportRow[] = () => [reportRow()],
  answer: Answer = () => undefined,
) {
  return mockApi((call) => {
    if (call.path === apiPaths.tournamentById(4)) return json(tournamentDetail());
    if (call.path === apiPaths.tournamentRegistrations(4, 7)) return json(rows());
    // The tournament's messages from the office: none, unless `answer` has them.
    return answer(call) ?? (call.key === `GET ${apiPaths.officeMessages}` ? json([]) : undefined);
  });
}

/** The addresses of the two reports answered above. */
export const reportRoutes = {
  session: '/SessionRegistrationReport/11',
  tournament: '/TournamentRegistrationReport/4/7',
} as const;

/** Opens session 11's or the tournament's report, signed in as staff. */
export const openReport = (report: keyof typeof reportRoutes) =>
  renderApp(undefined, { route: reportRoutes[report], session: staffSession() });

export function contactMessages(count: number, startId = 1): ContactMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    id: startId + i,
    firstName: `First${startId + i}`,
    lastName: 'Sender',
    email: `sender${startId + i}@example.com`,
    telephone: '6155550100',
    subject: `Subject ${startId + i}`,
    message: `Message ${startId + i}`,
    dateCreated: '2030-01-01T10:00:00Z',
    status: 'new' as const,
  }));
}

/** A field rental inquiry from 'Renter {id}' (a birthday party in Dallas). */
export function rentalInquiry(id: number, overrides: Partial<FieldRentalInquiry> = {}): FieldRentalInquiry {
  return {
    id,
    fullName: `Renter ${id}`,
    streetAddress1: '1 Main St',
    streetAddress2: '',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
    email: 'renter@example.com',
    telephone: '2145550100',
    datePreferred: '2030-05-01',
    timePreferred: '2 PM',
    numberOfHours: '2',
    numberOfFields: '1',
    message: 'Birthday for 12 kids',
    location: 'Dallas Sports Park, Dallas, TX',
    numberOfChildren: 12,
    childAge: 7,
    dateCreated: '2030-01-01T10:00:00Z',
    status: 'new',
    ...overrides,
  };
}

/** The catalogue as admins edit it: the facility, camp, session and tournament above. */
export function adminCatalog(): AdminCatalog {
  const { campSpec, campFacility, seatsLeft: _left, hasPromoCode: _code, ...session } = campSession();
  const {
    facility: place,
    ageRange: _range,
    ageRanges: _ranges,
    hasPromoCode: _promo,
    ...tournament
  } = tournamentDetail();
  const { details: _public, ...sessionRecord } = session;
  const editable = {
    promoCode: '',
    promoDiscount: 0,
    priceWindows: [],
    cancellationPolicy: null,
    depositPlan: null,
    instalmentPlan: null,
    archived: false,
  };
  const reminders = { reminderDays: null };
  return {
    documents: [],
    facilities: [{ ...facility, timeZone: 'America/Chicago', archived: false }],
    campSpecs: [{ ...campSpec, ...reminders, archived: false, details: emptyCampDetails }],
    campSessions: [
      {
        ...sessionRecord,
        details: emptySessionDetails,
        ...editable,
        ...reminders,
        campSpecId: campSpec.id,
        facilityId: campFacility.id,
        seatsTaken: 3,
      },
    ],
    tournaments: [
      {
        ...tournament,
        ...editable,
        // Blank in the catalogue: the registration deadline is the roster deadline.
        rosterDeadline: null,
        ...reminders,
        facilityId: place.id,
        details: emptyTournamentDetails,
        ageRanges: [
          {
            id: 7,
            ageRangeDescription: 'U8 Boys & Girls',
            ...noAgeRule,
            maxTeams: null,
            teamsHeld: 0,
            archived: false,
          },
        ],
      },
    ],
  };
}

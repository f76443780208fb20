import type {
  AdminCatalog,
  CampRegistration,
  CampSession,
  ContactMessage,
  SessionSummaryItem,
  TeamMember,
  TournamentDetail,
  TournamentReportRow,
  TournamentSummaryItem,
} from '@soccer/contracts';
import { configure } from '@testing-library/react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  makeCampRegistration,
  makeCampSession,
  makeFacility,
  makeTeamMember,
  makeTournament,
} from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';

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

export function campSession(overrides: Partial<CampSession> = {}): CampSession {
  return makeCampSession({
    id: 11,
    campSpec: { id: 2, campName: 'Striker School', catalogDescription: 'Finishing.', attendeeNotes: '' },
    campFacility: facility,
    timeBlock: '9-12',
    ageRange: 'Ages 8-12',
    campCost: 199,
    attendeeCapacity: 20,
    hasPromoCode: false,
    seatsLeft: 5,
    ...overrides,
  });
}

export function sessionSummary(overrides: Partial<SessionSummaryItem> = {}): SessionSummaryItem {
  return {
    campSession: campSession(),
    numberOfRegistrationsPaid: 12,
    numberOfRegistrationsUnpaid: 3,
    revenue: 1800,
    refunded: 0,
    netRevenue: 1800,
    ...overrides,
  };
}

/** A registration as the session report lists it (without its session). */
export function campRegistration(overrides: Partial<CampRegistration> = {}): CampRegistration {
  return makeCampRegistration({
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
    ...overrides,
  });
}

export function tournamentDetail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    ...makeTournament({
      id: 4,
      tournamentDescription: '3v3',
      hasPromoCode: false,
      facility,
      ageRange: { tournamentAgeRangeId: 7, ageRangeDescription: 'U8 Boys & Girls' },
    }),
    ageRanges: [
      { tournamentAgeRangeId: 7, ageRangeDescription: 'U8 Boys & Girls' },
      { tournamentAgeRangeId: 8, ageRangeDescription: 'U10 Boys' },
    ],
    ...overrides,
  };
}

export function tournamentSummary(
  ageRangeId: number,
  description: string,
  overrides: Partial<TournamentSummaryItem> = {},
): TournamentSummaryItem {
  const { ageRanges: _ranges, ...tournament } = tournamentDetail();
  return {
    tournament: {
      ...tournament,
      ageRange: { tournamentAgeRangeId: ageRangeId, ageRangeDescription: description },
    },
    numberOfRegistrationsPaid: 1,
    numberOfRegistrationsUnpaid: 2,
    revenue: 300,
    refunded: 0,
    netRevenue: 300,
    ...overrides,
  };
}

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return makeTeamMember({
    tournamentRegistrationID: 51,
    playerDateOfBirth: '2015-06-01',
    parentFullName: 'Alex Striker',
    parentPhone: '2145550100',
    ...overrides,
  });
}

export function reportRow(overrides: Partial<TournamentReportRow> = {}): TournamentReportRow {
  return {
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
    ...overrides,
  };
}

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
  }));
}

export function adminCatalog(): AdminCatalog {
  return {
    facilities: [{ ...facility, archived: false }],
    campSpecs: [
      {
        id: 2,
        campName: 'Striker School',
        catalogDescription: 'Finishing.',
        attendeeNotes: '',
        archived: false,
      },
    ],
    campSessions: [
      {
        id: 11,
        campSpecId: 2,
        facilityId: 3,
        campStartDate: '2030-06-10',
        campEndDate: '2030-06-14',
        timeBlock: '9-12',
        ageRange: 'Ages 8-12',
        campCost: 199,
        attendeeCapacity: 20,
        promoCode: '',
        promoDiscount: 0,
        cancellationPolicy: null,
        archived: false,
        seatsTaken: 3,
      },
    ],
    tournaments: [
      {
        id: 4,
        tournamentName: 'Music City 3v3 Shootout',
        tournamentDescription: '3v3',
        facilityId: 3,
        tournamentStartDate: '2030-07-01',
        tournamentEndDate: '2030-07-02',
        lastDateToRegister: '2030-06-20',
        minNumberOfGames: 4,
        maxNumberOfPlayers: 5,
        tournamentCost: 225,
        supportsTshirtOffering: true,
        promoCode: '',
        promoDiscount: 0,
        cancellationPolicy: null,
        archived: false,
        ageRanges: [{ id: 7, ageRangeDescription: 'U8 Boys & Girls', archived: false }],
      },
    ],
  };
}

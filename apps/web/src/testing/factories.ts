import type {
  Acceptance,
  AgeRange,
  CampRegistration,
  CampSession,
  ConsentDocument,
  Facility,
  Household,
  HouseholdContacts,
  HouseholdPlayer,
  Refund,
  StaffWaitlistEntry,
  SwitchOption,
  SwitchOptions,
  TeamMember,
  Tournament,
  TournamentRegistration,
  WaitlistEntry,
} from '@soccer/contracts';

/**
 * Test data every area builds on: one valid record of each kind, changed per test through
 * overrides. Areas keep their own variants (staff names, dates relative to today) in their
 * `testing/` folders on top of these.
 */

/** A record's factory: fresh defaults on every call, a test's overrides on top. */
export function factory<T>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

export const makeFacility = factory<Facility>(() => ({
  id: 1,
  facilityName: 'Shelby Bottoms Sports Complex',
  addressLine1: '1900 Davidson St',
  city: 'Nashville',
  state: 'TN',
  zipCode: '37206',
}));

/** An age group without rules: every player may play in it. */
export const noAgeRule = { birthDateFrom: null, birthDateTo: null, gender: null } as const;

/** A tournament age range as the API sends it (no rules unless given). */
export const makeAgeRange = (
  tournamentAgeRangeId: number,
  ageRangeDescription: string,
  rule: Partial<Omit<AgeRange, 'tournamentAgeRangeId' | 'ageRangeDescription'>> = {},
): AgeRange => ({
  tournamentAgeRangeId,
  ageRangeDescription,
  ...noAgeRule,
  maxTeams: null,
  teamsLeft: null,
  waitlisted: 0,
  ...rule,
});

export const makeCampSession = factory<CampSession>(() => ({
  id: 7,
  campSpec: {
    id: 1,
    campName: 'Foundations Skills Camp',
    catalogDescription: 'Touches.',
    attendeeNotes: '',
    es: { campName: '', catalogDescription: '', attendeeNotes: '' },
  },
  campFacility: makeFacility(),
  campStartDate: '2030-06-10',
  campEndDate: '2030-06-14',
  timeBlock: '9:00 AM - 12:00 PM',
  ageRange: 'Ages 6-9',
  minAge: null,
  maxAge: null,
  campCost: 175,
  attendeeCapacity: 24,
  hasPromoCode: true,
  seatsLeft: 20,
  waitlisted: 0,
}));

/** A registration as its owner reads it; add `campSession` where the endpoint sends one. */
export const makeCampRegistration = factory<CampRegistration>(() => ({
  id: 42,
  ownerLocalAccountId: 'user-1',
  registrationStatus: 'registered',
  campSessionId: 7,
  stripeSessionId: null,
  promoCode: '',
  promoDiscountAppliedAmount: 0,
  playerFirstName: 'Sam',
  playerLastName: 'Parker',
  playerBirthdate: '2016-05-04',
  tshirtSize: 'm',
  playerAddressLine1: '12 Main St',
  playerAddressLine2: '',
  playerCity: 'Nashville',
  playerState: 'TN',
  playerZipCode: '37206',
  pog1FirstName: 'Pat',
  pog1LastName: 'Parent',
  pog1Email: 'pat@example.com',
  pog1Phone: '6155550100',
  pog2FirstName: '',
  pog2LastName: '',
  pog2Email: '',
  pog2Phone: '',
  emergencyContactFirstName: 'Robin',
  emergencyContactLastName: 'Parker',
  emergencyContactPhone: '6155550199',
  emergencyContactRelationship: 'Grandparent',
  medicalConditions: '',
  medicalTreatment: '',
  createdAt: '2030-01-01T00:00:00.000Z',
  holdExpiresAt: null,
  paymentPending: false,
}));

export const makeTournament = factory<Tournament>(() => ({
  id: 2,
  tournamentName: 'Music City 3v3 Shootout',
  tournamentDescription: 'Fast 3v3 games.',
  es: { tournamentName: '', tournamentDescription: '' },
  tournamentStartDate: '2030-07-01',
  tournamentEndDate: '2030-07-02',
  lastDateToRegister: '2030-06-20',
  rosterDeadline: '2030-06-27',
  minNumberOfGames: 4,
  maxNumberOfPlayers: 5,
  tournamentCost: 225,
  hasPromoCode: true,
  supportsTshirtOffering: true,
  facility: makeFacility(),
  ageRange: makeAgeRange(5, 'U10 Boys'),
}));

export const makeTeamMember = factory<TeamMember>(() => ({
  id: 1,
  tournamentRegistrationID: 9,
  playerFullName: 'Sam Striker',
  playerEmail: '',
  playerDateOfBirth: '2015-04-12',
  tshirtSize: 'm',
  playerGender: 'M',
  parentFullName: 'Jamie Striker',
  parentPhone: '6155550100',
}));

export const makeTournamentRegistration = factory<TournamentRegistration>(() => ({
  id: 9,
  ownerLocalAccountId: 'user-1',
  tournamentID: 2,
  ageRangeID: 5,
  contactName: 'Casey Coach',
  contactEmail: 'coach@example.com',
  contactPhone: '6155550111',
  teamName: 'Rockets',
  teamMembers: [makeTeamMember()],
  promoCode: '',
  promoDiscountAppliedAmount: 0,
  registrationStatus: 'registered',
  stripeSessionId: null,
  tournament: makeTournament(),
  createdAt: '2030-01-01T00:00:00.000Z',
  holdExpiresAt: null,
  paymentPending: false,
}));

/** A session a paid camp registration can move to ($250, $50 dearer than now). */
export const makeSwitchOption = factory<SwitchOption>(() => ({
  campSessionId: 7,
  campName: 'Advanced Camp',
  es: { campName: 'Campamento avanzado' },
  facilityName: 'Riverside Park',
  city: 'Nashville',
  state: 'TN',
  startDate: '2030-07-01',
  endDate: '2030-07-05',
  timeBlock: '9:00 AM - 12:00 PM',
  ageRange: 'Ages 6-9',
  minAge: 6,
  maxAge: 9,
  price: 250,
  difference: 50,
  refund: 0,
  eligibilityProblem: null,
  seatsLeft: 3,
}));

/** Where registration 4 can move: a dearer session (7) and a cheaper one (8). */
export const makeSwitchOptions = factory<SwitchOptions>(() => ({
  registrationId: 4,
  switchable: true,
  reason: null,
  lastDay: '2030-06-03',
  pending: null,
  options: [
    makeSwitchOption(),
    makeSwitchOption({
      campSessionId: 8,
      campName: 'Minis Camp',
      es: { campName: '' },
      price: 150,
      difference: -50,
      refund: 50,
    }),
  ],
}));

/** A waitlist entry as its owner reads it (GET /api/Waitlist/Mine). */
export const makeWaitlistEntry = factory<WaitlistEntry>(() => ({
  id: 5,
  kind: 'camp',
  itemId: 7,
  session: 'Foundations Skills Camp, 6/8/2030 to 6/12/2030',
  item: {
    name: 'Foundations Skills Camp',
    es: { name: 'Campamento de fundamentos' },
    startDate: '2030-06-08',
    endDate: '2030-06-12',
    ageGroup: null,
  },
  playerName: 'Sam Parker',
  state: 'waiting',
  position: 2,
  joinedAt: '2030-05-01T14:00:00.000Z',
  offerExpiresAt: null,
  registrationId: null,
  documentsToAccept: [],
}));

/** A waitlist entry as staff read it in the session report. */
export const makeStaffWaitlistEntry = factory<StaffWaitlistEntry>(() => ({
  ...makeWaitlistEntry(),
  parentEmail: 'pat@example.com',
  reason: null,
}));

export const makeHouseholdPlayer = factory<HouseholdPlayer>(() => ({
  id: 1,
  firstName: 'Maya',
  lastName: 'Parker',
  birthDate: '2016-05-04',
  gender: 'F',
  tshirtSize: 's',
  addressLine1: '12 Oak St',
  addressLine2: 'Apt 2',
  city: 'Nashville',
  state: 'TN',
  zipCode: '37206',
  medicalConditions: 'Peanut allergy',
  medicalTreatment: 'EpiPen in her bag',
}));

export const makeHouseholdContacts = factory<HouseholdContacts>(() => ({
  pog1FirstName: 'Pat',
  pog1LastName: 'Parker',
  pog1Email: 'pat@example.com',
  pog1Phone: '6155550100',
  pog2FirstName: 'Sam',
  pog2LastName: 'Parker',
  pog2Email: 'sam@example.com',
  pog2Phone: '6155550101',
  emergencyContactFirstName: 'Robin',
  emergencyContactLastName: 'Parker',
  emergencyContactPhone: '6155550199',
  emergencyContactRelationship: 'Aunt',
}));

/** A household with contacts and two players (Maya, and Leo who is younger). */
export const makeHousehold = factory<Household>(() => ({
  contacts: makeHouseholdContacts(),
  players: [
    makeHouseholdPlayer(),
    makeHouseholdPlayer({ id: 2, firstName: 'Leo', birthDate: '2021-09-01', tshirtSize: 'xs', gender: 'M' }),
  ],
  pickups: [],
}));

/** A waiver as a registration form receives it: its current version. */
export const makeConsentDocument = factory<ConsentDocument>(() => ({
  id: 31,
  kind: 'liability_waiver',
  version: 2,
  title: 'Liability waiver',
  body: 'Soccer is a contact sport.\nPlayers may be injured.',
  es: { title: '', body: '' },
}));

/** An acceptance as My Registrations and the staff reports show it. */
export const makeAcceptance = factory<Acceptance>(() => ({
  documentId: 31,
  kind: 'liability_waiver',
  title: 'Liability waiver',
  version: 2,
  fullName: 'Pat Parent',
  acceptedAt: '2026-05-01T14:30:00.000Z',
  locale: 'en',
}));

/** A refund on its way (the provider has not confirmed it yet). */
export const makeRefund = factory<Refund>(() => ({
  id: 1,
  amount: 80,
  state: 'pending',
  reason: 'x',
  failureReason: null,
  createdAt: '2030-01-01T00:00:00Z',
}));

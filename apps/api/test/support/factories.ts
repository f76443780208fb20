import { dayIn } from '@soccer/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { addDays } from '../../src/lib/dates.js';

const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The zone of the test facility (Nashville). */
export const testFacilityZone = 'America/Chicago';

/**
 * The test facility's calendar day `offset` days after the one `now` falls on: what the server
 * reads as "today" there, at any hour of the real clock.
 */
export const facilityDay = (now: Date, offset: number) => addDays(dayIn(testFacilityZone, now), offset);

/** Inserts a facility at the address; returns its id. */
export const insertFacility = async (db: Kysely<Database>, values: Insertable<Database['facilities']>) =>
  (await db.insertInto('facilities').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** A camp session with its spec and facility; options override the defaults. */
export async function createCampSession(
  db: Kysely<Database>,
  now: Date,
  options: {
    capacity?: number;
    costCents?: number;
    promoCode?: string | null;
    discountCents?: number;
    startOffset?: number;
    /** An exact first day (boundary tests), instead of `startOffset` days from `now`. */
    startDate?: string;
    /** Youngest and oldest age on the first day (null: no limit). */
    ages?: [number | null, number | null];
    /** Early-bird and late prices before `costCents` (cents; contracts `PriceWindow`). */
    priceWindows?: { until: string; cost: number }[];
  } = {},
) {
  const facilityId = await insertFacility(db, {
    facility_name: 'Test Park',
    address_line1: '1 Field Rd',
    city: 'Nashville',
    state: 'TN',
    zip_code: '37206',
  });
  const spec = await db
    .insertInto('camp_specs')
    .values({ camp_name: 'Test Camp', catalog_description: 'Skills', attendee_notes: 'Bring water' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const start = options.startOffset ?? 10;
  const session = await db
    .insertInto('camp_sessions')
    .values({
      camp_spec_id: spec.id,
      facility_id: facilityId,
      start_date: options.startDate ?? day(now, start),
      end_date: options.startDate ?? day(now, start + 4),
      time_block: '9:00 AM - 12:00 PM',
      age_range: 'Ages 6-9',
      min_age: options.ages?.[0] ?? null,
      max_age: options.ages?.[1] ?? null,
      cost_cents: options.costCents ?? 20000,
      attendee_capacity: options.capacity ?? 20,
      promo_code: options.promoCode ?? null,
      promo_discount_cents: options.discountCents ?? 0,
      price_windows: options.priceWindows ? JSON.stringify(options.priceWindows) : null,
      archived_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return session.id;
}

/** A complete, valid camp registration body for the session. */
export function campRegistrationBody(campSessionId: number, overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    campSessionId,
    registrationStatus: 'registered',
    promoCode: '',
    playerFirstName: 'Maya',
    playerLastName: 'Parker',
    playerBirthdate: '2015-03-14',
    tshirtSize: 'm',
    playerAddressLine1: '12 Oak St',
    playerAddressLine2: '',
    playerCity: 'Nashville',
    playerState: 'TN',
    playerZipCode: '37206',
    pog1FirstName: 'Pat',
    pog1LastName: 'Parker',
    pog1Email: 'parent@example.com',
    pog1Phone: '6155550100',
    pog2FirstName: '',
    pog2LastName: '',
    pog2Email: '',
    pog2Phone: '',
    emergencyContactFirstName: 'Robin',
    emergencyContactLastName: 'Parker',
    emergencyContactPhone: '6155550199',
    emergencyContactRelationship: 'Aunt',
    medicalConditions: '',
    medicalTreatment: '',
    ...overrides,
  };
}

/** A tournament with age ranges; returns the tournament id and the age range ids. */
export async function createTournament(
  db: Kysely<Database>,
  now: Date,
  options: {
    deadlineOffset?: number;
    /** Days from `now` to the first day (the event lasts two days); default 30. */
    startOffset?: number;
    name?: string;
    maxPlayers?: number;
    tshirts?: boolean;
    promoCode?: string | null;
    costCents?: number;
    /** Early-bird and late prices before `costCents` (cents; contracts `PriceWindow`). */
    priceWindows?: { until: string; cost: number }[];
    /** Birth-date range, gender and maximum of teams of each age range (by position); absent: everyone, no limit. */
    ageRules?: {
      birth_date_from?: string | null;
      birth_date_to?: string | null;
      gender?: string | null;
      max_teams?: number | null;
    }[];
  } = {},
) {
  const facilityId = await insertFacility(db, {
    facility_name: 'Cup Park',
    address_line1: '5 Goal Ln',
    city: 'Dallas',
    state: 'TX',
    zip_code: '75254',
  });
  const t = await db
    .insertInto('tournaments')
    .values({
      tournament_name: options.name ?? 'Test Cup',
      tournament_description: 'Small-sided fun',
      start_date: day(now, options.startOffset ?? 30),
      end_date: day(now, (options.startOffset ?? 30) + 1),
      last_date_to_register: day(now, options.deadlineOffset ?? 10),
      min_games: 3,
      max_players: options.maxPlayers ?? 8,
      cost_cents: options.costCents ?? 30000,
      promo_code: options.promoCode ?? null,
      promo_discount_cents: options.promoCode ? 5000 : 0,
      supports_tshirt: options.tshirts ? 1 : 0,
      price_windows: options.priceWindows ? JSON.stringify(options.priceWindows) : null,
      facility_id: facilityId,
      archived_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ageRangeIds: number[] = [];
  for (const [i, d] of ['U10 Boys', 'U12 Girls'].entries()) {
    const a = await db
      .insertInto('tournament_age_ranges')
      .values({ tournament_id: t.id, age_range_description: d, archived_at: null, ...options.ageRules?.[i] })
      .returning('id')
      .executeTakeFirstOrThrow();
    ageRangeIds.push(a.id);
  }
  return { tournamentId: t.id, ageRangeIds };
}

export function teamMember(overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    playerFullName: 'Sam Striker',
    playerEmail: '',
    playerDateOfBirth: '2015-06-01',
    tshirtSize: 'm',
    playerGender: 'M',
    parentFullName: 'Alex Striker',
    parentPhone: '2145550100',
    ...overrides,
  };
}

export function teamBody(ageRangeID: number, overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    ageRangeID,
    contactName: 'Casey Coach',
    contactEmail: 'coach@example.com',
    contactPhone: '2145550111',
    teamName: 'Rockets',
    promoCode: '',
    teamMembers: [teamMember(), teamMember({ playerFullName: 'Jo Keeper', playerGender: 'F' })],
    ...overrides,
  };
}

/** A date `offset` days from today, as the catalogue forms send it. */
const dayFromToday = (offset: number) => day(new Date(), offset);

/** Staff catalogue bodies (POST and PUT under /api/Admin), valid and with every text field filled. */
export const catalogInput = {
  facility: () => ({
    facilityName: 'New Park',
    addressLine1: '1 Field Rd',
    city: 'Nashville',
    state: 'TN',
    zipCode: '37206',
  }),
  campSpec: () => ({ campName: 'New Camp', catalogDescription: 'Skills', attendeeNotes: 'Bring water' }),
  campSession: (campSpecId: number, facilityId: number) => ({
    campSpecId,
    facilityId,
    campStartDate: dayFromToday(30),
    campEndDate: dayFromToday(31),
    timeBlock: '9:00 AM - 12:00 PM',
    ageRange: 'Ages 6-9',
    campCost: 10,
    attendeeCapacity: 100,
    promoCode: 'EARLY',
    promoDiscount: 1,
  }),
  tournament: (facilityId: number) => ({
    tournamentName: 'New Cup',
    tournamentDescription: 'Small-sided',
    facilityId,
    tournamentStartDate: dayFromToday(30),
    tournamentEndDate: dayFromToday(31),
    lastDateToRegister: dayFromToday(20),
    rosterDeadline: dayFromToday(25),
    minNumberOfGames: 3,
    maxNumberOfPlayers: 8,
    tournamentCost: 100,
    promoCode: 'EARLY',
    promoDiscount: 5,
    ageRanges: [{ ageRangeDescription: 'U9 Boys' }],
  }),
};

/** A contact-us message body with every field filled (no captcha token). */
export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  telephone: '6155550100',
  subject: 'Summer camps',
  message: 'Do you have sibling discounts?',
  ...overrides,
});

/** A field-rental inquiry body (no captcha token). */
export const fieldRentalBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Pat Parker',
  streetAddress1: '1 Main St',
  streetAddress2: '',
  city: 'Dallas',
  state: 'TX',
  zipCode: '75254',
  email: 'pat@example.com',
  telephone: '2145550100',
  datePreferred: '2030-05-02',
  timePreferred: '2 PM',
  numberOfHours: '2',
  numberOfFields: '1',
  message: 'Birthday party for 12 kids',
  operationId: 'op-1',
  ...overrides,
});

/** A valid household player body (the same child as `campRegistrationBody`). */
export const householdPlayerBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maya',
  lastName: 'Parker',
  birthDate: '2015-03-14',
  gender: 'F',
  tshirtSize: 'm',
  addressLine1: '12 Oak St',
  addressLine2: '',
  city: 'Nashville',
  state: 'TN',
  zipCode: '37206',
  medicalConditions: 'Peanut allergy',
  medicalTreatment: 'EpiPen in her bag',
  ...overrides,
});

/** Valid household contacts (the guardians and emergency contact of `campRegistrationBody`). */
export const householdContactsBody = (overrides: Record<string, unknown> = {}) => ({
  pog1FirstName: 'Pat',
  pog1LastName: 'Parker',
  pog1Email: 'parent@example.com',
  pog1Phone: '6155550100',
  pog2FirstName: 'Sam',
  pog2LastName: 'Parker',
  pog2Email: 'sam.parker@example.com',
  pog2Phone: '6155550101',
  emergencyContactFirstName: 'Robin',
  emergencyContactLastName: 'Parker',
  emergencyContactPhone: '6155550199',
  emergencyContactRelationship: 'Aunt',
  ...overrides,
});

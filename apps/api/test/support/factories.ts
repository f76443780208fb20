import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

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
  } = {},
) {
  const facility = await db
    .insertInto('facilities')
    .values({
      facility_name: 'Test Park',
      address_line1: '1 Field Rd',
      city: 'Nashville',
      state: 'TN',
      zip_code: '37206',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
      facility_id: facility.id,
      start_date: day(now, start),
      end_date: day(now, start + 4),
      time_block: '9:00 AM - 12:00 PM',
      age_range: 'Ages 6-9',
      cost_cents: options.costCents ?? 20000,
      attendee_capacity: options.capacity ?? 20,
      promo_code: options.promoCode ?? null,
      promo_discount_cents: options.discountCents ?? 0,
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

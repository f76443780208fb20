import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type NewContactMessage = Insertable<Database['contact_messages']>;
type NewFieldRentalInquiry = Insertable<Database['field_rental_inquiries']>;

export async function insertContactMessage(db: Executor, values: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRentalInquiry(db: Executor, values: NewFieldRentalInquiry): Promise<number> {
  const row = await db
    .insertInto('field_rental_inquiries')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The facilities in use (not archived), by name: the places a party inquiry may name. */
export function activeFacilities(db: Executor) {
  return db
    .selectFrom('facilities')
    .select(['id', 'facility_name', 'city', 'state'])
    .where('archived_at', 'is', null)
    .orderBy('facility_name')
    .orderBy('id')
    .execute();
}

/** One facility in use, or undefined (unknown or archived). */
export function activeFacility(db: Executor, id: number) {
  return db
    .selectFrom('facilities')
    .select(['id', 'facility_name', 'city', 'state'])
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

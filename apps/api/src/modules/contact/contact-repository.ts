import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The tables of the two inboxes: the contact form's messages and the party inquiries. */
type InboxTable = 'contact_messages' | 'field_rental_inquiries';

/** Keeps one message of an inbox; its id. */
async function insertInboxItem<T extends InboxTable>(
  db: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const insertContactMessage = (db: Executor, values: Insertable<Database['contact_messages']>) =>
  insertInboxItem(db, 'contact_messages', values);

export const insertRentalInquiry = (db: Executor, values: Insertable<Database['field_rental_inquiries']>) =>
  insertInboxItem(db, 'field_rental_inquiries', values);

/** The facilities in use (not archived): the places a party inquiry may name. */
const activeFacilityQuery = (db: Executor) =>
  db
    .selectFrom('facilities')
    .select(['id', 'facility_name', 'city', 'state'])
    .where('archived_at', 'is', null);

/** The facilities in use, by name. */
export function activeFacilities(db: Executor) {
  return activeFacilityQuery(db).orderBy('facility_name').orderBy('id').execute();
}

/** One facility in use, or undefined (unknown or archived). */
export function activeFacility(db: Executor, id: number) {
  return activeFacilityQuery(db).where('id', '=', id).executeTakeFirst();
}

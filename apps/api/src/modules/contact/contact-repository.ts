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

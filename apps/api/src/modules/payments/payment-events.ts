import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Records a handled provider event id; false when it was handled before (a redelivery). */
export async function recordPaymentEvent(
  db: Kysely<Database> | Transaction<Database>,
  eventId: string,
  type: string,
  at: string,
) {
  const result = await db
    .insertInto('payment_events')
    .values({ event_id: eventId, event_type: type, received_at: at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

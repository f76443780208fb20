import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { AttendanceEventsTable, AttendanceTextsTable } from '../../db/schema.js';

/*
 * Check-in and check-out taps (decision 0098). Rows are only ever inserted: an undo is a row of
 * its own that names the tap it takes back.
 */

export type AttendanceEventRow = Omit<AttendanceEventsTable, 'id'> & { id: number };
export type NewAttendanceEvent = Omit<AttendanceEventsTable, 'id'>;

export async function eventById(db: Executor, eventId: string) {
  return db.selectFrom('attendance_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** One child's taps of a day, in order. */
export async function eventsOfChildDay(db: Executor, registrationId: number, day: string) {
  return db
    .selectFrom('attendance_events')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .where('day', '=', day)
    .orderBy('seq')
    .execute();
}

/** Every tap of a session's day, per child in order: one query for a whole roster. */
export async function eventsOfSessionDay(db: Executor, sessionId: number, day: string) {
  return db
    .selectFrom('attendance_events')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('day', '=', day)
    .orderBy('registration_id')
    .orderBy('seq')
    .execute();
}

export async function insertEvent(db: Executor, event: NewAttendanceEvent) {
  await db.insertInto('attendance_events').values(event).execute();
}

/** The wrong codes counted for a child on a day. */
export async function codeFailures(db: Executor, registrationId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('pickup_code_failures')
    .select('failures')
    .where('registration_id', '=', registrationId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.failures ?? 0);
}

/** Counts one wrong code in one statement (two phones at once each count); answers the count. */
export async function addCodeFailure(db: Executor, registrationId: number, day: string, at: string) {
  const row = await db
    .insertInto('pickup_code_failures')
    .values({ registration_id: registrationId, day, failures: 1, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['registration_id', 'day']).doUpdateSet({
        failures: sql<number>`pickup_code_failures.failures + 1`,
        updated_at: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** What the account chose on each check-in and check-out: a mail, a text (no row: neither). */
export async function noticesOf(db: Executor, ownerId: string): Promise<{ mail: boolean; text: boolean }> {
  const row = await db
    .selectFrom('attendance_notices')
    .select(['by_mail', 'by_text'])
    .where('owner_account_id', '=', ownerId)
    .executeTakeFirst();
  return { mail: Number(row?.by_mail ?? 0) === 1, text: Number(row?.by_text ?? 0) === 1 };
}

/** Saves the choice; a text left out (`undefined`) stays as it was. */
export async function saveNotices(
  db: Executor,
  ownerId: string,
  notices: { mail: boolean; text?: boolean | undefined },
  at: string,
) {
  const mail = notices.mail ? 1 : 0;
  const text = notices.text === undefined ? {} : { by_text: notices.text ? 1 : 0 };
  await db
    .insertInto('attendance_notices')
    .values({ owner_account_id: ownerId, by_mail: mail, ...text, updated_at: at })
    .onConflict((oc) => oc.column('owner_account_id').doUpdateSet({ by_mail: mail, ...text, updated_at: at }))
    .execute();
}

/** Queues a tap's text; a tap has one (`event_id` unique), so a second insert writes nothing. */
export async function queueText(db: Executor, text: Insertable<AttendanceTextsTable>) {
  await db
    .insertInto('attendance_texts')
    .values(text)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

/** Taps' texts waiting to be sent, oldest first. */
export async function queuedTexts(db: Executor, limit: number) {
  return db
    .selectFrom('attendance_texts')
    .select(['id', 'phone', 'text_body'])
    .where('text_status', '=', 'queued')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The account and address a registration's mails go to. */
export async function registrationOwner(db: Executor, registrationId: number) {
  return db
    .selectFrom('camp_registrations')
    .select(['owner_account_id', 'owner_email', 'player_first_name'])
    .where('id', '=', registrationId)
    .executeTakeFirst();
}

import { type OfficeAudience, officeMessageLimits } from '@soccer/contracts';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { OfficeMessageRecipientsTable } from '../../db/schema.js';

/** One person an audience reaches: a player (or team) of an account, with what the placeholders say. */
export interface AudienceRow {
  accountId: string;
  email: string;
  firstName: string;
  itemName: string;
  itemNameEs: string;
  startDate: string;
  /** A camp session's daily times ('9:00 AM - 12:00 PM'); null for a tournament. */
  timeBlock: string | null;
  timeZone: string;
}

const campRows = (db: Executor) =>
  db
    .selectFrom('camp_registrations as r')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select([
      'r.owner_account_id as accountId',
      'r.pog1_email as email',
      'r.player_first_name as firstName',
      'c.camp_name as itemName',
      'c.camp_name_es as itemNameEs',
      's.start_date as startDate',
      's.time_block as timeBlock',
      'f.time_zone as timeZone',
    ])
    .where('r.status', '=', 'paid')
    .orderBy('r.id');

/**
 * Everyone an audience names, a row per player (or team), oldest first: paid camp registrations of
 * a session or of the sessions in a date range, the paid teams of a tournament age group (their
 * contact, the coach), the entries still waiting or offered on a session's waitlist.
 */
export async function audienceRows(db: Executor, audience: OfficeAudience): Promise<AudienceRow[]> {
  switch (audience.kind) {
    case 'session':
      return campRows(db).where('r.camp_session_id', '=', audience.sessionId).execute();
    case 'dateRange':
      return campRows(db)
        .where('s.start_date', '<=', audience.to)
        .where('s.end_date', '>=', audience.from)
        .execute();
    case 'ageGroup':
      return db
        .selectFrom('tournament_registrations as t')
        .innerJoin('tournaments as x', 'x.id', 't.tournament_id')
        .innerJoin('facilities as f', 'f.id', 'x.facility_id')
        .select([
          't.owner_account_id as accountId',
          't.contact_email as email',
          't.team_name as firstName',
          'x.tournament_name as itemName',
          'x.tournament_name_es as itemNameEs',
          'x.start_date as startDate',
          'f.time_zone as timeZone',
        ])
        .select((eb) => eb.val<string | null>(null).as('timeBlock'))
        .where('t.tournament_id', '=', audience.tournamentId)
        .where('t.age_range_id', '=', audience.ageRangeId)
        .where('t.status', '=', 'paid')
        .orderBy('t.id')
        .execute() as Promise<AudienceRow[]>;
    case 'waitlist': {
      const rows = await db
        .selectFrom('waitlist_entries as w')
        .innerJoin('camp_sessions as s', 's.id', 'w.item_id')
        .innerJoin('camp_specs as c', 'c.id', 's.camp_spec_id')
        .innerJoin('facilities as f', 'f.id', 's.facility_id')
        .select([
          'w.owner_account_id as accountId',
          'w.owner_email as email',
          'w.player_name as playerName',
          'c.camp_name as itemName',
          'c.camp_name_es as itemNameEs',
          's.start_date as startDate',
          's.time_block as timeBlock',
          'f.time_zone as timeZone',
        ])
        .where('w.kind', '=', 'camp')
        .where('w.item_id', '=', audience.sessionId)
        .where('w.state', 'in', ['waiting', 'offered'])
        .orderBy('w.id')
        .execute();
      return rows.map(({ playerName, ...r }) => ({
        ...r,
        firstName: playerName.trim().split(/\s+/)[0] ?? '',
      }));
    }
  }
}

/** Whether the session, or the tournament and its age group, an audience names exists. */
export async function audienceExists(db: Executor, audience: OfficeAudience): Promise<boolean> {
  if (audience.kind === 'dateRange') return true;
  if (audience.kind === 'ageGroup') {
    const row = await db
      .selectFrom('tournament_age_ranges')
      .select('id')
      .where('id', '=', audience.ageRangeId)
      .where('tournament_id', '=', audience.tournamentId)
      .executeTakeFirst();
    return row !== undefined;
  }
  const row = await db
    .selectFrom('camp_sessions')
    .select('id')
    .where('id', '=', audience.sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Runs `read` over `ids` in slices, so a list of thousands stays within every engine's limits. */
async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += officeMessageLimits.batch)
    out.push(...(await read(ids.slice(i, i + officeMessageLimits.batch))));
  return out;
}

/** The saved language of each account that has one. */
export async function localesOf(db: Executor, accountIds: string[]): Promise<Map<string, string>> {
  const rows = await inSlices(accountIds, (slice) =>
    db
      .selectFrom('account_languages')
      .select(['owner_account_id', 'locale'])
      .where('owner_account_id', 'in', slice)
      .execute(),
  );
  return new Map(rows.map((r) => [r.owner_account_id, r.locale]));
}

/** The numbers that take texts (opted in, no STOP since), by account. */
export async function textNumbersOf(db: Executor, accountIds: string[]): Promise<Map<string, string>> {
  const rows = await inSlices(accountIds, (slice) =>
    db
      .selectFrom('text_numbers')
      .select(['owner_account_id', 'phone'])
      .where('owner_account_id', 'in', slice)
      .where('opted_out_at', 'is', null)
      .execute(),
  );
  return new Map(rows.map((r) => [r.owner_account_id, r.phone]));
}

export async function insertRecipients(db: Executor, rows: Insertable<OfficeMessageRecipientsTable>[]) {
  for (let i = 0; i < rows.length; i += officeMessageLimits.batch)
    await db
      .insertInto('office_message_recipients')
      .values(rows.slice(i, i + officeMessageLimits.batch))
      .onConflict((oc) => oc.columns(['message_id', 'account_id']).doNothing())
      .execute();
}

/** A message's recipients with the state of their mail (the outbox row of `mail_key`). */
export function recipientsWithMail(db: Executor, messageIds: number[]) {
  return db
    .selectFrom('office_message_recipients as m')
    .leftJoin('mail_outbox as o', 'o.dedupe_key', 'm.mail_key')
    .select(['m.message_id', 'm.email', 'm.locale', 'm.phone', 'm.text_status', 'o.status as mail_status'])
    .where('m.message_id', 'in', messageIds.length ? messageIds : [0])
    .orderBy('m.id')
    .execute();
}

/**
 * Takes a message to go out, for the delivery `sender` until `until`: from `scheduled`, or from
 * `sending` when the delivery that held it stopped writing batches (its hold ran out: a crash, a
 * kill). One conditional UPDATE, so one delivery holds a message at a time. `sent_at` is the
 * time it first started to go out.
 */
export async function takeForSending(
  db: Executor,
  messageId: number,
  hold: { sender: string; now: string; until: string },
): Promise<boolean> {
  const taken = await db
    .updateTable('office_messages')
    .set((eb) => ({
      status: 'sending',
      sender: hold.sender,
      sending_until: hold.until,
      sent_at: eb.fn.coalesce('sent_at', eb.val(hold.now)),
    }))
    .where('id', '=', messageId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'scheduled'),
        eb.and([eb('status', '=', 'sending'), eb('sending_until', '<', hold.now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * First statement of each batch's transaction: the message is still going out and still held by
 * `sender` (not cancelled, not taken over), and the hold is renewed. On PostgreSQL it locks the
 * message's row until the batch commits, so a cancel comes wholly before or after a batch.
 */
export async function holdForBatch(db: Executor, messageId: number, sender: string, until: string) {
  const held = await db
    .updateTable('office_messages')
    .set({ sending_until: until })
    .where('id', '=', messageId)
    .where('status', '=', 'sending')
    .where('sender', '=', sender)
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/** Every batch is written: `sending → sent`, if `sender` still holds it. */
export async function finishSending(db: Executor, messageId: number, sender: string) {
  const done = await db
    .updateTable('office_messages')
    .set({ status: 'sent', sender: null, sending_until: null })
    .where('id', '=', messageId)
    .where('status', '=', 'sending')
    .where('sender', '=', sender)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The accounts a message's batches have already reached (a resumed delivery skips them). */
export async function writtenAccounts(db: Executor, messageId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('office_message_recipients')
    .select('account_id')
    .where('message_id', '=', messageId)
    .execute();
  return new Set(rows.map((r) => r.account_id));
}

/** Whether any of a message's texts waits to be sent. */
export async function hasQueuedTexts(db: Executor, messageId: number): Promise<boolean> {
  const row = await db
    .selectFrom('office_message_recipients')
    .select('id')
    .where('message_id', '=', messageId)
    .where('text_status', '=', 'queued')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many families a message's batches have reached so far. */
export async function recipientCount(db: Executor, messageId: number): Promise<number> {
  const row = await db
    .selectFrom('office_message_recipients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

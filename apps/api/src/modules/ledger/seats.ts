import { seatHoldingStatuses } from '@soccer/contracts';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Seats of camp sessions: the one definition of "held" (contracts seatHoldingStatuses: paid and
 * unpaid holds; a lapsed hold keeps its seat until the sweeper has closed its checkout; and a
 * move from another session waiting for its difference, until it completes or expires; an open
 * waitlist offer, until it is accepted, declined or lapses) and the lock under which a seat may
 * be taken. While anyone waits, freed seats belong to the waitlist: walk-ins see none.
 */

/** The state of a move that holds a seat in its target session. */
export const seatHoldingSwitchState = 'awaiting_payment';

/**
 * Locks a camp session for the rest of the transaction so that counting seats and taking one
 * are one step. PostgreSQL: a row lock (FOR UPDATE) that every app server honours. SQLite: our
 * transactions begin IMMEDIATE and hold the database's write lock from the start.
 */
export async function lockCampSession(trx: Transaction<Database>, engine: Engine, sessionId: number) {
  const query = trx.selectFrom('camp_sessions').selectAll().where('id', '=', sessionId);
  return engine === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export async function countSeatsHeld(db: Executor, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom('camp_sessions as s')
    .select((eb) => seatsHeldOf(eb).as('n'))
    .where('s.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The same count as an expression of a select over `camp_sessions as s`. */
export function seatsHeldOf(eb: ExpressionBuilder<Database & { s: Database['camp_sessions'] }, 's'>) {
  const registrations = eb
    .selectFrom('camp_registrations as r')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('r.camp_session_id', '=', 's.id')
    .where('r.status', 'in', [...seatHoldingStatuses]);
  const moves = eb
    .selectFrom('session_switches as w')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('w.to_session_id', '=', 's.id')
    .where('w.state', '=', seatHoldingSwitchState);
  return sql<number>`(${registrations}) + (${moves}) + (${offeredOf(eb)})`;
}

/** Waitlist entries in `state` for the session, as an expression over `camp_sessions as s`. */
const entriesOf =
  (state: 'waiting' | 'offered') =>
  (eb: ExpressionBuilder<Database & { s: Database['camp_sessions'] }, 's'>) =>
    eb
      .selectFrom('waitlist_entries as q')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('q.kind', '=', 'camp')
      .whereRef('q.item_id', '=', 's.id')
      .where('q.state', '=', state);

/** Entries still waiting for a seat; entries holding an offer. */
export const waitingOf = entriesOf('waiting');
export const offeredOf = entriesOf('offered');

/** Seats a walk-in may take now: none while anyone waits (freed seats go to the waitlist). */
export async function seatsForWalkIns(db: Executor, sessionId: number, capacity: number): Promise<number> {
  const row = await db
    .selectFrom('camp_sessions as s')
    .select((eb) => [seatsHeldOf(eb).as('held'), waitingOf(eb).as('waiting')])
    .where('s.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.waiting) > 0 ? 0 : Math.max(0, capacity - Number(row.held));
}

/** Seats held per session, for lists of many sessions. */
export async function seatsHeldBySession(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('camp_sessions as s')
    .select((eb) => ['s.id', seatsHeldOf(eb).as('n')])
    .execute();
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.id, Number(r.n)]));
}

import { seatHoldingStatuses } from '@soccer/contracts';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Seats of camp sessions: the one definition of "held" (contracts seatHoldingStatuses: paid and
 * unpaid holds; a lapsed hold keeps its seat until the sweeper has closed its checkout) and the
 * lock under which a seat may be taken.
 */

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
    .selectFrom('camp_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('camp_session_id', '=', sessionId)
    .where('status', 'in', [...seatHoldingStatuses])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The same count as a subquery of a select over `camp_sessions as s`. */
export function seatsHeldOf(eb: ExpressionBuilder<Database & { s: Database['camp_sessions'] }, 's'>) {
  return eb
    .selectFrom('camp_registrations as r')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('r.camp_session_id', '=', 's.id')
    .where('r.status', 'in', [...seatHoldingStatuses]);
}

/** Seats held per session, for lists of many sessions. */
export async function seatsHeldBySession(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('camp_registrations')
    .select((eb) => ['camp_session_id', eb.fn.countAll<number>().as('n')])
    .where('status', 'in', [...seatHoldingStatuses])
    .groupBy('camp_session_id')
    .execute();
  return new Map(rows.map((r) => [r.camp_session_id, Number(r.n)]));
}

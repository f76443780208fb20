import { seatHoldingStatuses, type WaitlistKind } from '@soccer/contracts';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Seats of camp sessions and places of teams in tournament age groups.
 *
 * Camp sessions: the one definition of "held" (contracts seatHoldingStatuses: paid and
 * unpaid holds; a lapsed hold keeps its seat until the sweeper has closed its checkout; and a
 * move from another session waiting for its difference, until it completes or expires; an open
 * waitlist offer, until it is accepted, declined or lapses) and the lock under which a seat may
 * be taken. While anyone waits, freed seats belong to the waitlist: walk-ins see none.
 *
 * Tournament age groups with a maximum of teams: a team holds a place while its registration's
 * status is in seatHoldingStatuses. Team registrations have no hold expiry: an unpaid team keeps
 * its place until it pays or staff cancel it. An open offer of the group's waitlist holds one too.
 * A group without a maximum (null) takes any number of teams.
 */

/** The state of a move that holds a seat in its target session. */
export const seatHoldingSwitchState = 'awaiting_payment';

/**
 * Locks a camp session for the rest of the transaction so that counting seats and taking one
 * are one step. PostgreSQL: a row lock (FOR UPDATE) that every app server honours. SQLite: our
 * transactions begin IMMEDIATE and hold the database's write lock from the start.
 */
export async function lockCampSession(trx: Transaction<Database>, engine: Engine, sessionId: number) {
  return (await (engine === 'postgres' ? sessionRowForUpdate : sessionRow)(trx, sessionId)).rows[0];
}

// Every camp registration, move and waitlist change reads its session this way: compiled once.
const sessionRow = preparedQuery((db, sessionId: number) =>
  db.selectFrom('camp_sessions').selectAll().where('id', '=', sessionId),
);
const sessionRowForUpdate = preparedQuery((db, sessionId: number) =>
  db.selectFrom('camp_sessions').selectAll().where('id', '=', sessionId).forUpdate(),
);

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
  return sql<number>`(${registrations}) + (${moves}) + ${entriesOf('camp', 'offered')}`;
}

/** The item's id in the selects these expressions go into: `camp_sessions as s`, `tournament_age_ranges as a`. */
const itemRef = { camp: 's.id', tournament: 'a.id' } as const satisfies Record<WaitlistKind, string>;

/**
 * Waitlist entries in `state` of the item, as a parenthesised count over the item's select
 * (`camp_sessions as s` or `tournament_age_ranges as a`): waiting for a place, or holding an offer.
 */
export const entriesOf = (kind: WaitlistKind, state: 'waiting' | 'offered') =>
  sql<number>`(select count(*) from waitlist_entries q where q.kind = ${kind} and q.item_id = ${sql.ref(itemRef[kind])} and q.state = ${state})`;

/** Seats a walk-in may take now: none while anyone waits (freed seats go to the waitlist). */
export async function seatsForWalkIns(db: Executor, sessionId: number, capacity: number): Promise<number> {
  const row = (await seatsAndWaiting(db, sessionId)).rows[0];
  if (!row) throw new Error(`no camp session ${sessionId}`);
  return placesForWalkIns(capacity, Number(row.held), Number(row.waiting)) ?? 0;
}

/** Every camp registration asks this under the session's lock: compiled once (see preparedQuery). */
const seatsAndWaiting = preparedQuery((db, sessionId: number) =>
  db
    .selectFrom('camp_sessions as s')
    .select((eb) => [seatsHeldOf(eb).as('held'), entriesOf('camp', 'waiting').as('waiting')])
    .where('s.id', '=', sessionId),
);

/** Seats held per session, for lists of many sessions. */
export async function seatsHeldBySession(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('camp_sessions as s')
    .select((eb) => ['s.id', seatsHeldOf(eb).as('n')])
    .execute();
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.id, Number(r.n)]));
}

/**
 * Locks a tournament age group for the rest of the transaction (its row; see lockCampSession), so
 * that counting its teams and taking a place are one step; answers the row.
 */
export async function lockAgeGroup(trx: Transaction<Database>, engine: Engine, ageRangeId: number) {
  const query = trx.selectFrom('tournament_age_ranges').selectAll().where('id', '=', ageRangeId);
  return engine === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** Places held in the age group (teams and open offers), as an expression over `tournament_age_ranges as a`. */
export function teamsHeldOf(eb: ExpressionBuilder<Database & { a: Database['tournament_age_ranges'] }, 'a'>) {
  const teams = eb
    .selectFrom('tournament_registrations as r')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('r.age_range_id', '=', 'a.id')
    .where('r.status', 'in', [...seatHoldingStatuses]);
  return sql<number>`(${teams}) + ${entriesOf('tournament', 'offered')}`;
}

/**
 * The one walk-in rule of both kinds: no place while anyone waits (freed places go to the
 * waitlist), else the limit less the places held; null: no limit.
 */
export function placesForWalkIns(limit: number | null, held: number, waiting: number): number | null {
  if (waiting > 0) return 0;
  return limit === null ? null : Math.max(0, limit - held);
}

/** A team's places held and waiting entries of one age group, with its limit. */
export async function agePlaces(db: Executor, ageRangeId: number) {
  const row = await db
    .selectFrom('tournament_age_ranges as a')
    .select((eb) => [
      'a.max_teams',
      teamsHeldOf(eb).as('held'),
      entriesOf('tournament', 'waiting').as('waiting'),
    ])
    .where('a.id', '=', ageRangeId)
    .executeTakeFirstOrThrow();
  const held = Number(row.held);
  const waiting = Number(row.waiting);
  return { held, waiting, walkIns: placesForWalkIns(row.max_teams, held, waiting) };
}

/** Places a new team may take in the age group now: 0 while teams wait; null: no limit. */
export async function teamPlacesForWalkIns(db: Executor, ageRangeId: number): Promise<number | null> {
  return (await agePlaces(db, ageRangeId)).walkIns;
}

/** Places held per age group (teams and open offers), for the catalogue. */
export async function teamsHeldByAgeRange(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('tournament_age_ranges as a')
    .select((eb) => ['a.id', teamsHeldOf(eb).as('n')])
    .execute();
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.id, Number(r.n)]));
}

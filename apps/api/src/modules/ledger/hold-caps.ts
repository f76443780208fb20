import { orderLimits, unpaidStatuses } from '@soccer/contracts';
import type { Executor, Trx } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { conflict } from '../../lib/errors.js';

export interface CampHoldRules {
  /** Unpaid holds one account may have in one session, and in all sessions. */
  perSession: number;
  perAccount: number;
}

/** An account's unpaid camp holds, in all and in one session (the caps); compiled once (preparedQuery). */
const unpaidHolds = preparedQuery((db, ownerId: string, sessionId: number) =>
  db
    .selectFrom('camp_registrations')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.countAll<number>().filterWhere('camp_session_id', '=', sessionId).as('here'),
    ])
    .where('owner_account_id', '=', ownerId)
    .where('status', 'in', [...unpaidStatuses]),
);

/**
 * The account's unpaid holds with the new ones (one per player; `sessionIds` names each new
 * player's session) must stay within the caps. A single registration may bring the account to
 * `perSession` in its session and `perAccount` in all. An order may bring a session to as many
 * seats as it has players there (distinct children, at most `orderLimits.maxHoldsPerSession`)
 * when that is more than `perSession`, and the account to its own size when that is more than
 * `perAccount`; holds the account had before still count, so the order cannot be added on top.
 */
export async function assertUnderHoldCaps(
  trx: Trx,
  ownerId: string,
  sessionIds: readonly number[],
  rules: CampHoldRules,
  messages: {
    perSession: string;
    perAccount: string;
    /** For orders: the refusals naming what is held and what the cap is. */
    orderInSession?: (held: number, allowed: number) => string;
    orderInAll?: (held: number, allowed: number) => string;
    orderTooBigForSession?: string;
  },
) {
  const wanted = new Map<number, number>();
  for (const id of sessionIds) wanted.set(id, (wanted.get(id) ?? 0) + 1);
  const isOrder = sessionIds.length > 1;
  const allowedInAll = isOrder ? Math.max(rules.perAccount, sessionIds.length) : rules.perAccount;
  for (const [sessionId, count] of wanted) {
    if (count > orderLimits.maxHoldsPerSession)
      throw conflict(messages.orderTooBigForSession ?? messages.perSession);
    const holds = (await unpaidHolds(trx, ownerId, sessionId)).rows[0] ?? { all: 0, here: 0 };
    const here = Number(holds.here);
    const all = Number(holds.all);
    const allowedHere = isOrder ? Math.max(rules.perSession, count) : rules.perSession;
    if (here + count > allowedHere)
      throw conflict(
        messages.orderInSession && here > 0
          ? messages.orderInSession(here, allowedHere)
          : messages.perSession,
      );
    if (all + sessionIds.length > allowedInAll)
      throw conflict(
        messages.orderInAll && all > 0 ? messages.orderInAll(all, allowedInAll) : messages.perAccount,
      );
  }
}

/** Camp holds whose time has passed, oldest first. */
export async function listLapsedHolds(db: Executor, now: string, limit = 100) {
  return db
    .selectFrom('camp_registrations')
    .select(['id', 'stripe_session_id'])
    .where('status', 'in', [...unpaidStatuses])
    .where('hold_expires_at', '<', now)
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute();
}

/** When the oldest camp hold still holding should have lapsed (null: none past its time): the sweeper's lag. */
export async function oldestLapsedHold(db: Executor, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('camp_registrations')
    .select((eb) => eb.fn.min('hold_expires_at').as('at'))
    .where('status', 'in', [...unpaidStatuses])
    .where('hold_expires_at', '<', now)
    .executeTakeFirst();
  return row?.at ? String(row.at) : null;
}

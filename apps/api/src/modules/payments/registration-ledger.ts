import { expiringStatuses, type RegistrationStatus } from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Status changes of camp and tournament registrations, shared by both kinds. Every change is a
 * conditional UPDATE whose WHERE clause states the transition it allows, so concurrent callers
 * (webhook, result page, sweeper, a second app server) cannot apply one change twice and a
 * paid registration never goes back.
 */
export type RegistrationKind = 'camp' | 'tournament';
export const registrationTables = {
  camp: 'camp_registrations',
  tournament: 'tournament_registrations',
} as const satisfies Record<RegistrationKind, keyof Database>;

type Executor = Kysely<Database> | Transaction<Database>;
// Both tables share these columns; Kysely cannot type a union of tables, so one is named.
const table = (kind: RegistrationKind) => registrationTables[kind] as 'camp_registrations';

export interface LedgerRow {
  id: number;
  owner_account_id: string;
  status: string;
  stripe_session_id: string | null;
  amount_cents: number;
  hold_expires_at: string | null;
}

export async function findLedgerRow(
  db: Executor,
  kind: RegistrationKind,
  id: number,
): Promise<LedgerRow | undefined> {
  if (kind === 'camp') {
    return db
      .selectFrom('camp_registrations')
      .select(['id', 'owner_account_id', 'status', 'stripe_session_id', 'amount_cents', 'hold_expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  const row = await db
    .selectFrom('tournament_registrations')
    .select(['id', 'owner_account_id', 'status', 'stripe_session_id', 'amount_cents'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, hold_expires_at: null } : undefined;
}

/** Checkout started: remember the provider session and mark the payment under way. */
export async function markCheckoutStarted(
  db: Executor,
  kind: RegistrationKind,
  id: number,
  sessionId: string,
  holdUntil: string | null,
  at: string,
) {
  const base = {
    status: 'paymentinprocess' as RegistrationStatus,
    stripe_session_id: sessionId,
    updated_at: at,
  };
  const result = await db
    .updateTable(table(kind))
    .set(kind === 'camp' && holdUntil ? { ...base, hold_expires_at: holdUntil } : base)
    .where('id', '=', id)
    .where('status', 'in', ['registered', 'paymentinprocess', 'paymentrejected'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** → paid, from any other status, once. Returns true only for the call that made the change. */
export async function markPaid(
  db: Executor,
  kind: RegistrationKind,
  id: number,
  sessionId: string,
  at: string,
) {
  const result = await db
    .updateTable(table(kind))
    .set({ status: 'paid', paid_at: at, updated_at: at, stripe_session_id: sessionId })
    .where('id', '=', id)
    .where('status', '<>', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** → paymentrejected, only while that provider session is the registration's current attempt. */
export async function markRejected(
  db: Executor,
  kind: RegistrationKind,
  id: number,
  sessionId: string,
  at: string,
) {
  const result = await db
    .updateTable(table(kind))
    .set({ status: 'paymentrejected', updated_at: at })
    .where('id', '=', id)
    .where('stripe_session_id', '=', sessionId)
    .where('status', '=', 'paymentinprocess')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Camp holds whose time has passed, oldest first. */
export async function listLapsedHolds(db: Executor, now: string, limit = 100) {
  return db
    .selectFrom('camp_registrations')
    .select(['id', 'stripe_session_id'])
    .where('status', 'in', [...expiringStatuses])
    .where('hold_expires_at', '<', now)
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute();
}

/** → expired, only if still unpaid and still lapsed; frees the seat. */
export async function markExpired(db: Executor, id: number, now: string) {
  const result = await db
    .updateTable('camp_registrations')
    .set({ status: 'expired', updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...expiringStatuses])
    .where('hold_expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a provider event id; false when it was seen before (a duplicate delivery). */
export async function recordPaymentEvent(db: Executor, eventId: string, type: string, at: string) {
  const result = await db
    .insertInto('payment_events')
    .values({ event_id: eventId, event_type: type, received_at: at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

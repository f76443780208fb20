import {
  type CancellationPolicy,
  type HistoryActor,
  type RegistrationStatus,
  type StatusChange,
  unpaidStatuses,
} from '@soccer/contracts';
import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Engine, Executor, Trx } from '../../db/database.js';
import { rowsByRegistration } from '../../db/registration-rows.js';
import type { Database } from '../../db/schema.js';
import { releaseCouponUse, retakeCouponUse } from './coupon-uses.js';
import { ledgerTable, pricedItemColumn, type RegistrationKind } from './registration-kinds.js';

/**
 * The transitions core: every change of a registration's status is named here with the statuses
 * it may start from, made by one conditional UPDATE (so concurrent callers — webhook, result
 * page, sweeper, staff, a second app server — change a row at most once), and written in the
 * registration's history with who made it and why. The registration, order, move and waitlist
 * ledgers build on it; it imports none of them.
 */
export const ledgerTransitions = {
  /** The owner opened a checkout at the provider. */
  startCheckout: { from: unpaidStatuses, to: 'paymentinprocess' },
  /** A price-changing edit closed the open checkout; the owner pays the new price. */
  closeCheckout: { from: ['paymentinprocess'], to: 'registered' },
  /** The provider's record shows the payment the server asked for. */
  pay: { from: unpaidStatuses, to: 'paid' },
  /** The same, for a registration whose hold had lapsed: only with a free seat, under the lock. */
  payAfterExpiry: { from: ['expired'], to: 'paid' },
  /** A delayed payment failed, or the checkout expired unpaid. */
  reject: { from: ['paymentinprocess'], to: 'paymentrejected' },
  /** The hold lapsed (sweeper) or staff released it: the seat is free again. */
  expire: { from: unpaidStatuses, to: 'expired' },
  /** Cancelled by the family, staff, or with the account's data. */
  cancel: { from: [...unpaidStatuses, 'paid', 'expired'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly RegistrationStatus[]; to: RegistrationStatus }>;

export type LedgerTransition = keyof typeof ledgerTransitions;

/** Who made a change and why: every transition writes it in the registration's history. */
export interface ChangeNote {
  by: HistoryActor;
  /** The family's or staff member's account; absent for the provider, the sweeper and the system. */
  byId?: string | null;
  why: string;
}

/** Writes one history row of a registration (from null: it was created). */
export async function recordHistory(
  trx: Executor,
  kind: RegistrationKind,
  id: number,
  change: { from: RegistrationStatus | null; to: RegistrationStatus },
  note: ChangeNote,
  at: string,
) {
  await trx
    .insertInto('registration_history')
    .values({
      registration_kind: kind,
      registration_id: id,
      from_status: change.from,
      to_status: change.to,
      reason: note.why,
      actor: note.by,
      actor_id: note.byId ?? null,
      created_at: at,
    })
    .execute();
}

type CampUpdate = UpdateQueryBuilder<Database, 'camp_registrations', 'camp_registrations', UpdateResult>;

/**
 * Makes the transition `name` of one registration when its status allows it, with `set`
 * written alongside; `where` narrows it further (a hold still lapsed, the checkout still the
 * current one). True when this call made the change, and then its history row is written too.
 * Call it in a transaction: the row is read under its lock (PostgreSQL: FOR UPDATE; SQLite's
 * IMMEDIATE transactions hold the write lock), so a concurrent change is waited for and the
 * status it left is the one checked and recorded as `from`.
 */
export const transitionOn =
  (engine: Engine) =>
  async (
    trx: Trx,
    kind: RegistrationKind,
    id: number,
    name: LedgerTransition,
    note: ChangeNote,
    at: string,
    options: { set?: Record<string, unknown>; where?: (query: CampUpdate) => CampUpdate } = {},
  ): Promise<boolean> => {
    const t = ledgerTransitions[name];
    const read = trx.selectFrom(ledgerTable(kind)).select('status').where('id', '=', id);
    const current = await (engine === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    const from = current?.status as RegistrationStatus | undefined;
    if (!from || !(t.from as readonly string[]).includes(from)) return false;
    let query = trx
      .updateTable(ledgerTable(kind))
      .set({ status: t.to, updated_at: at, ...options.set })
      .where('id', '=', id)
      .where('status', '=', from);
    if (options.where) query = options.where(query);
    const changed = Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
    if (!changed) return false;
    await recordHistory(trx, kind, id, { from, to: t.to }, note, at);
    // An unpaid hold that ends gives its coupon use back; a lapsed one paid after all takes it again.
    if ((t.to === 'expired' || t.to === 'cancelled') && (unpaidStatuses as readonly string[]).includes(from))
      await releaseCouponUse(trx, kind, id, at);
    if (name === 'payAfterExpiry') await retakeCouponUse(trx, kind, id);
    return true;
  };

/** Changes about one checkout apply only while it is the registration's current one. */
export const whileCurrentCheckout = (checkoutId: string | null) => (query: CampUpdate) =>
  checkoutId === null
    ? query.where('stripe_session_id', 'is', null)
    : query.where('stripe_session_id', '=', checkoutId);

export interface LedgerRow {
  id: number;
  owner_account_id: string;
  status: RegistrationStatus;
  stripe_session_id: string | null;
  amount_cents: number;
  /** The camp session or tournament age group the price is for. */
  priced_item_id: number;
  hold_expires_at: string | null;
  /** Camps: the order it was registered in with other players, paid in one checkout; else null. */
  order_id: number | null;
}

/** `lock` (PostgreSQL, inside a transaction): hold the row until commit so its status cannot change meanwhile. */
export async function findLedgerRow(
  db: Executor,
  kind: RegistrationKind,
  id: number,
  lock?: Engine,
): Promise<LedgerRow | undefined> {
  let query = db
    .selectFrom(ledgerTable(kind))
    .select(['id', 'owner_account_id', 'status', 'stripe_session_id', 'amount_cents'])
    .select(sql.ref<number>(pricedItemColumn[kind]).as('priced_item_id'))
    // Tournament registrations hold no seat, so they have no hold.
    .select(
      kind === 'camp'
        ? sql.ref<string | null>('hold_expires_at').as('hold_expires_at')
        : sql<null>`null`.as('hold_expires_at'),
    )
    .select(
      kind === 'camp' ? sql.ref<number | null>('order_id').as('order_id') : sql<null>`null`.as('order_id'),
    )
    .where('id', '=', id);
  if (lock === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { ...row, status: row.status as RegistrationStatus } : undefined;
}

/** The history of many registrations of one kind, by registration id, oldest first. */
export const historyOf = (db: Executor, kind: RegistrationKind, registrationIds: number[]) =>
  rowsByRegistration(
    db,
    'registration_history',
    kind,
    registrationIds,
    (r): StatusChange => ({
      at: r.created_at,
      from: r.from_status as RegistrationStatus | null,
      to: r.to_status as RegistrationStatus,
      why: r.reason,
      by: r.actor as HistoryActor,
    }),
  );

export type Effects = (trx: Trx) => Promise<void>;

/** What the ledger says of a payment: it paid, or why it cannot take it (the money is owed back). */
export type PaymentTaken = 'paid' | { owedBack: string };

/** The policy in force at payment: the session's or tournament's own, else the default (a copy, as JSON). */
export const policyInForce = (kind: RegistrationKind, defaultPolicy: CancellationPolicy) =>
  kind === 'camp'
    ? sql<string>`coalesce((select s.cancellation_policy from camp_sessions s where s.id = camp_registrations.camp_session_id), ${JSON.stringify(defaultPolicy)})`
    : sql<string>`coalesce((select t.cancellation_policy from tournaments t where t.id = tournament_registrations.tournament_id), ${JSON.stringify(defaultPolicy)})`;

/** What paying a registration writes beside its status. */
export const paidColumns = (
  kind: RegistrationKind,
  checkoutId: string,
  at: string,
  defaultPolicy: CancellationPolicy,
) => ({
  paid_at: at,
  stripe_session_id: checkoutId,
  cancellation_policy: policyInForce(kind, defaultPolicy),
});

/** The first history row of a new registration. */
export function recordCreated(
  trx: Executor,
  kind: RegistrationKind,
  id: number,
  status: RegistrationStatus,
  note: ChangeNote,
  at: string,
) {
  return recordHistory(trx, kind, id, { from: null, to: status }, note, at);
}

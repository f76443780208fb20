import { committedRefundStates } from '@soccer/contracts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/** The money figures of the staff reports: per item, per registration, and in a period. */

/** Cents of refunds given back or on their way, per registration's part of a payment (a subquery to join). */
const committedByShare = (db: Executor) =>
  db
    .selectFrom('refunds')
    .select([
      'provider_session_id',
      'registration_kind',
      'registration_id',
      sql<number>`sum(amount_cents)`.as('refunded_cents'),
    ])
    .where('state', 'in', [...committedRefundStates])
    .groupBy(['provider_session_id', 'registration_kind', 'registration_id']);

/** Paid lines of one kind, each with what of it was refunded or is on its way back. */
const paidLinesWithRefunds = (db: Executor, kind: RegistrationKind) =>
  db
    .selectFrom('payment_attempts as a')
    .leftJoin(committedByShare(db).as('r'), (join) =>
      join
        .onRef('r.provider_session_id', '=', 'a.provider_session_id')
        .onRef('r.registration_kind', '=', 'a.registration_kind')
        .onRef('r.registration_id', '=', 'a.registration_id'),
    )
    .where('a.registration_kind', '=', kind)
    .where('a.state', '=', 'paid');

/**
 * Money per camp session or tournament age group: what paid checkouts took (`paid`), and what of
 * it was refunded or is on its way back. A payment that could not be taken ('refund due') is in
 * neither. One query.
 */
export async function moneyByItem(db: Executor, kind: RegistrationKind) {
  // A camp registration's money counts in the session it is in now: a move takes its payments along.
  const item =
    kind === 'camp'
      ? sql<number>`(select cr.camp_session_id from camp_registrations cr where cr.id = a.registration_id)`
      : sql<number>`a.priced_item_id`;
  const rows = await paidLinesWithRefunds(db, kind)
    .select([
      item.as('item_id'),
      sql<number>`sum(a.amount_cents)`.as('paid_cents'),
      sql<number>`coalesce(sum(r.refunded_cents), 0)`.as('refunded_cents'),
    ])
    .groupBy(item)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.item_id),
      { paidCents: Number(r.paid_cents), refundedCents: Number(r.refunded_cents) },
    ]),
  );
}

/**
 * What each of these registrations paid and has had refunded, in cents (absent: never paid).
 * Paid is its share: cents moved by order re-pricing count with the line that lost its sibling
 * discount (`siblingDiscountEndedCents`), not with the line that left (`siblingDiscountKeptCents`).
 */
export async function moneyByRegistration(db: Executor, kind: RegistrationKind, registrationIds: number[]) {
  const out = new Map<
    number,
    {
      paidCents: number;
      refundedCents: number;
      siblingDiscountKeptCents: number;
      siblingDiscountEndedCents: number;
    }
  >();
  if (registrationIds.length === 0) return out;
  const [rows, moved] = await Promise.all([
    paidLinesWithRefunds(db, kind)
      .select([
        'a.registration_id',
        'a.amount_cents',
        sql<number>`coalesce(r.refunded_cents, 0)`.as('refunded_cents'),
      ])
      .where('a.registration_id', 'in', registrationIds)
      .execute(),
    kind === 'camp' ? discountTransfersOf(db, registrationIds) : new Map<number, TransferTotals>(),
  ]);
  for (const r of rows) {
    const m = moved.get(r.registration_id);
    const sum = out.get(r.registration_id) ?? {
      paidCents: m ? m.inCents - m.outCents : 0,
      refundedCents: 0,
      siblingDiscountKeptCents: m?.outCents ?? 0,
      siblingDiscountEndedCents: m?.inCents ?? 0,
    };
    out.set(r.registration_id, {
      ...sum,
      paidCents: sum.paidCents + r.amount_cents,
      refundedCents: sum.refundedCents + Number(r.refunded_cents),
    });
  }
  return out;
}

/**
 * Money that moved in a period (`from` inclusive, `to` exclusive, ISO UTC): card payments received
 * (a paid checkout's `updated_at` is when it was paid; nothing touches it after) and refunds that
 * reached the card (succeeded, by when they did), in cents. Two queries.
 */
export async function moneyInPeriod(db: Executor, kind: RegistrationKind, from: string, to: string) {
  // A paid checkout's `updated_at` is when it was paid; a succeeded refund's, when it reached the card.
  const centsIn = (table: 'payment_attempts' | 'refunds', state: string) =>
    db
      .selectFrom(table as 'refunds')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
      .where('registration_kind', '=', kind)
      .where('state', '=', state)
      .where('updated_at', '>=', from)
      .where('updated_at', '<', to)
      .executeTakeFirstOrThrow();
  const [received, refunded] = await Promise.all([
    centsIn('payment_attempts', 'paid'),
    centsIn('refunds', 'succeeded'),
  ]);
  return { receivedCents: Number(received.cents), refundedCents: Number(refunded.cents) };
}

interface TransferTotals {
  inCents: number;
  outCents: number;
}

/** Cents order re-pricing moved to (in) and from (out) each of these camp registrations' shares. */
export async function discountTransfersOf(db: Executor, registrationIds: number[]) {
  const out = new Map<number, TransferTotals>();
  if (registrationIds.length === 0) return out;
  const rows = await db
    .selectFrom('order_discount_transfers')
    .select(['from_registration_id', 'to_registration_id', 'amount_cents'])
    .where((eb) =>
      eb.or([
        eb('from_registration_id', 'in', registrationIds),
        eb('to_registration_id', 'in', registrationIds),
      ]),
    )
    .execute();
  const totals = (id: number) => {
    let t = out.get(id);
    if (!t) out.set(id, (t = { inCents: 0, outCents: 0 }));
    return t;
  };
  for (const r of rows) {
    totals(r.from_registration_id).outCents += r.amount_cents;
    totals(r.to_registration_id).inCents += r.amount_cents;
  }
  return out;
}

/**
 * Every payment attempt or refund of these registrations, as stored (a family's own data:
 * account-data's download). Both tables name their registration by kind and id.
 */
function moneyRowsOf<T extends 'refunds' | 'payment_attempts'>(
  db: Executor,
  ids: Record<RegistrationKind, number[]>,
  table: T,
) {
  const idsOr = (list: number[]) => (list.length ? list : [-1]);
  return db
    .selectFrom(table as 'refunds' | 'payment_attempts')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('registration_kind', '=', 'camp'), eb('registration_id', 'in', idsOr(ids.camp))]),
        eb.and([
          eb('registration_kind', '=', 'tournament'),
          eb('registration_id', 'in', idsOr(ids.tournament)),
        ]),
      ]),
    )
    .execute() as Promise<Selectable<Database[T]>[]>;
}

/** A family's refunds and checkout attempts, as stored (its own data). */
export const refundRowsOf = (db: Executor, ids: Record<RegistrationKind, number[]>) =>
  moneyRowsOf(db, ids, 'refunds');
export const attemptRowsOf = (db: Executor, ids: Record<RegistrationKind, number[]>) =>
  moneyRowsOf(db, ids, 'payment_attempts');

/** Checkouts and refunds by state and currency, with their cents, all time (for /metrics). Two queries. */
export async function moneyByState(db: Executor) {
  const byState = (table: 'payment_attempts' | 'refunds') =>
    db
      .selectFrom(table)
      .select([
        'state',
        'currency',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(amount_cents)`.as('cents'),
      ])
      .groupBy(['state', 'currency'])
      .execute();
  const [payments, refunds] = await Promise.all([byState('payment_attempts'), byState('refunds')]);
  const figures = (rows: typeof payments) =>
    rows.map((r) => ({
      state: r.state,
      currency: r.currency,
      count: Number(r.n),
      cents: Number(r.cents ?? 0),
    }));
  return { payments: figures(payments), refunds: figures(refunds) };
}

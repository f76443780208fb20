import {
  type CancellationPolicy,
  committedRefundStates,
  type Refund,
  type RefundState,
  type RefundSummary,
  storedPolicy,
} from '@soccer/contracts';
import { sql, type Transaction } from 'kysely';
import type { Engine, Executor } from '../../db/database.js';
import { rowsByRegistration } from '../../db/registration-rows.js';
import type { Database, RefundRow } from '../../db/schema.js';
import { dollars } from '../../lib/money.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/** A checkout that paid (part of) a registration: where its money came from and how much. */
export interface PaidPayment {
  providerSessionId: string;
  amountCents: number;
  currency: string;
}

/**
 * Every paid checkout of a registration (its price, and the difference of any move), newest
 * first, each with the registration's share of it: its line, plus or minus the cents moved by
 * order re-pricing (`order_discount_transfers`: a line that lost its sibling discount has paid
 * that much more of the order's payment, the line that left that much less).
 */
export async function paidPaymentsOf(
  db: Executor,
  kind: RegistrationKind,
  registrationId: number,
): Promise<PaidPayment[]> {
  const rows = await db
    .selectFrom('payment_attempts')
    .select(['provider_session_id', 'amount_cents', 'currency'])
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', registrationId)
    .where('state', '=', 'paid')
    .orderBy('id', 'desc')
    .execute();
  const moved = kind === 'camp' ? await transferredCents(db, registrationId) : new Map<string, number>();
  return rows.map((row) => ({
    providerSessionId: row.provider_session_id,
    amountCents: row.amount_cents + (moved.get(row.provider_session_id) ?? 0),
    currency: row.currency,
  }));
}

/** Cents of each payment moved to (+) or from (-) a camp registration's share by order re-pricing. */
async function transferredCents(db: Executor, registrationId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('order_discount_transfers')
    .select(['provider_session_id', 'from_registration_id', 'amount_cents'])
    .where((eb) =>
      eb.or([eb('from_registration_id', '=', registrationId), eb('to_registration_id', '=', registrationId)]),
    )
    .execute();
  const net = new Map<string, number>();
  for (const r of rows) {
    const sign = r.from_registration_id === registrationId ? -1 : 1;
    net.set(r.provider_session_id, (net.get(r.provider_session_id) ?? 0) + sign * r.amount_cents);
  }
  return net;
}

/**
 * Holds one payment's refunds still until commit (PostgreSQL: the attempt row's lock; SQLite's
 * IMMEDIATE transactions already hold the only write lock), so two refunds cannot both pass the
 * check of what is left.
 */
export async function lockPayment(trx: Transaction<Database>, engine: Engine, providerSessionId: string) {
  if (engine !== 'postgres') return;
  await trx
    .selectFrom('payment_attempts')
    .select('id')
    .where('provider_session_id', '=', providerSessionId)
    .forUpdate()
    .execute();
}

/**
 * One registration's part of one payment: an order's checkout pays several registrations, each
 * its own line, and each line is refunded on its own.
 */
export interface PaymentShare {
  kind: RegistrationKind;
  registrationId: number;
}

/** Cents of one registration's part of a payment already refunded or on their way back. */
export async function committedCents(
  db: Executor,
  providerSessionId: string,
  share: PaymentShare,
): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('provider_session_id', '=', providerSessionId)
    .where('registration_kind', '=', share.kind)
    .where('registration_id', '=', share.registrationId)
    .where('state', 'in', [...committedRefundStates])
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** A paid payment of a registration with what is left of it to refund, in cents. */
export type RefundablePayment = PaidPayment & { leftCents: number };

/**
 * `refundableCents`: what is left to refund of a registration: each paid payment (its price, any move's
 * difference) less its refunds requested, in transit or done (a failed refund no longer
 * counts). The one definition every refund, quote and move asks; call it under the payments'
 * locks (`lockPayment`) when a refund follows from it.
 */
export async function refundableCents(db: Executor, kind: RegistrationKind, registrationId: number) {
  const payments: RefundablePayment[] = [];
  for (const p of await paidPaymentsOf(db, kind, registrationId))
    payments.push({
      ...p,
      leftCents: p.amountCents - (await committedCents(db, p.providerSessionId, { kind, registrationId })),
    });
  return {
    payments,
    paidCents: payments.reduce((t, p) => t + p.amountCents, 0),
    leftCents: payments.reduce((t, p) => t + Math.max(0, p.leftCents), 0),
  };
}

export interface NewRefund {
  kind: RegistrationKind;
  registrationId: number;
  providerSessionId: string;
  amountCents: number;
  currency: string;
  reason: string;
  requestedBy: string;
  paymentIssueId?: number | null;
  at: string;
  /** Sent with every request for this refund, so a retry never refunds twice. */
  idempotencyKey: string;
}

export async function insertRefund(db: Executor, r: NewRefund): Promise<number> {
  const { id } = await db
    .insertInto('refunds')
    .values({
      registration_kind: r.kind,
      registration_id: r.registrationId,
      provider_session_id: r.providerSessionId,
      provider_refund_id: null,
      amount_cents: r.amountCents,
      currency: r.currency,
      reason: r.reason,
      state: 'requested',
      failure_reason: null,
      requested_by: r.requestedBy,
      idempotency_key: r.idempotencyKey,
      payment_issue_id: r.paymentIssueId ?? null,
      created_at: r.at,
      updated_at: r.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A refund the provider already made (in its dashboard): recorded with its provider id, once
 * however many of its events arrive together. Answers the row's id.
 */
export async function recordProviderRefund(db: Executor, r: NewRefund & { providerRefundId: string }) {
  await db
    .insertInto('refunds')
    .values({
      registration_kind: r.kind,
      registration_id: r.registrationId,
      provider_session_id: r.providerSessionId,
      provider_refund_id: r.providerRefundId,
      amount_cents: r.amountCents,
      currency: r.currency,
      reason: r.reason,
      state: 'pending',
      failure_reason: null,
      requested_by: r.requestedBy,
      idempotency_key: r.idempotencyKey,
      payment_issue_id: null,
      created_at: r.at,
      updated_at: r.at,
    })
    .onConflict((oc) => oc.column('provider_refund_id').doNothing())
    .execute();
  return (await findRefundByProviderId(db, r.providerRefundId))!.id;
}

export const findRefund = (db: Executor, id: number) =>
  db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();

export const findRefundByProviderId = (db: Executor, providerRefundId: string) =>
  db.selectFrom('refunds').selectAll().where('provider_refund_id', '=', providerRefundId).executeTakeFirst();

/**
 * Moves a refund on to what the provider's record says. Only forward: `requested` → anything,
 * `pending` → succeeded | failed; a settled refund never changes. True when this call changed it.
 */
export async function advanceRefund(
  db: Executor,
  id: number,
  to: { state: RefundState; providerRefundId?: string; failureReason?: string | null },
  at: string,
): Promise<boolean> {
  const from: RefundState[] = to.state === 'pending' ? ['requested'] : ['requested', 'pending'];
  const result = await db
    .updateTable('refunds')
    .set({
      state: to.state,
      updated_at: at,
      ...(to.providerRefundId ? { provider_refund_id: to.providerRefundId } : {}),
      ...(to.failureReason !== undefined ? { failure_reason: to.failureReason } : {}),
    })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Refunds the provider has not accepted yet, or has not settled: the sweeper looks at them again. */
export async function unsettledRefunds(db: Executor, updatedBefore: string, limit = 50) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('state', 'in', ['requested', 'pending'])
    .where('updated_at', '<', updatedBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export const toRefund = (r: RefundRow): Refund => ({
  id: r.id,
  amount: dollars(r.amount_cents),
  state: r.state as RefundState,
  reason: r.reason,
  failureReason: r.failure_reason,
  createdAt: r.created_at,
  ...(r.form === 'credit' ? { form: 'credit' as const } : {}),
});

/** Every refund of many registrations of one kind, by registration id, oldest first. */
export const refundsOf = (db: Executor, kind: RegistrationKind, registrationIds: number[]) =>
  rowsByRegistration(db, 'refunds', kind, registrationIds, toRefund);

export function summarize(refunds: readonly Refund[] | undefined): RefundSummary {
  const sum = (states: RefundState[]) =>
    Math.round(
      (refunds ?? []).filter((r) => states.includes(r.state)).reduce((t, r) => t + r.amount * 100, 0),
    ) / 100;
  return { refunded: sum(['succeeded']), pending: sum(['requested', 'pending']), failed: sum(['failed']) };
}

/** What the owner's cancellation is measured against: the start date and the policy copied at payment. */
export async function cancellationTerms(
  db: Executor,
  kind: RegistrationKind,
  registrationId: number,
): Promise<{ startDate: string; policy: CancellationPolicy | null } | undefined> {
  const row =
    kind === 'camp'
      ? await db
          .selectFrom('camp_registrations as r')
          .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
          .select(['s.start_date', 'r.cancellation_policy'])
          .where('r.id', '=', registrationId)
          .executeTakeFirst()
      : await db
          .selectFrom('tournament_registrations as r')
          .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
          .select(['t.start_date', 'r.cancellation_policy'])
          .where('r.id', '=', registrationId)
          .executeTakeFirst();
  if (!row) return undefined;
  return {
    startDate: row.start_date,
    policy: storedPolicy(row.cancellation_policy),
  };
}

/** The `refunds` field of a registration answer: present only when it has refunds. */
export const withRefunds = (refunds: Refund[] | undefined) => (refunds?.length ? { refunds } : {});

/** What a checkout asked of one registration (its line) and, when paid, took, in cents. */
export async function paymentAmountCents(
  db: Executor,
  providerSessionId: string,
  share: PaymentShare,
): Promise<number> {
  const row = await db
    .selectFrom('payment_attempts')
    .select('amount_cents')
    .where('provider_session_id', '=', providerSessionId)
    .where('registration_kind', '=', share.kind)
    .where('registration_id', '=', share.registrationId)
    .executeTakeFirstOrThrow();
  const moved = share.kind === 'camp' ? await transferredCents(db, share.registrationId) : undefined;
  return row.amount_cents + (moved?.get(providerSessionId) ?? 0);
}

/** A refund of the same payment and amount asked for after this one and not refused: a retry already made. */
export async function laterRefundOfSameAmount(db: Executor, refund: RefundRow): Promise<boolean> {
  const later = await db
    .selectFrom('refunds')
    .select('id')
    .where('provider_session_id', '=', refund.provider_session_id)
    .where('registration_kind', '=', refund.registration_kind)
    .where('registration_id', '=', refund.registration_id)
    .where('id', '>', refund.id)
    .where('amount_cents', '=', refund.amount_cents)
    .where('state', '<>', 'failed')
    .executeTakeFirst();
  return Boolean(later);
}

/**
 * What is left to refund of one registration's part of one payment: its share (with order
 * re-pricing's transfers) less its refunds requested, in transit or done. Call under `lockPayment`.
 */
export async function shareRefundableCents(db: Executor, providerSessionId: string, share: PaymentShare) {
  return (
    (await paymentAmountCents(db, providerSessionId, share)) -
    (await committedCents(db, providerSessionId, share))
  );
}

import type { Executor } from '../../db/database.js';
import type { PaymentAttemptRow } from '../../db/schema.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { balancePayableKind, type PayableKind } from './payable.js';

/**
 * Every checkout the server opened at the provider, with what it asked for. Only a session
 * listed here can pay a registration, and only for the amount, currency and item written here.
 */
/**
 * `closing`: this server is expiring the checkout at the provider (a price change, a lapsed hold);
 * the provider's expiry event may arrive before the closer has moved the registration on.
 */
export type AttemptState = 'open' | 'pending' | 'paid' | 'closing' | 'closed';

export async function recordAttempt(
  db: Executor,
  a: {
    kind: RegistrationKind;
    registrationId: number;
    sessionId: string;
    amountCents: number;
    currency: string;
    pricedItemId: number;
    at: string;
    /** What the checkout pays (settlement hands the provider's record to it). */
    payable: PayableKind;
    /** The move to another session whose difference this checkout collects. */
    switchId?: number;
    /** The part of the line paid in account credit (`amountCents` is the card's). */
    creditCents?: number;
  },
) {
  await db
    .insertInto('payment_attempts')
    .values({
      registration_kind: a.kind,
      registration_id: a.registrationId,
      provider_session_id: a.sessionId,
      amount_cents: a.amountCents,
      currency: a.currency,
      priced_item_id: a.pricedItemId,
      switch_id: a.switchId ?? null,
      payable: a.payable,
      credit_cents: a.creditCents ?? 0,
      state: 'open',
      created_at: a.at,
      updated_at: a.at,
    })
    // Two concurrent starts share one idempotency key, so the provider gave both the same session.
    .onConflict((oc) =>
      oc.columns(['provider_session_id', 'registration_kind', 'registration_id']).doNothing(),
    )
    .execute();
}

/** A registration's balance checkouts still open or clearing, newest first (decision 0104). */
export async function openBalanceAttempts(db: Executor, kind: RegistrationKind, registrationId: number) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', registrationId)
    .where('payable', '=', balancePayableKind[kind])
    .where('state', 'in', ['open', 'pending'])
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The attempts of one provider checkout: one for a registration's price or a move's difference,
 * one per registration (its line) for an order's checkout. Oldest first.
 */
export async function findAttempts(db: Executor, sessionId: string): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider_session_id', '=', sessionId)
    .orderBy('id')
    .execute();
}

/** A checkout's attempt: the first one, or this registration's line of an order's checkout. */
export async function findAttempt(
  db: Executor,
  sessionId: string,
  registration?: { kind: RegistrationKind; id: number },
): Promise<PaymentAttemptRow | undefined> {
  let query = db.selectFrom('payment_attempts').selectAll().where('provider_session_id', '=', sessionId);
  if (registration)
    query = query
      .where('registration_kind', '=', registration.kind)
      .where('registration_id', '=', registration.id);
  return query.orderBy('id').executeTakeFirst();
}

/** Moves an attempt on; a paid attempt never changes again. */
export async function setAttemptState(db: Executor, sessionId: string, state: AttemptState, at: string) {
  await db
    .updateTable('payment_attempts')
    .set({ state, updated_at: at })
    .where('provider_session_id', '=', sessionId)
    .where('state', '<>', 'paid')
    .execute();
}

/** The provider's record shows the checkout paid: every line of it is, once. */
export async function markCheckoutPaid(db: Executor, sessionId: string, at: string) {
  await db
    .updateTable('payment_attempts')
    .set({ state: 'paid', updated_at: at })
    .where('provider_session_id', '=', sessionId)
    .execute();
}

/** Registration ids (of one kind) whose current checkout is a delayed payment still clearing. */
export async function pendingPayments(db: Executor, kind: RegistrationKind, registrationIds: number[]) {
  if (registrationIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('payment_attempts')
    .select('registration_id')
    .where('registration_kind', '=', kind)
    .where('registration_id', 'in', registrationIds)
    .where('state', '=', 'pending')
    .execute();
  return new Set(rows.map((r) => r.registration_id));
}

/**
 * This database's random prefix for idempotency keys, so two databases sharing one Stripe
 * account (staging and production, a restored copy) never collide on `camp-42-1`.
 */
export async function idempotencyPrefix(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'idempotency_prefix')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Records a handled provider event id; false when it was handled before (a redelivery). */
export async function recordPaymentEvent(db: Executor, eventId: string, type: string, at: string) {
  const result = await db
    .insertInto('payment_events')
    .values({ event_id: eventId, event_type: type, received_at: at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The registration and current checkout of a move to another session (for its way back from the checkout). */
export const findSwitchCheckout = (db: Executor, moveId: number) =>
  db
    .selectFrom('session_switches')
    .select(['registration_id', 'provider_session_id'])
    .where('id', '=', moveId)
    .executeTakeFirst();

/** Notes the provider's payment of a paid checkout on its attempts (once). */
export async function notePaymentIntent(db: Executor, sessionId: string, paymentIntent: string | null) {
  if (!paymentIntent) return;
  await db
    .updateTable('payment_attempts')
    .set({ payment_intent: paymentIntent })
    .where('provider_session_id', '=', sessionId)
    .where('payment_intent', 'is', null)
    .execute();
}

/** The paid attempts (a line each) of the provider's payment `paymentIntent`. */
export const paidAttemptsOfPayment = (db: Executor, paymentIntent: string) =>
  db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('payment_intent', '=', paymentIntent)
    .where('state', '=', 'paid')
    .orderBy('id')
    .execute();

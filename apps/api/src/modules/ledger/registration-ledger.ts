import {
  type CancellationPolicy,
  orderLimits,
  type RegistrationStatus,
  unpaidStatuses,
} from '@soccer/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { lockAccount as accountLock } from '../../db/account-lock.js';
import type { Engine } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, NewCampRegistration } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { insertCampRegistration } from './new-camp-registration.js';
import { createOrderLedger } from './order-ledger.js';
import { recordPaymentIssue } from './payment-issues.js';
import { ledgerTable, pricedItemColumn, type RegistrationKind } from './registration-kinds.js';
import { lockCampSession, seatsForWalkIns } from './seats.js';
import { createSwitchLedger } from './session-switch-ledger.js';
import { createWaitlistLedger } from './waitlist-ledger.js';

type Executor = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/**
 * The ledger: the one module that changes a registration's status. Every change is named here
 * with the statuses it may start from, and made by a conditional UPDATE (`WHERE status IN
 * (from)`), so concurrent callers (webhook, result page, sweeper, staff, a second app server)
 * change a row at most once. A change that takes a seat runs under the session's lock. Each
 * function takes an `effects` callback that runs in the same transaction only when the change
 * happened (confirmation mail, audit entry), so the mail exists exactly when the change does.
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
  /** Staff cancelled the registration. */
  cancel: { from: [...unpaidStatuses, 'paid', 'expired'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly RegistrationStatus[]; to: RegistrationStatus }>;

export type LedgerTransition = keyof typeof ledgerTransitions;
export type Effects = (trx: Trx) => Promise<void>;

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

export interface LedgerDependencies {
  db: Kysely<Database>;
  engine: Engine;
  /** Copied onto a registration when it is paid if its camp session or tournament has none of its own. */
  defaultPolicy: CancellationPolicy;
  /** Test-only: counts seats without the lock, to show that the race it prevents is real. */
  unsafeNoSeatLock?: boolean;
}

export interface CampHoldRules {
  /** Unpaid holds one account may have in one session, and in all sessions. */
  perSession: number;
  perAccount: number;
}

export type PayOutcome = 'paid' | 'already_paid' | 'refund_due' | 'missing';

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

export function createLedger({ db, engine, defaultPolicy, unsafeNoSeatLock = false }: LedgerDependencies) {
  /** The policy in force at payment: the session's or tournament's own, else the default (a copy, as JSON). */
  const policyInForce = (kind: RegistrationKind) =>
    kind === 'camp'
      ? sql<string>`coalesce((select s.cancellation_policy from camp_sessions s where s.id = camp_registrations.camp_session_id), ${JSON.stringify(defaultPolicy)})`
      : sql<string>`coalesce((select t.cancellation_policy from tournaments t where t.id = tournament_registrations.tournament_id), ${JSON.stringify(defaultPolicy)})`;

  /** One conditional UPDATE naming its transition; true when this call made the change. */
  async function apply(
    trx: Executor,
    kind: RegistrationKind,
    id: number,
    name: LedgerTransition,
    at: string,
    options: { set?: Record<string, unknown>; currentSession?: string | null } = {},
  ) {
    const t = ledgerTransitions[name];
    let query = trx
      .updateTable(ledgerTable(kind))
      .set({ status: t.to, updated_at: at, ...options.set })
      .where('id', '=', id)
      .where('status', 'in', [...t.from]);
    // Changes about one checkout apply only while it is the registration's current one.
    if (options.currentSession !== undefined) {
      query =
        options.currentSession === null
          ? query.where('stripe_session_id', 'is', null)
          : query.where('stripe_session_id', '=', options.currentSession);
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Serialises one account's holds across sessions (SQLite's IMMEDIATE transactions already do). */
  const lockAccount = (trx: Trx, accountId: string) => accountLock(trx, engine, accountId);

  return {
    ...createSwitchLedger({ db, engine }),
    ...createOrderLedger({ db, engine, lockAccount, apply, policyInForce }),
    /** Waitlists: who gets a freed seat, and what an offer reserves. */
    waitlist: createWaitlistLedger({ db, engine }),

    /**
     * A new camp registration holding a seat: the session must take registrations, the account
     * must be under its caps of unpaid holds, and a seat must be free. All under the locks.
     */
    async registerCamp(input: {
      ownerId: string;
      sessionId: number;
      today: string;
      rules: CampHoldRules;
      values: (session: {
        camp_spec_id: number;
        start_date: string;
        min_age: number | null;
        max_age: number | null;
        cost_cents: number;
        promo_code: string | null;
        promo_discount_cents: number;
      }) => NewCampRegistration;
      messages: { notFound: string; started: string; full: string; perSession: string; perAccount: string };
      /** Writes that belong with the new registration (an audit entry), in its transaction. */
      effects?: (trx: Trx, id: number) => Promise<void>;
    }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        if (!unsafeNoSeatLock) await lockAccount(trx, input.ownerId);
        const session = unsafeNoSeatLock
          ? await trx
              .selectFrom('camp_sessions')
              .selectAll()
              .where('id', '=', input.sessionId)
              .executeTakeFirst()
          : await lockCampSession(trx, engine, input.sessionId);
        if (!session || session.archived_at) throw notFound(input.messages.notFound);
        if (session.start_date <= input.today) throw conflict(input.messages.started);

        await assertUnderHoldCaps(trx, input.ownerId, [session.id], input.rules, input.messages);

        if ((await seatsForWalkIns(trx, session.id, session.attendee_capacity)) <= 0)
          throw conflict(input.messages.full);
        const { id } = await insertCampRegistration(trx, input.values(session));
        await input.effects?.(trx, id);
        return id;
      });
    },

    /** Checkout opened: the attempt becomes current and, for camps, the hold runs to `holdUntil`. */
    async startCheckout(
      kind: RegistrationKind,
      id: number,
      sessionId: string,
      holdUntil: string | null,
      at: string,
      effects?: Effects,
    ) {
      return db.transaction().execute(async (trx) => {
        const set: Record<string, unknown> = { stripe_session_id: sessionId };
        if (kind === 'camp' && holdUntil) set.hold_expires_at = holdUntil;
        const changed = await apply(trx, kind, id, 'startCheckout', at, { set });
        if (changed && effects) await effects(trx);
        return changed;
      });
    },

    /** The open checkout `sessionId` was expired at the provider because the price changed. */
    async closeCheckout(trx: Executor, kind: RegistrationKind, id: number, sessionId: string, at: string) {
      return apply(trx, kind, id, 'closeCheckout', at, { currentSession: sessionId });
    },

    /**
     * The provider's record shows the payment the server asked for, on `sessionId`. Unpaid →
     * paid. Expired → paid only if a seat is free now (under the session lock). Cancelled, an
     * expired one without a seat, or a second payment of a paid registration → 'refund due'
     * (recorded for staff; no seat taken).
     */
    async pay(
      kind: RegistrationKind,
      id: number,
      payment: { sessionId: string; amountCents: number; currency: string },
      at: string,
      effects?: Effects,
    ): Promise<PayOutcome> {
      return db.transaction().execute(async (trx) => {
        const first = await findLedgerRow(trx, kind, id);
        if (!first) return 'missing';
        const session =
          kind === 'camp' ? await lockCampSession(trx, engine, first.priced_item_id) : undefined;
        // Read again under the locks: on PostgreSQL another transaction may have changed it meanwhile.
        const row = (await findLedgerRow(trx, kind, id, engine))!;
        const attempt = await trx
          .selectFrom('payment_attempts')
          .select('state')
          .where('provider_session_id', '=', payment.sessionId)
          .where('registration_kind', '=', kind)
          .where('registration_id', '=', id)
          .executeTakeFirst();
        // This payment was taken before (the registration may since have been cancelled and refunded).
        if (attempt?.state === 'paid') return 'already_paid';

        const markAttemptPaid = () =>
          trx
            .updateTable('payment_attempts')
            .set({ state: 'paid', updated_at: at })
            .where('provider_session_id', '=', payment.sessionId)
            .where('registration_kind', '=', kind)
            .where('registration_id', '=', id)
            .execute();
        const refundDue = async (reason: string) => {
          await recordPaymentIssue(trx, {
            kind,
            registrationId: id,
            providerSessionId: payment.sessionId,
            issue: 'refund_due',
            reason,
            amountCents: payment.amountCents,
            currency: payment.currency,
            at,
          });
          return 'refund_due' as const;
        };

        let changed = false;
        if ((unpaidStatuses as readonly string[]).includes(row.status)) {
          changed = await apply(trx, kind, id, 'pay', at, {
            set: {
              paid_at: at,
              stripe_session_id: payment.sessionId,
              cancellation_policy: policyInForce(kind),
            },
          });
        } else if (row.status === 'expired') {
          const seatFree =
            !session || (await seatsForWalkIns(trx, session.id, session.attendee_capacity)) > 0;
          if (!seatFree) return refundDue('Paid after the seat hold lapsed; the session was full by then.');
          changed = await apply(trx, kind, id, 'payAfterExpiry', at, {
            set: {
              paid_at: at,
              stripe_session_id: payment.sessionId,
              cancellation_policy: policyInForce(kind),
            },
          });
        } else if (row.status === 'cancelled') {
          return refundDue('Paid after the registration was cancelled.');
        } else if (row.status === 'paid') {
          return refundDue('A second payment for a registration that was already paid.');
        }
        if (!changed) return refundDue(`Paid while the registration was ${row.status}.`);
        await markAttemptPaid();
        if (effects) await effects(trx);
        return 'paid';
      });
    },

    /** A delayed payment failed or the checkout expired unpaid, while it was the current attempt. */
    async reject(kind: RegistrationKind, id: number, sessionId: string, at: string, effects?: Effects) {
      return db.transaction().execute(async (trx) => {
        const changed = await apply(trx, kind, id, 'reject', at, { currentSession: sessionId });
        if (changed && effects) await effects(trx);
        return changed;
      });
    },

    /**
     * Frees the seat of an unpaid camp registration. `lapsedBefore` (the sweeper) applies only
     * while the hold is still lapsed; staff release any unpaid hold.
     */
    async expire(id: number, at: string, options: { lapsedBefore?: string; effects?: Effects } = {}) {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .updateTable('camp_registrations')
          .set({ status: ledgerTransitions.expire.to, updated_at: at })
          .where('id', '=', id)
          .where('status', 'in', [...ledgerTransitions.expire.from]);
        if (options.lapsedBefore) query = query.where('hold_expires_at', '<', options.lapsedBefore);
        const changed = Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
        if (changed && options.effects) await options.effects(trx);
        return changed;
      });
    },

    /** A delayed payment is still clearing: keep the seat held and look again at `holdUntil`. */
    async extendHold(id: number, holdUntil: string, at: string) {
      const result = await db
        .updateTable('camp_registrations')
        .set({ hold_expires_at: holdUntil, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', [...unpaidStatuses])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async cancel(kind: RegistrationKind, id: number, reason: string, at: string, effects?: Effects) {
      return db.transaction().execute(async (trx) => {
        const changed = await apply(trx, kind, id, 'cancel', at, { set: { cancel_reason: reason } });
        if (!changed) return false;
        // A move waiting for its difference gives its held seat back with the registration.
        if (kind === 'camp')
          await trx
            .updateTable('session_switches')
            .set({ state: 'expired', updated_at: at })
            .where('registration_id', '=', id)
            .where('state', '=', 'awaiting_payment')
            .execute();
        if (effects) await effects(trx);
        return true;
      });
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/**
 * Refuses a new hold (one registration, or one order) when the account already has its caps of
 * unpaid holds: `perSession` in any of these sessions, `perAccount` in all (compiled once).
 */
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

import {
  type CancellationPolicy,
  type RegistrationStatus,
  serverNotes,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Kysely } from 'kysely';
import { lockAccount } from '../../db/account-lock.js';
import type { Engine, Trx } from '../../db/database.js';
import type { Database, NewCampRegistration } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { assertUnderHoldCaps, type CampHoldRules } from './hold-caps.js';
import { insertCampRegistration } from './new-camp-registration.js';
import type { RegistrationKind } from './registration-kinds.js';
import { lockCampSession, seatsForWalkIns } from './seats.js';
import {
  type ChangeNote,
  type Effects,
  findLedgerRow,
  type LedgerRow,
  type PaymentTaken,
  paidColumns,
  recordCreated,
  transitionOn,
  whileCurrentCheckout,
} from './transitions.js';

export interface LedgerDependencies {
  db: Kysely<Database>;
  engine: Engine;
  /** Copied onto a registration when it is paid if its camp session or tournament has none of its own. */
  defaultPolicy: CancellationPolicy;
  /** Test-only: counts seats without the lock, to show that the race it prevents is real. */
  unsafeNoSeatLock?: boolean;
}

/**
 * One registration's statuses and seat: a new camp hold, its checkout, its payment, a hold that
 * lapses, a cancellation. Every change is a transition of the core (transitions.ts); a change
 * that takes a seat runs under the session's lock. Functions that open their own transaction
 * take an `effects` callback that runs in it only when the change happened (mail, audit entry),
 * so the mail exists exactly when the change does.
 */
export function createRegistrationLedger({
  db,
  engine,
  defaultPolicy,
  unsafeNoSeatLock = false,
}: LedgerDependencies) {
  const transition = transitionOn(engine);
  return {
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
        price_windows: string | null;
        promo_code: string | null;
        promo_discount_cents: number;
      }) => NewCampRegistration;
      messages: { notFound: string; started: string; full: string; perSession: string; perAccount: string };
      note: ChangeNote;
      at: string;
      /** Writes that belong with the new registration (an audit entry), in its transaction. */
      effects?: (trx: Trx, id: number) => Promise<void>;
    }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        if (!unsafeNoSeatLock) await lockAccount(trx, engine, input.ownerId);
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
        const values = input.values(session);
        const { id } = await insertCampRegistration(trx, values);
        await recordCreated(trx, 'camp', id, values.status as RegistrationStatus, input.note, input.at);
        await input.effects?.(trx, id);
        return id;
      });
    },

    /** Checkout opened: the attempt becomes current and, for camps, the hold runs to `holdUntil`. */
    async startCheckout(
      kind: RegistrationKind,
      id: number,
      checkoutId: string,
      holdUntil: string | null,
      at: string,
      note: ChangeNote,
    ) {
      return db.transaction().execute(async (trx) => {
        const set: Record<string, unknown> = { stripe_session_id: checkoutId };
        if (kind === 'camp' && holdUntil) set.hold_expires_at = holdUntil;
        // Reusing the open checkout (already in process) keeps the status and is no transition.
        const row = await findLedgerRow(trx, kind, id);
        if (row?.status === 'paymentinprocess' && row.stripe_session_id === checkoutId) return true;
        return transition(trx, kind, id, 'startCheckout', note, at, { set });
      });
    },

    /** The open checkout `checkoutId` was expired at the provider because the price changed. */
    async closeCheckout(
      trx: Trx,
      kind: RegistrationKind,
      id: number,
      checkoutId: string,
      at: string,
      note: ChangeNote,
    ) {
      return transition(trx, kind, id, 'closeCheckout', note, at, {
        where: whileCurrentCheckout(checkoutId),
      });
    },

    /**
     * Takes the locks a payment of this registration needs (its camp session, then the row) and
     * reads it under them; the caller's transaction holds them until it ends.
     */
    async lockForPayment(trx: Trx, kind: RegistrationKind, id: number): Promise<LedgerRow | undefined> {
      const first = await findLedgerRow(trx, kind, id);
      if (!first) return undefined;
      if (kind === 'camp') await lockCampSession(trx, engine, first.priced_item_id);
      // Read again under the locks: on PostgreSQL another transaction may have changed it meanwhile.
      return findLedgerRow(trx, kind, id, engine);
    },

    /**
     * The provider's record shows the payment the server asked for, on `checkoutId` (call under
     * `lockForPayment`). Unpaid → paid. Expired → paid only if a seat is free now. Cancelled, an
     * expired one without a seat, or a second payment of a paid registration: owed back.
     */
    async pay(
      trx: Trx,
      kind: RegistrationKind,
      id: number,
      checkoutId: string,
      at: string,
      note: ChangeNote,
    ): Promise<PaymentTaken> {
      const row = (await findLedgerRow(trx, kind, id))!;
      const set = paidColumns(kind, checkoutId, at, defaultPolicy);
      if (unpaidStatuses.includes(row.status)) {
        if (await transition(trx, kind, id, 'pay', note, at, { set })) return 'paid';
      } else if (row.status === 'expired') {
        const session = kind === 'camp' ? await lockCampSession(trx, engine, row.priced_item_id) : undefined;
        const seatFree = !session || (await seatsForWalkIns(trx, session.id, session.attendee_capacity)) > 0;
        if (!seatFree) return { owedBack: serverNotes.paidAfterLapseFull };
        if (await transition(trx, kind, id, 'payAfterExpiry', note, at, { set })) return 'paid';
      } else if (row.status === 'cancelled') {
        return { owedBack: serverNotes.paidAfterCancel };
      } else if (row.status === 'paid') {
        return { owedBack: serverNotes.paidTwice };
      }
      return { owedBack: serverNotes.paidWhile(row.status) };
    },

    /** A delayed payment failed or the checkout expired unpaid, while it was the current attempt. */
    async reject(
      kind: RegistrationKind,
      id: number,
      checkoutId: string,
      at: string,
      note: ChangeNote,
      effects?: Effects,
    ) {
      return db.transaction().execute(async (trx) => {
        const changed = await transition(trx, kind, id, 'reject', note, at, {
          where: whileCurrentCheckout(checkoutId),
        });
        if (changed && effects) await effects(trx);
        return changed;
      });
    },

    /**
     * Frees the seat of an unpaid camp registration. `lapsedBefore` (the sweeper) applies only
     * while the hold is still lapsed; staff release any unpaid hold.
     */
    async expire(
      id: number,
      at: string,
      note: ChangeNote,
      options: { lapsedBefore?: string; effects?: Effects } = {},
    ) {
      return db.transaction().execute(async (trx) => {
        const lapsedBefore = options.lapsedBefore;
        const changed = await transition(trx, 'camp', id, 'expire', note, at, {
          ...(lapsedBefore ? { where: (q) => q.where('hold_expires_at', '<', lapsedBefore) } : {}),
        });
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

    /** Cancels a registration (`note.why` is its recorded reason); a move waiting for its difference ends with it. */
    async cancel(kind: RegistrationKind, id: number, note: ChangeNote, at: string, effects?: Effects) {
      return db.transaction().execute(async (trx) => {
        const changed = await transition(trx, kind, id, 'cancel', note, at, {
          set: { cancel_reason: note.why },
        });
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

    /** A registration inserted elsewhere (a team, an accepted waitlist offer): its first history row. */
    recordCreated,
  };
}

export type RegistrationLedger = ReturnType<typeof createRegistrationLedger>;

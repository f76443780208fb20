import { type SwitchState, serverNotes, switchMessages, validationMessages } from '@soccer/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { CampSessionRow, Database, SessionSwitchRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { lockCampSession, seatsForWalkIns } from './seats.js';
import { type ChangeNote, type PaymentTaken, recordHistory } from './transitions.js';

type Trx = Transaction<Database>;
export type SwitchEffects = (trx: Trx, move: SessionSwitchRow) => Promise<void>;

/** What a move costs, decided by the service from the target session read under its lock. */
export interface SwitchPlan {
  /** Cents to collect by checkout before moving (> 0: the move waits for the payment). */
  chargeCents: number;
  /** Cents the registration's price changes by when it moves now (≤ 0: a refund or nothing). */
  amountChangeCents: number;
  /** The target's price, before discounts, that the registration keeps once moved (decision 0116). */
  pricedCostCents: number;
}

/**
 * Moves of paid camp registrations between sessions: part of the ledger, because a move takes a
 * seat in one session and frees one in another. The target session's seat is counted and taken
 * under its lock; the registration moves with a conditional UPDATE (still paid, still in the
 * session it moves from), so two moves, a move and a cancellation, or a payment arriving twice
 * change it once. The old seat is freed in the same statement that takes the new one.
 */
export function createMoveLedger({ db, engine }: { db: Kysely<Database>; engine: Engine }) {
  const setSwitchState = async (
    trx: Trx,
    id: number,
    from: SwitchState[],
    to: SwitchState,
    at: string,
    extra: Partial<SessionSwitchRow> = {},
  ) => {
    const result = await trx
      .updateTable('session_switches')
      .set({ state: to, updated_at: at, ...extra })
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  /** The registration leaves `fromSessionId` for `toSessionId`: only while it is paid and still there. */
  const moveRegistration = async (
    trx: Trx,
    move: SessionSwitchRow,
    amountChangeCents: number,
    at: string,
  ) => {
    const result = await trx
      .updateTable('camp_registrations')
      .set({
        camp_session_id: move.to_session_id,
        amount_cents: sql<number>`amount_cents + ${amountChangeCents}`,
        // A move recorded before the column (null) leaves it to be read at `priced_at`.
        priced_cost_cents: move.priced_cost_cents,
        updated_at: at,
      })
      .where('id', '=', move.registration_id)
      .where('status', '=', 'paid')
      .where('camp_session_id', '=', move.from_session_id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  const findSwitch = (trx: Trx, id: number) => {
    const q = trx.selectFrom('session_switches').selectAll().where('id', '=', id);
    return (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  };

  const assertTargetTakes = async (trx: Trx, session: CampSessionRow | undefined, today: string) => {
    if (!session || session.archived_at) throw notFound(switchMessages.targetClosed);
    if (session.start_date <= today) throw conflict(switchMessages.targetClosed);
    if ((await seatsForWalkIns(trx, session.id, session.attendee_capacity)) <= 0)
      throw conflict(validationMessages.campSessionFull);
  };

  return {
    /**
     * Holds a seat in the target session for a paid registration and either moves it at once
     * (nothing to collect) or records a move awaiting its difference until `holdUntil`.
     */
    async requestSwitch(input: {
      registrationId: number;
      toSessionId: number;
      today: string;
      holdUntil: string;
      requestedBy: string;
      byStaff: boolean;
      reason: string;
      at: string;
      /** Who asked, for the registration's history when it moves. */
      note: ChangeNote;
      /** Checks on the registration under its lock (ownership, cut-off); throws to refuse. */
      check: (registration: {
        owner_account_id: string;
        camp_session_id: number;
        amount_cents: number;
      }) => void;
      plan: (
        target: CampSessionRow,
        registration: {
          id: number;
          amount_cents: number;
          promo_code: string;
          sibling_discount_cents: number;
          player_birthdate: string;
          created_at: string;
          priced_at: string | null;
        },
        trx: Trx,
      ) => SwitchPlan | Promise<SwitchPlan>;
      /** Runs in the transaction when the registration moved at once (refunds, audit, mail). */
      effects?: SwitchEffects;
      /** Runs in the transaction when the move waits for its difference (audit). */
      held?: SwitchEffects;
    }): Promise<SessionSwitchRow> {
      return db.transaction().execute(async (trx) => {
        const q = trx
          .selectFrom('camp_registrations')
          .select([
            'id',
            'owner_account_id',
            'status',
            'camp_session_id',
            'amount_cents',
            'promo_code',
            'sibling_discount_cents',
            'player_birthdate',
            'created_at',
            'priced_at',
          ])
          .where('id', '=', input.registrationId);
        const registration = await (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
        if (!registration) throw notFound('Registration not found');
        input.check(registration);
        if (registration.status !== 'paid') throw conflict(switchMessages.notPaid);
        if (registration.camp_session_id === input.toSessionId) throw conflict(switchMessages.sameSession);
        const open = await trx
          .selectFrom('session_switches')
          .select('id')
          .where('registration_id', '=', registration.id)
          .where('state', '=', 'awaiting_payment')
          .executeTakeFirst();
        if (open) throw conflict(switchMessages.pendingMove);

        const target = await lockCampSession(trx, engine, input.toSessionId);
        await assertTargetTakes(trx, target, input.today);
        const plan = await input.plan(target!, registration, trx);
        const waits = plan.chargeCents > 0;
        const { id } = await trx
          .insertInto('session_switches')
          .values({
            registration_id: registration.id,
            from_session_id: registration.camp_session_id,
            to_session_id: input.toSessionId,
            difference_cents: waits ? plan.chargeCents : plan.amountChangeCents,
            priced_cost_cents: plan.pricedCostCents,
            state: waits ? 'awaiting_payment' : 'completed',
            provider_session_id: null,
            hold_expires_at: waits ? input.holdUntil : null,
            requested_by: input.requestedBy,
            by_staff: input.byStaff ? 1 : 0,
            reason: input.reason,
            created_at: input.at,
            updated_at: input.at,
            completed_at: waits ? null : input.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const move = (await findSwitch(trx, id))!;
        if (!waits) {
          if (!(await moveRegistration(trx, move, plan.amountChangeCents, input.at)))
            throw conflict(switchMessages.notPaid);
          await recordMoved(trx, move, input.note, input.at);
          if (input.effects) await input.effects(trx, move);
        } else if (input.held) await input.held(trx, move);
        return move;
      });
    },

    /** The checkout for a move's difference was opened: it becomes the move's current one. */
    async startSwitchCheckout(id: number, providerSessionId: string, at: string) {
      return db.transaction().execute((trx) =>
        setSwitchState(trx, id, ['awaiting_payment'], 'awaiting_payment', at, {
          provider_session_id: providerSessionId,
        }),
      );
    },

    /**
     * Takes the locks the payment of a move's difference needs (the registration, then the target
     * session: the order a move request takes them in) and reads the move under them.
     */
    async lockForMovePayment(trx: Trx, id: number) {
      const first = await trx
        .selectFrom('session_switches')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!first) return undefined;
      if (engine === 'postgres')
        await trx
          .selectFrom('camp_registrations')
          .select('id')
          .where('id', '=', first.registration_id)
          .forUpdate()
          .execute();
      await lockCampSession(trx, engine, first.to_session_id);
      return findSwitch(trx, id);
    },

    /**
     * The provider's record shows the difference paid on `checkoutId` (call under
     * `lockForMovePayment`). The move completes if it is still waiting (or lapsed while a seat is
     * still free); otherwise (the registration was cancelled or moved meanwhile, or the seat is
     * gone) the payment is owed back.
     */
    async completeSwitch(
      trx: Trx,
      move: SessionSwitchRow,
      checkoutId: string,
      at: string,
      note: ChangeNote,
    ): Promise<PaymentTaken> {
      if (move.state === 'expired') {
        const target = await lockCampSession(trx, engine, move.to_session_id);
        const seatFree = target && (await seatsForWalkIns(trx, target.id, target.attendee_capacity)) > 0;
        if (!seatFree) return { owedBack: serverNotes.differenceAfterSeatGone };
      } else if (move.state !== 'awaiting_payment') {
        return { owedBack: serverNotes.movePaidTwice };
      }
      if (!(await moveRegistration(trx, move, move.difference_cents, at)))
        return { owedBack: serverNotes.differenceAfterChange };
      await setSwitchState(trx, move.id, ['awaiting_payment', 'expired'], 'completed', at, {
        completed_at: at,
        provider_session_id: checkoutId,
      });
      await recordMoved(trx, move, note, at);
      return 'paid';
    },

    /** The difference was not paid: the held seat goes back. `lapsedBefore` (sweeper): only once its time passed. */
    async expireSwitch(
      id: number,
      at: string,
      options: { lapsedBefore?: string; currentSession?: string } = {},
    ) {
      let query = db
        .updateTable('session_switches')
        .set({ state: 'expired', updated_at: at })
        .where('id', '=', id)
        .where('state', '=', 'awaiting_payment');
      if (options.lapsedBefore) query = query.where('hold_expires_at', '<', options.lapsedBefore);
      if (options.currentSession) query = query.where('provider_session_id', '=', options.currentSession);
      return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
    },

    /** A delayed payment of the difference is still clearing: keep the seat and look again later. */
    async extendSwitchHold(id: number, holdUntil: string, at: string) {
      const result = await db
        .updateTable('session_switches')
        .set({ hold_expires_at: holdUntil, updated_at: at })
        .where('id', '=', id)
        .where('state', '=', 'awaiting_payment')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** Moves waiting for their difference whose time has passed, oldest first. */
export async function listLapsedSwitches(db: Kysely<Database>, now: string, limit = 100) {
  return db
    .selectFrom('session_switches')
    .select(['id', 'provider_session_id'])
    .where('state', '=', 'awaiting_payment')
    .where('hold_expires_at', '<', now)
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute();
}

/** A completed move in the registration's history: the status stays paid. */
const recordMoved = (trx: Trx, move: SessionSwitchRow, note: ChangeNote, at: string) =>
  recordHistory(trx, 'camp', move.registration_id, { from: 'paid', to: 'paid' }, note, at);

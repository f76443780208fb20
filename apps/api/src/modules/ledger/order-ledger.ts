import {
  type CancellationPolicy,
  type RegistrationStatus,
  serverNotes,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Kysely, Selectable } from 'kysely';
import { lockAccount } from '../../db/account-lock.js';
import type { Engine, Executor, Trx } from '../../db/database.js';
import type { CampSessionsTable, Database, NewCampRegistration } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { assertUnderHoldCaps, type CampHoldRules } from './hold-caps.js';
import { insertCampRegistration } from './new-camp-registration.js';
import { lockCampSession, seatsForWalkIns } from './seats.js';
import {
  type ChangeNote,
  findLedgerRow,
  type LedgerRow,
  type PaymentTaken,
  paidColumns,
  recordCreated,
  transitionOn,
} from './transitions.js';

type SessionRow = Selectable<CampSessionsTable>;
/**
 * Orders: several camp registrations of one household taken and paid together. Their seats are
 * taken all or nothing under the locks of every session involved (locked in id order, the one
 * order every caller uses, so two orders never wait on each other), and one payment pays all of
 * them or, when any of them can no longer take it, none (the whole payment is refunded).
 */
export function createOrderLedger({
  db,
  engine,
  defaultPolicy,
}: {
  db: Kysely<Database>;
  engine: Engine;
  defaultPolicy: CancellationPolicy;
}) {
  const transition = transitionOn(engine);
  /** Locks the sessions in id order and reads them. */
  async function lockSessions(trx: Trx, sessionIds: Iterable<number>) {
    const sessions = new Map<number, SessionRow>();
    for (const id of [...new Set(sessionIds)].sort((a, b) => a - b)) {
      const row = await lockCampSession(trx, engine, id);
      if (row) sessions.set(id, row);
    }
    return sessions;
  }

  return {
    /**
     * New registrations of one order, each holding a seat: every session must take registrations
     * and have a seat for each of its players, the account must be under its caps (every player
     * is a hold; `assertUnderHoldCaps` says how far an order may go), or nothing is written.
     */
    async registerCampOrder(input: {
      ownerId: string;
      today: string;
      rules: CampHoldRules;
      sessionIds: number[];
      /** The rows to insert, one per player in the order sent, from the sessions read under the locks. */
      values: (sessions: Map<number, SessionRow>, orderId: number) => NewCampRegistration[];
      messages: {
        notFound: string;
        started: string;
        notEnoughSeats: (sessionId: number, left: number) => string;
        perSession: string;
        perAccount: string;
        orderInSession: (held: number, allowed: number) => string;
        orderInAll: (held: number, allowed: number) => string;
        orderTooBigForSession: string;
      };
      at: string;
      note: ChangeNote;
      effects?: (trx: Trx, ids: number[]) => Promise<void>;
    }): Promise<{ orderId: number; ids: number[] }> {
      return db.transaction().execute(async (trx) => {
        await lockAccount(trx, engine, input.ownerId);
        const sessions = await lockSessions(trx, input.sessionIds);
        for (const id of input.sessionIds) {
          const session = sessions.get(id);
          if (!session || session.archived_at) throw notFound(input.messages.notFound);
          if (session.start_date <= input.today) throw conflict(input.messages.started);
        }

        await assertUnderHoldCaps(trx, input.ownerId, input.sessionIds, input.rules, input.messages);

        const wanted = new Map<number, number>();
        for (const id of input.sessionIds) wanted.set(id, (wanted.get(id) ?? 0) + 1);
        for (const [id, count] of wanted) {
          const left = await seatsForWalkIns(trx, id, sessions.get(id)!.attendee_capacity);
          if (left < count) throw conflict(input.messages.notEnoughSeats(id, left));
        }

        const order = await trx
          .insertInto('camp_orders')
          .values({ owner_account_id: input.ownerId, created_at: input.at })
          .returning('id')
          .executeTakeFirstOrThrow();
        const ids: number[] = [];
        for (const values of input.values(sessions, order.id)) {
          const row = await insertCampRegistration(trx, { ...values, order_id: order.id });
          await recordCreated(trx, 'camp', row.id, values.status as RegistrationStatus, input.note, input.at);
          ids.push(row.id);
        }
        await input.effects?.(trx, ids);
        return { orderId: order.id, ids };
      });
    },

    /**
     * Takes the locks an order's payment needs (every session involved, in id order, then the
     * rows) and reads its registrations under them; undefined when one is gone.
     */
    async lockForOrderPayment(trx: Trx, registrationIds: readonly number[]) {
      const first: LedgerRow[] = [];
      for (const id of registrationIds) {
        const row = await findLedgerRow(trx, 'camp', id);
        if (!row) return undefined;
        first.push(row);
      }
      await lockSessions(
        trx,
        first.map((r) => r.priced_item_id),
      );
      const rows: LedgerRow[] = [];
      for (const id of registrationIds) rows.push((await findLedgerRow(trx, 'camp', id, engine))!);
      return rows;
    },

    /**
     * The provider's record shows the order's payment (call under `lockForOrderPayment`). All its
     * registrations become paid together (an expired one only if its session has a seat for it
     * now), or, when any of them cannot take it, none does and the whole payment is owed back.
     */
    async payOrder(
      trx: Trx,
      registrationIds: readonly number[],
      checkoutId: string,
      at: string,
      note: ChangeNote,
    ): Promise<PaymentTaken> {
      const rows: LedgerRow[] = [];
      for (const id of registrationIds) rows.push((await findLedgerRow(trx, 'camp', id))!);
      let problem: string | null = null;
      const seatsWanted = new Map<number, number>();
      for (const row of rows) {
        const status: RegistrationStatus = row.status;
        if (unpaidStatuses.includes(status)) continue;
        if (status === 'expired')
          seatsWanted.set(row.priced_item_id, (seatsWanted.get(row.priced_item_id) ?? 0) + 1);
        else if (status === 'cancelled') problem = serverNotes.orderPaidAfterCancel;
        else if (status === 'paid') problem = serverNotes.orderPaidTwice;
        else problem = serverNotes.orderPaidWhile(status);
      }
      for (const [sessionId, count] of seatsWanted) {
        const session = await lockCampSession(trx, engine, sessionId);
        if (!session || (await seatsForWalkIns(trx, sessionId, session.attendee_capacity)) < count)
          problem ??= serverNotes.orderPaidAfterLapseFull;
      }
      if (problem) return { owedBack: problem };

      const set = paidColumns('camp', checkoutId, at, defaultPolicy);
      for (const row of rows) {
        const name = row.status === 'expired' ? 'payAfterExpiry' : 'pay';
        // Every row is locked and was checked above; a miss means the ledger's own rules broke.
        if (!(await transition(trx, 'camp', row.id, name, note, at, { set })))
          throw new Error(`order payment could not pay registration ${row.id}`);
      }
      return 'paid';
    },
  };
}

/** The registrations of an order, in id order. */
export async function orderRegistrationIds(db: Executor, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('camp_registrations')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

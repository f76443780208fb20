import { type RegistrationStatus, unpaidStatuses } from '@soccer/contracts';
import type { ExpressionBuilder, Kysely, RawBuilder, Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { CampSessionsTable, Database, NewCampRegistration } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { insertCampRegistration } from './new-camp-registration.js';
import { recordPaymentIssue } from './payment-issues.js';
import type { CampHoldRules, LedgerTransition, PayOutcome } from './registration-ledger.js';
import { assertUnderHoldCaps, findLedgerRow } from './registration-ledger.js';
import { lockCampSession, seatsForWalkIns } from './seats.js';

type Trx = Transaction<Database>;
type SessionRow = Selectable<CampSessionsTable>;

/** What the registration ledger lends the order ledger: its one conditional UPDATE and locks. */
export interface OrderLedgerParts {
  db: Kysely<Database>;
  engine: Engine;
  lockAccount: (trx: Trx, accountId: string) => Promise<void>;
  apply: (
    trx: Trx,
    kind: 'camp',
    id: number,
    name: LedgerTransition,
    at: string,
    options?: { set?: Record<string, unknown> },
  ) => Promise<boolean>;
  policyInForce: (kind: 'camp') => RawBuilder<string>;
}

/**
 * Orders: several camp registrations of one household taken and paid together. Their seats are
 * taken all or nothing under the locks of every session involved (locked in id order, the one
 * order every caller uses, so two orders never wait on each other), and one payment pays all of
 * them or, when any of them can no longer take it, none (the whole payment is refunded).
 */
export function createOrderLedger({ db, engine, lockAccount, apply, policyInForce }: OrderLedgerParts) {
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
      effects?: (trx: Trx, ids: number[]) => Promise<void>;
    }): Promise<{ orderId: number; ids: number[] }> {
      return db.transaction().execute(async (trx) => {
        await lockAccount(trx, input.ownerId);
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
          ids.push(row.id);
        }
        await input.effects?.(trx, ids);
        return { orderId: order.id, ids };
      });
    },

    /**
     * The provider's record shows the order's payment, each line as the server asked. All its
     * registrations become paid together (an expired one only if its session has a seat for it
     * now), or, when any of them cannot take it, none does and every line is 'refund due'.
     */
    async payOrder(
      lines: readonly { registrationId: number; amountCents: number }[],
      payment: { sessionId: string; currency: string },
      at: string,
      effects?: (trx: Trx, registrationId: number) => Promise<void>,
    ): Promise<PayOutcome> {
      return db.transaction().execute(async (trx) => {
        const first = [];
        for (const line of lines) {
          const row = await findLedgerRow(trx, 'camp', line.registrationId);
          if (!row) return 'missing';
          first.push(row);
        }
        const sessions = await lockSessions(
          trx,
          first.map((r) => r.priced_item_id),
        );
        const rows = [];
        for (const line of lines) rows.push((await findLedgerRow(trx, 'camp', line.registrationId, engine))!);

        /** The order's lines of this payment (an attempt each). */
        const ofLines = (eb: ExpressionBuilder<Database, 'payment_attempts'>) =>
          eb.and([
            eb('provider_session_id', '=', payment.sessionId),
            eb('registration_kind', '=', 'camp'),
            eb(
              'registration_id',
              'in',
              lines.map((l) => l.registrationId),
            ),
          ]);
        const attempts = await trx.selectFrom('payment_attempts').select('state').where(ofLines).execute();
        if (attempts.some((a) => a.state === 'paid')) return 'already_paid';

        let problem: string | null = null;
        const seatsWanted = new Map<number, number>();
        for (const row of rows) {
          const status: RegistrationStatus = row.status;
          if ((unpaidStatuses as readonly string[]).includes(status)) continue;
          if (status === 'expired')
            seatsWanted.set(row.priced_item_id, (seatsWanted.get(row.priced_item_id) ?? 0) + 1);
          else if (status === 'cancelled') problem = 'Paid after a registration of the order was cancelled.';
          else if (status === 'paid')
            problem = 'A second payment for a registration of the order that was already paid.';
          else problem = `Paid while a registration of the order was ${status}.`;
        }
        for (const [sessionId, count] of seatsWanted) {
          const session = sessions.get(sessionId);
          if (!session || (await seatsForWalkIns(trx, sessionId, session.attendee_capacity)) < count)
            problem ??= 'Paid after the seat holds lapsed; the session was full by then.';
        }
        if (problem) {
          for (const line of lines)
            await recordPaymentIssue(trx, {
              kind: 'camp',
              registrationId: line.registrationId,
              providerSessionId: payment.sessionId,
              issue: 'refund_due',
              reason: problem,
              amountCents: line.amountCents,
              currency: payment.currency,
              at,
            });
          return 'refund_due';
        }

        for (const row of rows) {
          const changed = await apply(
            trx,
            'camp',
            row.id,
            row.status === 'expired' ? 'payAfterExpiry' : 'pay',
            at,
            {
              set: {
                paid_at: at,
                stripe_session_id: payment.sessionId,
                cancellation_policy: policyInForce('camp'),
              },
            },
          );
          // Every row is locked and was checked above; a miss means the ledger's own rules broke.
          if (!changed) throw new Error(`order payment could not pay registration ${row.id}`);
        }
        await trx
          .updateTable('payment_attempts')
          .set({ state: 'paid', updated_at: at })
          .where(ofLines)
          .execute();
        if (effects) for (const row of rows) await effects(trx, row.id);
        return 'paid';
      });
    },
  };
}

/** The registrations of an order, in id order. */
export async function orderRegistrationIds(db: Kysely<Database> | Trx, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('camp_registrations')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

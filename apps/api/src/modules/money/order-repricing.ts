import { orderRepricing, seatHoldingStatuses } from '@soccer/contracts';
import type { Executor, Trx } from '../../db/database.js';

/** What an order's other lines lose when one line leaves it or changes price (contracts `orderRepricing`). */
export interface OrderLineRepricing {
  orderId: number;
  registrationId: number;
  lossCents: number;
  others: { registrationId: number; status: string; siblingDiscountCents: number; lossCents: number }[];
}

/**
 * The one re-pricing of an order when registration `registrationId` leaves it (cancelled, or
 * refunded in full by a staff cancel) or, with `newAfterPromoCents`, moves to a session of that
 * price: the order's other lines still holding a seat are priced again, and what they lose comes
 * off the leaving line's refund. Null when the registration is in no order. Cancel and its quote
 * and the move's quote all ask it; `applyOrderRepricing` writes it.
 */
export async function orderLineRepricing(
  db: Executor,
  registrationId: number,
  newAfterPromoCents?: number,
): Promise<OrderLineRepricing | null> {
  return (await orderLineRepricer(db, registrationId))(newAfterPromoCents);
}

/**
 * `orderLineRepricing` for several prices of one line (a move's options): reads the order once and
 * answers for any `newAfterPromoCents`.
 */
export async function orderLineRepricer(
  db: Executor,
  registrationId: number,
): Promise<(newAfterPromoCents?: number) => OrderLineRepricing | null> {
  const line = await db
    .selectFrom('camp_registrations')
    .select('order_id')
    .where('id', '=', registrationId)
    .executeTakeFirst();
  const orderId = line?.order_id;
  if (!orderId) return () => null;
  const rows = await db
    .selectFrom('camp_registrations')
    .select(['id', 'status', 'amount_cents', 'sibling_discount_cents'])
    .where('order_id', '=', orderId)
    .where('id', '<>', registrationId)
    .where('status', 'in', [...seatHoldingStatuses])
    .orderBy('id')
    .execute();
  const placed = rows.map((r) => ({
    registrationId: r.id,
    afterPromoCents: r.amount_cents + r.sibling_discount_cents,
    siblingDiscountCents: r.sibling_discount_cents,
  }));
  const status = new Map(rows.map((r) => [r.id, r.status]));
  return (newAfterPromoCents) => {
    const { lossCents, others } = orderRepricing(
      { registrationId, ...(newAfterPromoCents === undefined ? {} : { newAfterPromoCents }) },
      placed,
    );
    return {
      orderId,
      registrationId,
      lossCents,
      others: others.map((o) => ({ ...o, status: status.get(o.registrationId)! })),
    };
  };
}

/**
 * Writes a re-pricing in the leaving line's transaction: each line that lost its discount costs
 * that much more; a paid one is then paid that much more out of the leaving line's payments
 * (`from`: the payments with what each has left after this change's refund, oldest first), as
 * transfer rows, so later quotes and refunds count it as the line's own. Returns the cents moved
 * (less than the loss only when the leaving line has less left than that).
 */
export async function applyOrderRepricing(
  trx: Trx,
  repricing: OrderLineRepricing,
  from: readonly { providerSessionId: string; leftCents: number }[],
  at: string,
): Promise<number> {
  const left = from.map((p) => ({ ...p }));
  let moved = 0;
  for (const other of repricing.others) {
    if (other.lossCents <= 0) continue;
    await trx
      .updateTable('camp_registrations')
      .set((eb) => ({
        sibling_discount_cents: other.siblingDiscountCents,
        amount_cents: eb('amount_cents', '+', other.lossCents),
        updated_at: at,
      }))
      .where('id', '=', other.registrationId)
      .execute();
    if (other.status !== 'paid') continue;
    let owed = other.lossCents;
    for (const p of left) {
      const part = Math.min(owed, p.leftCents);
      if (part <= 0) continue;
      await trx
        .insertInto('order_discount_transfers')
        .values({
          order_id: repricing.orderId,
          provider_session_id: p.providerSessionId,
          from_registration_id: repricing.registrationId,
          to_registration_id: other.registrationId,
          amount_cents: part,
          created_at: at,
        })
        .execute();
      p.leftCents -= part;
      owed -= part;
      moved += part;
    }
  }
  return moved;
}

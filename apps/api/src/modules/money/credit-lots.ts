import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/**
 * Account credit in lots that know their cash value (decision 0113): money the family paid and
 * took back as credit has its cash value; staff's goodwill and the bonus have none. Credit is
 * spent cash first, oldest first, and what a checkout took from each lot is kept, so credit
 * released or returned goes back to the lots it came from (last taken, first back) and the
 * receipts and statements count only the cash value of credit spent. Callers hold the account's
 * balance row (`credit-ledger`): lots change only in the transaction that moves the balance.
 */

/** New credit: `cashCents` of it with its cash value, the rest without. */
export interface NewLots {
  cashCents: number;
}

/** What a checkout's credit was for: the checkout and the registration line. */
export interface LotUse {
  checkoutId: string;
  registration?: { kind: RegistrationKind; id: number } | undefined;
}

async function insertLot(
  trx: Trx,
  accountId: string,
  cash: boolean,
  source: string,
  cents: number,
  at: string,
) {
  if (cents <= 0) return;
  await trx
    .insertInto('credit_lots')
    .values({ account_id: accountId, cash: cash ? 1 : 0, source, cents, left_cents: cents, created_at: at })
    .execute();
}

/** Adds `cents` of credit as up to two lots: its cash part and the rest (a grant, a bonus). */
export async function addLots(
  trx: Trx,
  accountId: string,
  cents: number,
  lots: NewLots,
  source: string,
  at: string,
) {
  const cash = Math.min(cents, Math.max(0, lots.cashCents));
  await insertLot(trx, accountId, true, source, cash, at);
  await insertLot(trx, accountId, false, source === 'cancel' ? 'bonus' : source, cents - cash, at);
}

const useRow = (use: LotUse, lotId: number, cents: number, at: string) => ({
  lot_id: lotId,
  checkout_id: use.checkoutId,
  registration_kind: use.registration?.kind ?? null,
  registration_id: use.registration?.id ?? null,
  cents,
  created_at: at,
});

/**
 * Takes `cents` from an account's lots, cash first, oldest first, and records what came from
 * which. The balance was already taken (so the lots hold it); a lot that no longer does throws,
 * and the transaction with it.
 */
export async function takeFromLots(trx: Trx, accountId: string, cents: number, use: LotUse, at: string) {
  let remaining = cents;
  const lots = await trx
    .selectFrom('credit_lots')
    .select(['id', 'left_cents'])
    .where('account_id', '=', accountId)
    .where('left_cents', '>', 0)
    .orderBy('cash', 'desc')
    .orderBy('id')
    .execute();
  for (const lot of lots) {
    if (remaining <= 0) break;
    const part = Math.min(remaining, lot.left_cents);
    const taken = await trx
      .updateTable('credit_lots')
      .set({ left_cents: sql<number>`left_cents - ${part}` })
      .where('id', '=', lot.id)
      .where('left_cents', '>=', part)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new Error('credit lot changed meanwhile');
    await trx
      .insertInto('credit_lot_uses')
      .values(useRow(use, lot.id, part, at))
      .execute();
    remaining -= part;
  }
  // Credit older than its lots (an account whose lots do not hold its balance) is left as it is.
}

/** What a checkout still holds of each lot for a registration line, last taken first. */
function heldLots(db: Executor, use: LotUse) {
  return db
    .selectFrom('credit_lot_uses as u')
    .innerJoin('credit_lots as l', 'l.id', 'u.lot_id')
    .select(['u.lot_id', 'l.cash', sql<number>`sum(u.cents)`.as('held')])
    .where('u.checkout_id', '=', use.checkoutId)
    .where((eb) =>
      use.registration
        ? eb.and([
            eb('u.registration_kind', '=', use.registration.kind),
            eb('u.registration_id', '=', use.registration.id),
          ])
        : eb('u.registration_id', 'is', null),
    )
    .groupBy(['u.lot_id', 'l.cash'])
    .having(sql<number>`sum(u.cents)`, '>', 0)
    .orderBy('l.cash')
    .orderBy('u.lot_id', 'desc')
    .execute();
}

/**
 * Gives `cents` a checkout took for a line back to the lots it came from, last taken first back
 * (without cash value first, as the cash was taken first); answers the cash value given back.
 * Credit taken before lots existed has no record: it comes back as a new lot with its cash value
 * (before lots, receipts counted all credit as paid).
 */
export async function giveBackToLots(trx: Trx, accountId: string, cents: number, use: LotUse, at: string) {
  let remaining = cents;
  let cashCents = 0;
  for (const lot of await heldLots(trx, use)) {
    if (remaining <= 0) break;
    const part = Math.min(remaining, Number(lot.held));
    await trx
      .updateTable('credit_lots')
      .set({ left_cents: sql<number>`left_cents + ${part}` })
      .where('id', '=', lot.lot_id)
      .execute();
    await trx
      .insertInto('credit_lot_uses')
      .values(useRow(use, lot.lot_id, -part, at))
      .execute();
    if (lot.cash) cashCents += part;
    remaining -= part;
  }
  await insertLot(trx, accountId, true, 'returned', remaining, at);
  return { cashCents: cashCents + Math.max(0, remaining) };
}

/**
 * Of the credit a checkout holds, per registration id, what has no cash value (staff's goodwill,
 * a bonus): a receipt prints it so statements do not count it as paid.
 */
export async function creditWithoutCashOf(db: Executor, checkoutId: string) {
  const rows = await db
    .selectFrom('credit_lot_uses as u')
    .innerJoin('credit_lots as l', 'l.id', 'u.lot_id')
    .select(['u.registration_id', sql<number>`sum(u.cents)`.as('cents')])
    .where('u.checkout_id', '=', checkoutId)
    .where('l.cash', '=', 0)
    .groupBy('u.registration_id')
    .execute();
  return new Map(rows.filter((r) => Number(r.cents) > 0).map((r) => [r.registration_id, Number(r.cents)]));
}

import type { CreditEntryKind } from '@soccer/contracts';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { addLots, giveBackToLots, type NewLots, takeFromLots } from './credit-lots.js';

/**
 * The credit ledger (decision 0096): append-only entries per account, and the account's balance
 * beside them, moved in the same transaction by one conditional update so it never goes below
 * zero under any race, on either engine (the update that would take it below zero changes no
 * row, and the table's check refuses it besides).
 */

/** What one entry is about, besides its account, amount and kind. */
export interface CreditEntryInput {
  accountId: string;
  kind: CreditEntryKind;
  /** Positive cents; `spent` is written negative. */
  cents: number;
  reason: string;
  byId: string;
  registration?: { kind: RegistrationKind; id: number };
  checkoutId?: string;
  receiptNumber?: number | null;
  at: string;
}

const insertEntry = (trx: Trx, e: CreditEntryInput, signed: number) =>
  trx
    .insertInto('credit_entries')
    .values({
      account_id: e.accountId,
      kind: e.kind,
      amount_cents: signed,
      reason: e.reason,
      by_id: e.byId,
      registration_kind: e.registration?.kind ?? null,
      registration_id: e.registration?.id ?? null,
      checkout_id: e.checkoutId ?? null,
      receipt_number: e.receiptNumber ?? null,
      created_at: e.at,
    })
    .execute();

/**
 * Adds credit to an account (a grant, a cancellation, credit returned or released): as new lots
 * with their cash value, or `restored` when the caller gave it back to the lots it was taken
 * from (`giveBack`).
 */
export async function addCredit(trx: Trx, e: CreditEntryInput, lots: NewLots | 'restored'): Promise<void> {
  if (e.cents <= 0) return;
  await trx
    .insertInto('credit_balances')
    .values({ account_id: e.accountId, balance_cents: e.cents, updated_at: e.at })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({
        balance_cents: sql<number>`credit_balances.balance_cents + ${e.cents}`,
        updated_at: e.at,
      }),
    )
    .execute();
  if (lots !== 'restored') await addLots(trx, e.accountId, e.cents, lots, e.kind, e.at);
  await insertEntry(trx, e, e.cents);
}

/**
 * Gives `cents` a checkout took for a line back to the lots it came from (under the account's
 * balance lock); answers its cash value. Then `addCredit(…, 'restored')` writes the entry.
 */
export async function giveBack(
  trx: Trx,
  e: Pick<CreditEntryInput, 'accountId' | 'cents' | 'checkoutId' | 'registration' | 'at'>,
) {
  await lockBalances(trx, [e.accountId]);
  if (!e.checkoutId || e.cents <= 0) return { cashCents: Math.max(0, e.cents) };
  return giveBackToLots(
    trx,
    e.accountId,
    e.cents,
    { checkoutId: e.checkoutId, registration: e.registration },
    e.at,
  );
}

/**
 * Takes `cents` of an account's credit (spent at checkout): false, and nothing written, when the
 * balance does not hold that much now.
 */
export async function takeCredit(trx: Trx, e: CreditEntryInput): Promise<boolean> {
  if (e.cents <= 0) return true;
  const result = await trx
    .updateTable('credit_balances')
    .set({ balance_cents: sql<number>`balance_cents - ${e.cents}`, updated_at: e.at })
    .where('account_id', '=', e.accountId)
    .where('balance_cents', '>=', e.cents)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await takeFromLots(
    trx,
    e.accountId,
    e.cents,
    { checkoutId: e.checkoutId ?? '', registration: e.registration },
    e.at,
  );
  await insertEntry(trx, { ...e, kind: 'spent' }, -e.cents);
  return true;
}

/** The receipt of the payment a checkout's spent credit paid, on its entries (written in the same transaction). */
export async function nameSpentReceipt(trx: Trx, checkoutId: string, receiptNumber: number | null) {
  if (receiptNumber === null) return;
  await trx
    .updateTable('credit_entries')
    .set({ receipt_number: receiptNumber })
    .where('checkout_id', '=', checkoutId)
    .where('kind', '=', 'spent')
    .execute();
}

/** An account's balance in cents (0 when it never had credit). */
export async function creditBalance(db: Executor, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_balances')
    .select('balance_cents')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

/** An account's entries, newest first. */
export const creditEntriesOf = (db: Executor, accountId: string, limit = 200) =>
  db
    .selectFrom('credit_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/**
 * Credit a checkout holds now, per registration line: what it spent less what was released back.
 * Lines with nothing held are left out.
 */
export async function creditHeldBy(db: Executor, checkoutId: string) {
  const rows = await db
    .selectFrom('credit_entries')
    .select([
      'account_id',
      'registration_kind',
      'registration_id',
      sql<number>`sum(amount_cents)`.as('net_cents'),
    ])
    .where('checkout_id', '=', checkoutId)
    .where('kind', 'in', ['spent', 'released'])
    .groupBy(['account_id', 'registration_kind', 'registration_id'])
    .execute();
  return rows
    .map((r) => ({
      accountId: r.account_id,
      registration:
        r.registration_kind && r.registration_id !== null
          ? { kind: r.registration_kind as RegistrationKind, id: r.registration_id }
          : undefined,
      heldCents: -Number(r.net_cents),
    }))
    .filter((r) => r.heldCents > 0);
}

/**
 * What account credit paid of a registration: all its paid checkouts took, and what is still its
 * own (less credit already returned for it).
 */
export async function creditPaidOf(db: Executor, kind: RegistrationKind, id: number) {
  const paid = await db
    .selectFrom('payment_attempts')
    .select(sql<number>`coalesce(sum(credit_cents), 0)`.as('cents'))
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .where('state', '=', 'paid')
    .executeTakeFirst();
  const returned = await db
    .selectFrom('credit_entries')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .where('kind', '=', 'returned')
    .executeTakeFirst();
  const paidCents = Number(paid?.cents ?? 0);
  return { paidCents, leftCents: Math.max(0, paidCents - Number(returned?.cents ?? 0)) };
}

/** Credit a registration paid that is still its own. */
export const creditPaidLeft = async (db: Executor, kind: RegistrationKind, id: number) =>
  (await creditPaidOf(db, kind, id)).leftCents;

/** Staff's report: every account that has had credit, with its balance and totals. */
export const creditBalances = (db: Executor) =>
  db
    .selectFrom('credit_balances as b')
    .innerJoin('credit_entries as e', 'e.account_id', 'b.account_id')
    .select([
      'b.account_id',
      'b.balance_cents',
      sql<number>`coalesce(sum(case when e.kind in ('grant', 'cancel') then e.amount_cents else 0 end), 0)`.as(
        'granted_cents',
      ),
      sql<number>`coalesce(sum(case when e.kind in ('spent', 'released') then -e.amount_cents else 0 end), 0)`.as(
        'spent_cents',
      ),
      sql<string>`max(e.created_at)`.as('last_at'),
    ])
    .groupBy(['b.account_id', 'b.balance_cents'])
    .orderBy('b.account_id')
    .execute();

/** Checkouts paid wholly in credit are named so: no provider knows them. */
export const creditCheckoutPrefix = 'credit-';
export const isCreditCheckout = (checkoutId: string) => checkoutId.startsWith(creditCheckoutPrefix);

/** Waits for the accounts' balance rows (PostgreSQL: row locks), so two releases of one checkout run one after the other. */
async function lockBalances(trx: Trx, accountIds: string[]) {
  for (const accountId of [...new Set(accountIds)].sort())
    await trx
      .updateTable('credit_balances')
      .set({ updated_at: sql<string>`updated_at` })
      .where('account_id', '=', accountId)
      .execute();
}

/**
 * Gives back the credit a checkout holds (it ended unpaid: closed, expired, failed, or paid for
 * something the ledger could not take): a `released` entry per line, once.
 */
export async function releaseCheckoutCredit(trx: Trx, checkoutId: string, at: string): Promise<number> {
  const first = await creditHeldBy(trx, checkoutId);
  if (first.length === 0) return 0;
  await lockBalances(
    trx,
    first.map((h) => h.accountId),
  );
  let released = 0;
  for (const held of await creditHeldBy(trx, checkoutId)) {
    await giveBackToLots(
      trx,
      held.accountId,
      held.heldCents,
      { checkoutId, registration: held.registration },
      at,
    );
    await addCredit(
      trx,
      {
        accountId: held.accountId,
        kind: 'released',
        cents: held.heldCents,
        reason: '',
        byId: 'system',
        ...(held.registration ? { registration: held.registration } : {}),
        checkoutId,
        at,
      },
      'restored',
    );
    released += held.heldCents;
  }
  return released;
}

/** Credit each registration paid (its paid checkouts' credit parts), by id; the staff exports show it. */
export async function creditUsedByRegistration(
  db: Executor,
  kind: RegistrationKind,
  registrationIds: number[],
) {
  const used = new Map<number, number>();
  if (registrationIds.length === 0) return used;
  const rows = await db
    .selectFrom('payment_attempts')
    .select(['registration_id', sql<number>`sum(credit_cents)`.as('cents')])
    .where('registration_kind', '=', kind)
    .where('registration_id', 'in', registrationIds)
    .where('state', '=', 'paid')
    .groupBy('registration_id')
    .execute();
  for (const r of rows) if (Number(r.cents) > 0) used.set(r.registration_id, Number(r.cents));
  return used;
}

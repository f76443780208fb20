import {
  balanceDueCents,
  combineInstalments,
  type DepositSplit,
  depositOffer,
  depositSplit,
  type Instalment,
  type InstalmentStatus,
  instalmentOffer,
  instalmentSchedule,
  type RegistrationBalance,
  storedDepositPlan,
  storedInstalmentPlan,
  todayIsoDateIn,
  unpaidStatuses,
} from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { costCentsAt, dollars } from '../../lib/money.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { findLedgerRow, type LedgerRow } from '../ledger/transitions.js';
import { balanceDueDateOf, balanceRowsOf, depositTermsOf } from './deposits-repository.js';
import { type InstalmentRow, instalmentsOf, planRegistrationIds } from './instalments-repository.js';
import { type RefundablePayment, refundableCents } from './refunds-repository.js';

/**
 * What a registration's first checkout charges when it opens at `at`: its deposit (the split of its
 * price under its item's terms, read on the facility's calendar), or null for the whole price.
 * An order of several players pays in full (decision 0104).
 */
export async function depositAt(
  db: Executor,
  kind: RegistrationKind,
  row: Pick<LedgerRow, 'amount_cents' | 'priced_item_id' | 'order_id'>,
  at: Date,
): Promise<DepositSplit | null> {
  if (row.order_id !== null) return null;
  const terms = await depositTermsOf(db, kind, row.priced_item_id);
  if (!terms?.plan) return null;
  return depositSplit(row.amount_cents, terms.plan, todayIsoDateIn(terms.timeZone, at));
}

/** A catalogue row's price columns and its facility's zone: what an offer is worked out from. */
type OfferedItem = { cost_cents: number; price_windows: string | null; time_zone: string };

/**
 * The deposit a catalogue row offers to who registers at `at` (its price then, in its window;
 * the checkout splits the registration's own price): "Pay $X deposit today, $Y due by <date>".
 */
export const depositOfferOn = (row: OfferedItem & { deposit_plan: string | null }, at: Date) =>
  depositOffer(
    depositSplit(
      costCentsAt(row, row.time_zone, at),
      storedDepositPlan(row.deposit_plan),
      todayIsoDateIn(row.time_zone, at),
    ),
  );

/**
 * The instalments a registration would pay by its item's plan if its checkout opened at `at` (its
 * own price shared out on the facility's calendar), or null: no plan, or none left to offer. A
 * player of an order pays by its own session's plan too (decision 0117).
 */
export async function instalmentsAt(
  db: Executor,
  kind: RegistrationKind,
  row: Pick<LedgerRow, 'amount_cents' | 'priced_item_id'>,
  at: Date,
): Promise<Instalment[] | null> {
  const terms = await depositTermsOf(db, kind, row.priced_item_id);
  if (!terms?.instalments) return null;
  return instalmentSchedule(row.amount_cents, terms.instalments, todayIsoDateIn(terms.timeZone, at));
}

/**
 * Each registration's schedule, by id, when one checkout of all of them opens at `at` (an order
 * paying by a plan, decision 0117); null when any of them has no plan to offer, since the order
 * then pays in full.
 */
export async function instalmentsOfAll(
  db: Executor,
  kind: RegistrationKind,
  rows: readonly Pick<LedgerRow, 'id' | 'amount_cents' | 'priced_item_id'>[],
  at: Date,
): Promise<Map<number, Instalment[]> | null> {
  const schedules = new Map<number, Instalment[]>();
  for (const row of rows) {
    const schedule = await instalmentsAt(db, kind, row, at);
    if (!schedule) return null;
    schedules.set(row.id, schedule);
  }
  return schedules;
}

/** The plan a catalogue row offers to who registers at `at` (its price then): "3 payments: $X today, …". */
export const instalmentOfferOn = (row: OfferedItem & { instalment_plan: string | null }, at: Date) =>
  instalmentOffer(
    instalmentSchedule(
      costCentsAt(row, row.time_zone, at),
      storedInstalmentPlan(row.instalment_plan),
      todayIsoDateIn(row.time_zone, at),
    ),
  );

/** The cents a registration's first checkout asks for at `at`: the deposit, or the price. */
export async function firstChargeCents(
  db: Executor,
  kind: RegistrationKind,
  row: Pick<LedgerRow, 'amount_cents' | 'priced_item_id' | 'order_id'>,
  at: Date,
) {
  return (await depositAt(db, kind, row, at))?.depositCents ?? row.amount_cents;
}

/** What a registration's payments paid, what is left of them to refund, and what it still owes. */
export interface RegistrationMoney {
  /** Its paid payments, newest first, each with what is left of it to refund. */
  payments: RefundablePayment[];
  paidCents: number;
  /** What is left to refund (`refundableCents`). */
  leftCents: number;
  /** Paid by a deposit: the day the balance is due; null: paid in full. */
  balanceDueDate: string | null;
  /** What it still owes (0 when paid in full or without a deposit or plan). */
  dueCents: number;
  /** Paid by an instalment plan: its payments in order with their states (decision 0109); else empty. */
  instalments: InstalmentRow[];
}

/**
 * The one computation of a registration's money (issue 30 item 4): paid, refundable, due. Every
 * balance checkout, report and reminder asks it; refunds ask `refundableCents`, which it wraps.
 */
export async function registrationMoney(
  db: Executor,
  kind: RegistrationKind,
  row: Pick<LedgerRow, 'id' | 'amount_cents' | 'status'>,
): Promise<RegistrationMoney> {
  const { payments, paidCents, leftCents } = await refundableCents(db, kind, row.id);
  const balanceDueDate = await balanceDueDateOf(db, kind, row.id);
  // A registration no longer paid (cancelled, released in arrears) charges nothing more: what its
  // plan had still open reads as not charged, whichever path ended it.
  const instalments = (await instalmentsOf(db, kind, row.id)).map((i) =>
    row.status !== 'paid' && i.status !== 'paid' ? { ...i, status: 'cancelled', next_try_on: null } : i,
  );
  // A plan owes the price less what was paid, as a deposit does.
  const owing = balanceDueDate ?? (instalments.length > 0 ? instalments.at(-1)!.due_date : null);
  const due =
    row.status === 'paid'
      ? (balanceDueCents({ priceCents: row.amount_cents, paidCents, balanceDueDate: owing }) ?? 0)
      : 0;
  return { payments, paidCents, leftCents, balanceDueDate, dueCents: due, instalments };
}

/**
 * A registration's balance as pages show it, or undefined when it was paid in full. A plan's
 * (decision 0109) is due by its next open instalment's date, overdue once an instalment failed
 * or its date passed unpaid, and lists each instalment's state.
 */
export function balanceView(
  money: Pick<RegistrationMoney, 'paidCents' | 'dueCents' | 'balanceDueDate' | 'instalments'>,
  today: string,
): RegistrationBalance | undefined {
  const open = money.instalments.filter((i) => i.status !== 'paid' && i.status !== 'cancelled');
  const dueDate = money.balanceDueDate ?? open[0]?.due_date ?? money.instalments.at(-1)?.due_date;
  if (dueDate === undefined) return undefined;
  const lapsed = open.some((i) => i.status === 'failed' || today > i.due_date);
  return {
    paid: dollars(money.paidCents),
    due: dollars(money.dueCents),
    dueDate,
    overdue: money.dueCents > 0 && (money.balanceDueDate !== null ? today > money.balanceDueDate : lapsed),
    ...(money.instalments.length > 0
      ? {
          instalments: money.instalments.map((i) => ({
            seq: i.seq,
            amount: dollars(i.cents),
            dueDate: i.due_date,
            status: i.status as InstalmentStatus,
            nextTryOn: i.next_try_on,
          })),
        }
      : {}),
  };
}

/**
 * The balances of many registrations of one kind, by id (only those paid by a deposit: usually
 * few, each read through `registrationMoney`, the one computation), overdue on the facility's
 * calendar at `now`.
 */
export async function balancesOf(
  db: Executor,
  kind: RegistrationKind,
  rows: readonly { id: number; amount_cents: number; status: string; priced_item_id: number }[],
  now: Date,
): Promise<Map<number, RegistrationBalance>> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, RegistrationBalance>();
  const owing = new Set([
    ...(await balanceRowsOf(db, kind, [...byId.keys()])).map((b) => b.registration_id),
    ...(await planRegistrationIds(db, kind, [...byId.keys()])),
  ]);
  for (const id of owing) {
    const row = byId.get(id)!;
    const money = await registrationMoney(db, kind, { ...row, status: row.status as LedgerRow['status'] });
    const terms = await depositTermsOf(db, kind, row.priced_item_id);
    const view = balanceView(money, todayIsoDateIn(terms?.timeZone ?? 'UTC', now));
    if (view) out.set(row.id, view);
  }
  return out;
}

/** Spreads a registration's balance into its view (nothing when it was paid in full). */
export const withBalance = (balance: RegistrationBalance | undefined) => (balance ? { balance } : {});

/**
 * Whether a registration still owes its balance. A move waits until it is paid (decision 0104):
 * a move's difference is priced on the whole price, so a move with a balance unpaid would refund
 * or charge against money that never came.
 */
export async function owesBalance(db: Executor, kind: RegistrationKind, id: number) {
  const row = await findLedgerRow(db, kind, id);
  return row ? (await registrationMoney(db, kind, row)).dueCents > 0 : false;
}

/**
 * What an unpaid registration's checkout would take now, for its own page: the deposit and the
 * balance with its date, the instalments its item's plan offers, or nothing (paid in full). Its
 * price is its own (after discounts).
 */
export async function checkoutOffersNow(
  db: Executor,
  kind: RegistrationKind,
  row: Pick<LedgerRow, 'amount_cents' | 'priced_item_id' | 'order_id'> & { status: string },
  at: Date,
) {
  if (!unpaidStatuses.includes(row.status as LedgerRow['status'])) return {};
  const offer = depositOffer(await depositAt(db, kind, row, at));
  const plan = instalmentOffer(await instalmentsAt(db, kind, row, at));
  return { ...(offer ? { deposit: offer } : {}), ...(plan ? { instalments: plan } : {}) };
}

/**
 * What an order's one checkout would take now by plan (decision 0117): its players' first
 * payments together today, then each later date's total; nothing when any player's session offers
 * no plan (the order then pays in full). An order takes no deposit (decision 0104).
 */
export async function orderOffersNow(
  db: Executor,
  kind: RegistrationKind,
  rows: readonly Pick<LedgerRow, 'id' | 'amount_cents' | 'priced_item_id'>[],
  at: Date,
) {
  const schedules = await instalmentsOfAll(db, kind, rows, at);
  const plan = schedules ? instalmentOffer(combineInstalments([...schedules.values()])) : null;
  return plan ? { instalments: plan } : {};
}

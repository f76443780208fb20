import { serverNotes } from '@soccer/contracts';
import type { Executor, Trx } from '../../db/database.js';
import type { PaymentAttemptRow } from '../../db/schema.js';
import type { Ledger } from '../ledger/index.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { findLedgerRow, type LedgerRow } from '../ledger/transitions.js';
import { instalmentsAt } from './deposits.js';
import { recordPlan } from './instalments-repository.js';
import { type Payable, planPayableKind } from './payable.js';
import type { SavedCard } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';
import { providerNote, registrationPayable } from './registration-payable.js';

/** A line's registration and its schedule as they were when its checkout opened; undefined when it is gone. */
async function scheduleOf(db: Executor, kind: RegistrationKind, attempt: PaymentAttemptRow) {
  const row = await findLedgerRow(db, kind, attempt.registration_id);
  return row
    ? { row, schedule: await instalmentsAt(db, kind, row, new Date(attempt.created_at)) }
    : undefined;
}

/**
 * Each line's registration as its plan's first payment asks it (the first instalment; without a
 * plan any more, the price, so settlement sends the payment to review).
 */
export async function planLines(
  db: Executor,
  kind: RegistrationKind,
  attempts: readonly PaymentAttemptRow[],
) {
  const rows: LedgerRow[] = [];
  for (const a of attempts) {
    const found = await scheduleOf(db, kind, a);
    if (!found) return undefined;
    rows.push({ ...found.row, amount_cents: found.schedule?.[0]?.cents ?? found.row.amount_cents });
  }
  return rows;
}

/**
 * Records each paid line's schedule (as it was when the checkout opened) and the one card the
 * checkout saved, in the payment's transaction: every registration then has rows of its own that
 * the instalments job charges one by one (decisions 0109, 0117).
 */
export async function recordPlans(
  trx: Trx,
  kind: RegistrationKind,
  attempts: readonly PaymentAttemptRow[],
  savedCard: SavedCard | null,
  at: string,
) {
  for (const a of attempts) {
    const schedule = (await scheduleOf(trx, kind, a))?.schedule;
    if (schedule && schedule[0]!.cents === a.amount_cents)
      await recordPlan(trx, kind, a.registration_id, schedule, savedCard, at);
  }
}

/**
 * The first payment of an instalment plan (decision 0109): it pays the registration as a deposit
 * does (the ledger marks it paid, the seat is held for good), and in the same transaction records
 * the schedule as it was when the checkout opened and the card the checkout saved for the rest.
 * Mail, receipt and result page are a registration's payment's.
 */
export function planPayable(subject: PaymentSubject, ledger: Ledger, appUrl: string): Payable {
  const kind = subject.kind;
  const base = registrationPayable(subject, ledger, appUrl);
  return {
    ...base,
    kind: planPayableKind[kind],
    paidLogMessage: 'registration paid, first instalment',

    currentLines: (db, attempts) => planLines(db, kind, attempts),

    async apply(trx, attempts, checkoutId, at, savedCard) {
      const taken = await ledger.pay(
        trx,
        kind,
        attempts[0]!.registration_id,
        checkoutId,
        at,
        providerNote(serverNotes.paymentReceived),
      );
      if (taken === 'paid') await recordPlans(trx, kind, attempts, savedCard ?? null, at);
      return taken;
    },
  };
}

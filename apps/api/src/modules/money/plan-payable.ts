import { serverNotes } from '@soccer/contracts';
import type { Ledger } from '../ledger/index.js';
import { findLedgerRow } from '../ledger/transitions.js';
import { instalmentsAt } from './deposits.js';
import { recordPlan } from './instalments-repository.js';
import { type Payable, planPayableKind } from './payable.js';
import type { PaymentSubject } from './payment-subject.js';
import { providerNote, registrationPayable } from './registration-payable.js';

/**
 * The first payment of an instalment plan (decision 0109): it pays the registration as a deposit
 * does (the ledger marks it paid, the seat is held for good), and in the same transaction records
 * the schedule as it was when the checkout opened and the card the checkout saved for the rest.
 * Mail, receipt and result page are a registration's payment's.
 */
export function planPayable(subject: PaymentSubject, ledger: Ledger, appUrl: string): Payable {
  const kind = subject.kind;
  const base = registrationPayable(subject, ledger, appUrl);
  const scheduleOf = async (
    db: Parameters<Payable['currentLines']>[0],
    registrationId: number,
    at: string,
  ) => {
    const row = await findLedgerRow(db, kind, registrationId);
    return row ? { row, schedule: await instalmentsAt(db, kind, row, new Date(at)) } : undefined;
  };
  return {
    ...base,
    kind: planPayableKind[kind],
    paidLogMessage: 'registration paid, first instalment',

    async currentLines(db, attempts) {
      const found = await scheduleOf(db, attempts[0]!.registration_id, attempts[0]!.created_at);
      if (!found) return undefined;
      // What the checkout was to ask: the first instalment; without a plan any more, the price (review).
      return [{ ...found.row, amount_cents: found.schedule?.[0]?.cents ?? found.row.amount_cents }];
    },

    async apply(trx, attempts, checkoutId, at, savedCard) {
      const attempt = attempts[0]!;
      const taken = await ledger.pay(
        trx,
        kind,
        attempt.registration_id,
        checkoutId,
        at,
        providerNote(serverNotes.paymentReceived),
      );
      if (taken !== 'paid') return taken;
      const { schedule } = (await scheduleOf(trx, attempt.registration_id, attempt.created_at))!;
      if (schedule && schedule[0]!.cents === attempt.amount_cents)
        await recordPlan(trx, kind, attempt.registration_id, schedule, savedCard ?? null, at);
      return taken;
    },
  };
}

import { serverNotes } from '@soccer/contracts';
import type { Ledger } from '../ledger/index.js';
import type { Payable } from '../money/payable.js';
import { providerNote } from '../money/registration-payable.js';

/**
 * An order's checkout: several camp registrations of one household, a line each, paid together.
 * It is the camp registration's payable but for how it is applied: every line's seat under the
 * locks of all its sessions, and one payment pays all of them or none (then it is owed back).
 */
export function orderPayable(camp: Payable, ledger: Ledger): Payable {
  const ids = (attempts: readonly { registration_id: number }[]) => attempts.map((a) => a.registration_id);
  return {
    ...camp,
    kind: 'order',
    lock: async (trx, attempts) => Boolean(await ledger.lockForOrderPayment(trx, ids(attempts))),
    apply: (trx, attempts, checkoutId, at) =>
      ledger.payOrder(trx, ids(attempts), checkoutId, at, providerNote(serverNotes.paymentReceived)),
  };
}

import { serverNotes } from '@soccer/contracts';
import type { Ledger } from '../ledger/index.js';
import type { Payable } from '../money/payable.js';
import { recordPlans } from '../money/plan-payable.js';
import { providerNote } from '../money/registration-payable.js';

const ids = (attempts: readonly { registration_id: number }[]) => attempts.map((a) => a.registration_id);

/**
 * An order's checkout: several camp registrations of one household, a line each, paid together.
 * It is the camp registration's payable but for how it is applied: every line's seat under the
 * locks of all its sessions, and one payment pays all of them or none (then it is owed back).
 */
export function orderPayable(camp: Payable, ledger: Ledger): Payable {
  return {
    ...camp,
    kind: 'order',
    lock: async (trx, attempts) => Boolean(await ledger.lockForOrderPayment(trx, ids(attempts))),
    apply: (trx, attempts, checkoutId, at) =>
      ledger.payOrder(trx, ids(attempts), checkoutId, at, providerNote(serverNotes.paymentReceived)),
  };
}

/**
 * An order's first payments by plan (decision 0117): each line is its player's first instalment
 * (`campPlan` checks them), the order is paid as any order is, and in the same transaction each
 * player's schedule and the one saved card are recorded, so later instalments are each player's own.
 */
export function orderPlanPayable(campPlan: Payable, ledger: Ledger): Payable {
  const order = orderPayable(campPlan, ledger);
  return {
    ...order,
    kind: 'order-plan',
    async apply(trx, attempts, checkoutId, at, savedCard) {
      const taken = await order.apply(trx, attempts, checkoutId, at);
      if (taken === 'paid') await recordPlans(trx, 'camp', attempts, savedCard ?? null, at);
      return taken;
    },
  };
}

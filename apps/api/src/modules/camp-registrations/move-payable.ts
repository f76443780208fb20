import { serverNotes } from '@soccer/contracts';
import type { Ledger } from '../ledger/index.js';
import { findLedgerRow } from '../ledger/transitions.js';
import type { Payable } from '../money/payable.js';
import { providerNote } from '../money/registration-payable.js';
import { switchMail } from './move-mails.js';
import { findSessionSwitch } from './session-switches-repository.js';

/**
 * The checkout of a move's difference: paid, the registration moves to the session whose seat
 * the move holds (mailed as a move); unpaid, the held seat goes back; still clearing, it is held
 * longer. Its amount was fixed when the checkout opened, so there is no price to compare.
 */
export function movePayable(ledger: Ledger, appUrl: string): Payable {
  const moveOf = (attempts: readonly { switch_id: number | null }[]) => attempts[0]!.switch_id!;
  return {
    kind: 'move',
    registrationKind: 'camp',
    paidLogMessage: 'registration moved to another session',

    async currentLines(db, attempts) {
      return (await findLedgerRow(db, 'camp', attempts[0]!.registration_id)) ? null : undefined;
    },

    lock: async (trx, attempts) => Boolean(await ledger.lockForMovePayment(trx, moveOf(attempts))),

    async apply(trx, attempts, checkoutId, at) {
      const move = (await ledger.lockForMovePayment(trx, moveOf(attempts)))!;
      return ledger.completeSwitch(trx, move, checkoutId, at, providerNote(serverNotes.differencePaid));
    },

    paidMail: (trx, attempts) => switchMail(trx, moveOf(attempts), appUrl),

    endUnpaid: (attempts, checkoutId, _end, at) =>
      ledger.expireSwitch(moveOf(attempts), at, { currentSession: checkoutId }),

    async stillClearing(attempts, until, at) {
      await ledger.extendSwitchHold(moveOf(attempts), until, at);
    },

    async statusUpdate(db, attempts, state) {
      const after = (await findLedgerRow(db, 'camp', attempts[0]!.registration_id))!;
      const move = await findSessionSwitch(db, moveOf(attempts));
      return {
        registrationId: after.id,
        registrationStatus: after.status,
        payment: state,
        holdExpiresAt: null,
        ...(move ? { switch: move } : {}),
      };
    },
  };
}

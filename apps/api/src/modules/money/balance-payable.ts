import { serverNotes } from '@soccer/contracts';
import { paymentReceivedMail } from '../../mail/payment-received-mail.js';
import type { Ledger } from '../ledger/index.js';
import { findLedgerRow } from '../ledger/transitions.js';
import { registrationMoney } from './deposits.js';
import { payOpenInstalments } from './instalments-repository.js';
import { balancePayableKind, type Payable } from './payable.js';
import { paymentReceipt } from './payment-receipt.js';
import type { PaymentSubject } from './payment-subject.js';
import { receiptLinesOf } from './registration-payable.js';

/**
 * The checkout of a balance (decision 0104): a second payment of a registration already paid by
 * its deposit, with its own receipt and mail. It changes no status and holds no seat: it counts
 * as paid only while the registration is paid and owes exactly what it charged, so a second
 * balance paid meanwhile (another tab, another click) is owed back and refunded. Its amount was
 * fixed when the checkout opened.
 */
export function balancePayable(subject: PaymentSubject, ledger: Ledger, appUrl: string): Payable {
  const kind = subject.kind;
  return {
    kind: balancePayableKind[kind],
    registrationKind: kind,
    paidLogMessage: 'registration balance paid',

    async currentLines(db, attempts) {
      return (await findLedgerRow(db, kind, attempts[0]!.registration_id)) ? null : undefined;
    },

    lock: async (trx, attempts) =>
      Boolean(await ledger.lockForPayment(trx, kind, attempts[0]!.registration_id)),

    async apply(trx, attempts, checkoutId, at) {
      const row = (await findLedgerRow(trx, kind, attempts[0]!.registration_id))!;
      if (row.status === 'cancelled') return { owedBack: serverNotes.paidAfterCancel };
      if (row.status !== 'paid') return { owedBack: serverNotes.paidWhile(row.status) };
      const { dueCents } = await registrationMoney(trx, kind, row);
      if (dueCents !== attempts[0]!.amount_cents) return { owedBack: serverNotes.paidTwice };
      // A plan's rest paid early: its open instalments are paid, none is charged (decision 0109).
      await payOpenInstalments(trx, kind, row.id, checkoutId, at);
      return 'paid';
    },

    async paidMail(trx, attempts, at, receiptNumber) {
      const built = await paymentReceipt(trx, subject, receiptLinesOf(attempts), at);
      if (!built) return null;
      return paymentReceivedMail({
        dedupeKey: `${kind}-balance-paid:${attempts[0]!.provider_session_id}`,
        // The balance's own payment: the receipt's time is now, not the deposit's.
        receipt: { ...built.receipt, paidAt: at },
        greetingName: built.lead.greetingName,
        appUrl,
        locale: built.lead.locale,
        receiptNumber,
      });
    },

    endUnpaid: async () => false,

    async stillClearing() {},

    async statusUpdate(db, attempts, state) {
      const after = (await findLedgerRow(db, kind, attempts[0]!.registration_id))!;
      return {
        registrationId: after.id,
        registrationStatus: after.status,
        payment: state,
        holdExpiresAt: null,
      };
    },
  };
}

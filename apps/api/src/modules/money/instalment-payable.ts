import { serverNotes } from '@soccer/contracts';
import type { Ledger } from '../ledger/index.js';
import { findLedgerRow } from '../ledger/transitions.js';
import { balancePayable } from './balance-payable.js';
import { markInstalmentPaid } from './instalments-repository.js';
import { instalmentPayableKind, type Payable } from './payable.js';
import type { PaymentSubject } from './payment-subject.js';

/**
 * A later instalment of a plan (decision 0109), charged to the saved card on its date or paid by
 * its pay-now link: like a balance, a payment of a registration already paid, with its own
 * receipt and mail, changing no status. It counts only while the registration is paid and the
 * instalment it names is still open (one conditional update), so a charge after a cancel or a
 * second payment of the same instalment is owed back and refunded.
 */
export function instalmentPayable(subject: PaymentSubject, ledger: Ledger, appUrl: string): Payable {
  const kind = subject.kind;
  return {
    ...balancePayable(subject, ledger, appUrl),
    kind: instalmentPayableKind[kind],
    paidLogMessage: 'registration instalment paid',

    async apply(trx, attempts, checkoutId, at) {
      const row = (await findLedgerRow(trx, kind, attempts[0]!.registration_id))!;
      if (row.status === 'cancelled') return { owedBack: serverNotes.paidAfterCancel };
      if (row.status !== 'paid') return { owedBack: serverNotes.paidWhile(row.status) };
      if (!(await markInstalmentPaid(trx, kind, row.id, checkoutId, at)))
        return { owedBack: serverNotes.paidTwice };
      return 'paid';
    },
  };
}

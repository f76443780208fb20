import { randomUUID } from 'node:crypto';
import { creditMessages, creditToApply, ledgerMessages, spreadCredit } from '@soccer/contracts';
import { appUrl } from '../../config.js';
import type { Trx } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import type { LedgerRow } from '../ledger/transitions.js';
import { findAttempts, markCheckoutPaid, recordAttempt } from './attempts-repository.js';
import {
  type CreditEntryInput,
  creditBalance,
  creditCheckoutPrefix,
  creditHeldBy,
  nameSpentReceipt,
  takeCredit,
} from './credit-ledger.js';
import type { Payable } from './payable.js';
import type { PaymentSubject } from './payment-subject.js';
import type { ReceiptIssuer } from './receipt-issuer.js';

export interface CreditPaymentDependencies {
  payables: readonly Payable[];
  subject: (kind: RegistrationKind) => PaymentSubject;
  receipts: ReceiptIssuer;
  seatsChanged: () => void;
}

/**
 * Account credit at checkout (decision 0096): what a checkout of these lines takes from the
 * account (all it has by default, up to the total, `creditToApply`), taken when the provider's
 * session exists; and a checkout that credit pays in full, paid through the ledger in one
 * transaction without a card: the same payable, transition, history row, receipt and mail as a
 * card payment, with the credit spent exactly when the registration becomes paid.
 */
export function createCreditPayment({ db, clock: now, config }: ServiceDeps, c: CreditPaymentDependencies) {
  /** Each line's credit for a checkout of `members` (`heldCents`: what an open checkout of them already holds). */
  async function plan(ownerId: string, members: readonly LedgerRow[], useCredit: boolean, heldCents = 0) {
    const amounts = members.map((m) => m.amount_cents);
    if (!useCredit) return amounts.map(() => 0);
    const total = amounts.reduce((t, a) => t + a, 0);
    return spreadCredit(amounts, creditToApply(total, (await creditBalance(db, ownerId)) + heldCents));
  }

  const spentEntry = (
    ownerId: string,
    kind: RegistrationKind,
    m: LedgerRow,
    cents: number,
    checkoutId: string,
    at: string,
  ): CreditEntryInput => ({
    accountId: ownerId,
    kind: 'spent',
    cents,
    reason: '',
    byId: ownerId,
    registration: { kind, id: m.id },
    checkoutId,
    at,
  });

  /** Takes each line's credit for the provider's session `checkoutId`, all or none. */
  function taker(ownerId: string, kind: RegistrationKind, members: readonly LedgerRow[], parts: number[]) {
    return (checkoutId: string) =>
      db
        .transaction()
        .execute(async (trx) => {
          const at = now().toISOString();
          for (const [i, m] of members.entries())
            if (!(await takeCredit(trx, spentEntry(ownerId, kind, m, parts[i]!, checkoutId, at))))
              throw conflict(creditMessages.changed);
          return true;
        })
        .catch(() => false);
  }

  /** Credit an open checkout holds now, in cents. */
  const heldBy = async (checkoutId: string) =>
    (await creditHeldBy(db, checkoutId)).reduce((t, h) => t + h.heldCents, 0);

  /**
   * Pays these registrations wholly in credit: answers the result page's address, as a card
   * checkout's return would be. 409 when the balance or the registrations changed meanwhile
   * (nothing is written then).
   */
  async function payInCredit(kind: RegistrationKind, members: readonly LedgerRow[], ownerId: string) {
    const s = c.subject(kind);
    const payableKind = members.length > 1 ? 'order' : kind;
    const payable = c.payables.find((p) => p.kind === payableKind);
    if (!payable) throw new Error(`no payable for ${payableKind}`);
    const checkoutId = `${creditCheckoutPrefix}${randomUUID()}`;
    const at = now().toISOString();
    await db.transaction().execute(async (trx: Trx) => {
      for (const m of members)
        await recordAttempt(trx, {
          kind,
          payable: payableKind,
          registrationId: m.id,
          sessionId: checkoutId,
          amountCents: 0,
          creditCents: m.amount_cents,
          currency: 'usd',
          pricedItemId: m.priced_item_id,
          at,
        });
      const attempts = await findAttempts(trx, checkoutId);
      if (!(await payable.lock(trx, attempts))) throw conflict(ledgerMessages.changedMeanwhile);
      const taken = await payable.apply(trx, attempts, checkoutId, at);
      if (taken !== 'paid') throw conflict(ledgerMessages.changedMeanwhile);
      await markCheckoutPaid(trx, checkoutId, at);
      // Credit is taken before the receipt is issued: the receipt prints what of it had no cash
      // value (the lots it came from, decision 0113); the spent entries then name the receipt.
      for (const m of members)
        if (!(await takeCredit(trx, spentEntry(ownerId, kind, m, m.amount_cents, checkoutId, at))))
          throw conflict(creditMessages.changed);
      const receiptNumber = await c.receipts.forPayment(trx, { attempts, subject: s, card: null, at });
      await nameSpentReceipt(trx, checkoutId, receiptNumber);
      const mail = await payable.paidMail(trx, attempts, at, receiptNumber);
      if (mail) await enqueueMail(trx, mail, new Date(at));
    });
    c.seatsChanged();
    return `${appUrl(config)}${s.resultPath}/true/${checkoutId}`;
  }

  return { plan, taker, heldBy, payInCredit };
}

export type CreditPayment = ReturnType<typeof createCreditPayment>;

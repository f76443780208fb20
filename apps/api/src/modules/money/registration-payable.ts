import { serverNotes, unpaidStatuses } from '@soccer/contracts';
import type { Executor, Trx } from '../../db/database.js';
import type { PaymentAttemptRow } from '../../db/schema.js';
import { enqueueMail } from '../../mail/outbox.js';
import { paymentReceivedMail } from '../../mail/payment-received-mail.js';
import { paymentCalendar } from '../calendars/calendar-service.js';
import type { Ledger } from '../ledger/index.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { type ChangeNote, findLedgerRow, type LedgerRow } from '../ledger/transitions.js';
import { depositAt, firstChargeCents } from './deposits.js';
import { setBalanceDueDate } from './deposits-repository.js';
import type { Payable } from './payable.js';
import { paymentReceipt } from './payment-receipt.js';
import type { PaymentSubject } from './payment-subject.js';

/** The provider's record, as the registration's history names it. */
export const providerNote = (why: string): ChangeNote => ({ by: 'provider', why });

/** A checkout's attempts as receipt lines: each registration at what the checkout charged for it. */
export const receiptLinesOf = (attempts: readonly { registration_id: number; amount_cents: number }[]) =>
  attempts.map((a) => ({ registrationId: a.registration_id, amountCents: a.amount_cents }));

/**
 * A first payment that was a deposit (decision 0104) leaves its balance due by the terms' date,
 * as they were when its checkout opened.
 */
async function recordDeposit(trx: Trx, kind: RegistrationKind, attempt: PaymentAttemptRow, at: string) {
  const row = (await findLedgerRow(trx, kind, attempt.registration_id))!;
  const split = await depositAt(trx, kind, row, new Date(attempt.created_at));
  if (split && attempt.amount_cents === split.depositCents)
    await setBalanceDueDate(trx, kind, row.id, split.balanceDueDate, at);
}

/**
 * A checkout of one registration's price (a camp registration, a team): the ledger pays it, the
 * payment mail lists it, a failed bank payment rejects it with a mail saying how to pay instead.
 * An order's checkout is the same with every line paid together (camp-registrations/order-payable).
 */
export function registrationPayable(subject: PaymentSubject, ledger: Ledger, appUrl: string): Payable {
  const kind = subject.kind;
  return {
    kind,
    registrationKind: kind,
    paidLogMessage: 'registration paid',

    async currentLines(db, attempts) {
      const rows: LedgerRow[] = [];
      for (const a of attempts) {
        const row = await findLedgerRow(db, kind, a.registration_id);
        if (!row) return undefined;
        // What the checkout was to ask when it opened: the deposit, if its item took one then.
        rows.push({ ...row, amount_cents: await firstChargeCents(db, kind, row, new Date(a.created_at)) });
      }
      return rows;
    },

    async lock(trx, attempts) {
      return Boolean(await ledger.lockForPayment(trx, kind, attempts[0]!.registration_id));
    },

    async apply(trx, attempts, checkoutId, at) {
      const id = attempts[0]!.registration_id;
      const taken = await ledger.pay(
        trx,
        kind,
        id,
        checkoutId,
        at,
        providerNote(serverNotes.paymentReceived),
      );
      if (taken === 'paid') await recordDeposit(trx, kind, attempts[0]!, at);
      return taken;
    },

    /** The payment's one mail: every line, the discounts, the total, the order number, and the days as a calendar file. */
    async paidMail(trx, attempts, at, receiptNumber) {
      const built = await paymentReceipt(trx, subject, receiptLinesOf(attempts), at);
      if (!built) return null;
      const calendar = await paymentCalendar(trx, {
        kind,
        ids: attempts.map((a) => a.registration_id),
        locale: built.lead.locale,
        appUrl,
        now: new Date(at),
      });
      return paymentReceivedMail({
        dedupeKey: `${kind}-paid:${attempts[0]!.registration_id}`,
        receipt: built.receipt,
        greetingName: built.lead.greetingName,
        appUrl,
        locale: built.lead.locale,
        calendar,
        receiptNumber,
      });
    },

    /**
     * Only the provider's own ending rejects (a failed bank payment mails how to pay instead); a
     * return to the site never changes a status for the worse.
     */
    async endUnpaid(attempts, checkoutId, end, at) {
      if (end === 'returned') return false;
      for (const a of attempts)
        await ledger.reject(
          kind,
          a.registration_id,
          checkoutId,
          at,
          providerNote(end === 'failed' ? serverNotes.bankPaymentFailed : serverNotes.checkoutExpired),
          end === 'failed'
            ? async (trx) => {
                const mail = await subject.paymentFailedMail(trx, a.registration_id, appUrl);
                if (mail) await enqueueMail(trx, mail, new Date(at));
              }
            : undefined,
        );
      return false;
    },

    async stillClearing() {},

    async statusUpdate(db, attempts, state, ownerId, at) {
      const after = (await findLedgerRow(db, kind, attempts[0]!.registration_id))!;
      const payment = state === 'not_paid' && after.status === 'paid' ? 'paid' : state;
      const receipt = payment === 'paid' ? await ownersReceipt(db, subject, attempts, ownerId, at) : null;
      return {
        registrationId: after.id,
        registrationStatus: after.status,
        payment,
        holdExpiresAt: unpaidStatuses.includes(after.status) ? after.hold_expires_at : null,
        ...(receipt ? { receipt } : {}),
      };
    },
  };
}

/**
 * What a paid checkout paid for, for the result page: only lines the ledger marked paid and
 * only the asking account's registrations.
 */
async function ownersReceipt(
  db: Executor,
  subject: PaymentSubject,
  attempts: readonly PaymentAttemptRow[],
  ownerId: string,
  at: string,
) {
  const paid = [];
  for (const a of attempts) {
    if (a.state !== 'paid' || a.registration_kind !== subject.kind || a.switch_id !== null) continue;
    const row = await findLedgerRow(db, subject.kind, a.registration_id);
    if (row?.owner_account_id === ownerId) paid.push(a);
  }
  if (paid.length === 0) return null;
  const built = await paymentReceipt(db, subject, receiptLinesOf(paid), at);
  return built?.receipt ?? null;
}

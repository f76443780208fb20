import { formatMoney, type PaymentState, serverNotes } from '@soccer/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, PaymentAttemptRow } from '../../db/schema.js';
import { dollars } from '../../lib/money.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import type { LedgerRow } from '../ledger/transitions.js';
import { findAttempts, markCheckoutPaid, notePaymentIntent, setAttemptState } from './attempts-repository.js';
import { releaseCheckoutCredit } from './credit-ledger.js';
import type { Payable, PayableKind } from './payable.js';
import { recordNeedsReview, recordOwedBack } from './payment-issues.js';
import type { ProviderSession } from './payment-provider.js';
import type { PaymentSubject } from './payment-subject.js';
import type { ReceiptIssuer } from './receipt-issuer.js';

/** What applying a paid checkout did. */
export type PaymentOutcome = 'paid' | 'already_paid' | 'refund_due' | 'missing';

export interface SettlementDependencies {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  now: () => Date;
  payables: readonly Payable[];
  /** A payment was owed back: refund it now (once per payment). */
  payBackOwed: (providerSessionId: string) => Promise<void>;
  /** A seat was taken for good or freed: the public lists must show it. */
  seatsChanged: () => void;
  /** Until when a delayed payment still clearing keeps what it holds. */
  holdAfterCheckout: () => Date;
  /** Issues each payment's receipt in the transaction that records it. */
  receipts: ReceiptIssuer;
  subject: (kind: RegistrationKind) => PaymentSubject;
}

/**
 * The one settlement path: the provider's record of a checkout becomes an outcome, handed to the
 * payable named on the checkout's attempts. Only a session this server opened (a recorded
 * attempt) pays anything, and only for the currency, total and lines it asked for; anything else
 * is recorded for review. A payment the ledger cannot take is recorded as owed back and refunded.
 */
export function createSettlement(d: SettlementDependencies) {
  const byKind = new Map(d.payables.map((p) => [p.kind, p]));
  const payableOf = (attempts: readonly PaymentAttemptRow[]) => {
    const p = byKind.get(attempts[0]!.payable as PayableKind);
    if (!p) throw new Error(`no payable for ${attempts[0]!.payable}`);
    return p;
  };

  /**
   * Applies a paid checkout to what it pays, in one transaction under the ledger's locks: the
   * attempts become paid exactly when the payable does, with its mail; a payment the ledger
   * cannot take is owed back.
   */
  async function takePayment(
    checkoutId: string,
    at: string,
    card: ProviderSession['card'] = null,
    savedCard: ProviderSession['savedCard'] = null,
  ): Promise<PaymentOutcome> {
    const attempts = await findAttempts(d.db, checkoutId);
    if (attempts.length === 0) return 'missing';
    const payable = payableOf(attempts);
    const currency = attempts[0]!.currency;
    const outcome = await d.db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
      if (!(await payable.lock(trx, attempts))) return 'missing';
      // Read under the locks: a second delivery of the same payment waits for the first.
      if ((await findAttempts(trx, checkoutId)).some((a) => a.state === 'paid')) return 'already_paid';
      const taken = await payable.apply(trx, attempts, checkoutId, at, savedCard);
      if (taken !== 'paid') {
        await recordOwedBack(
          trx,
          { providerSessionId: checkoutId, currency },
          linesOf(attempts),
          taken.owedBack,
          at,
        );
        // The card's part is owed back; the credit's part goes back to the account.
        await releaseCheckoutCredit(trx, checkoutId, at);
        return 'refund_due';
      }
      await markCheckoutPaid(trx, checkoutId, at);
      const receiptNumber = await d.receipts.forPayment(trx, {
        attempts,
        subject: d.subject(payable.registrationKind),
        card,
        at,
      });
      const mail = await payable.paidMail(trx, attempts, at, receiptNumber);
      if (mail) await enqueueMail(trx, mail, new Date(at));
      return 'paid';
    });
    const logIds = {
      payable: payable.kind,
      kind: payable.registrationKind,
      registrationId: attempts[0]!.registration_id,
      ...(attempts.length > 1 ? { orderRegistrationIds: attempts.map((a) => a.registration_id) } : {}),
      paymentSessionId: checkoutId,
      moveId: attempts[0]!.switch_id,
    };
    if (outcome === 'paid') {
      d.log.info(logIds, payable.paidLogMessage);
      d.seatsChanged();
    }
    if (outcome === 'refund_due') {
      d.log.warn(logIds, 'payment arrived for a registration that cannot take it; refund due');
      await d.payBackOwed(checkoutId);
    }
    return outcome;
  }

  /**
   * Acts on the provider's record of a checkout session. Returns how that checkout ended, or
   * null when it is not a session this server opened (forged, or another database's).
   * `delayedPaymentFailed`: the provider reported that the delayed payment failed (a complete,
   * unpaid session looks the same while it is still clearing).
   */
  async function settle(
    session: ProviderSession,
    options: { delayedPaymentFailed?: boolean; expiredByProvider?: boolean } = {},
  ): Promise<PaymentState | null> {
    const attempts = await findAttempts(d.db, session.id);
    if (attempts.length === 0) {
      d.log.warn(
        { paymentSessionId: session.id, metadata: session.metadata },
        'payment session not opened by this server; ignored',
      );
      return null;
    }
    const payable = payableOf(attempts);
    const rows = await payable.currentLines(d.db, attempts);
    if (rows === undefined) return null;
    const at = d.now().toISOString();

    if (session.paymentStatus === 'paid') {
      await notePaymentIntent(d.db, session.id, session.paymentIntent);
      const problem = paymentMismatch(session, attempts, rows);
      if (problem) {
        const lines =
          attempts.length > 1
            ? linesOf(attempts)
            : [{ ...linesOf(attempts)[0]!, amountCents: session.amountTotal }];
        await recordNeedsReview(
          d.db,
          { providerSessionId: session.id, currency: session.currency },
          lines,
          problem,
          at,
        );
        d.log.warn(
          {
            payable: payable.kind,
            paymentSessionId: session.id,
            amountTotal: session.amountTotal,
            currency: session.currency,
            problem,
          },
          'payment needs review',
        );
        return 'review';
      }
      const outcome = await takePayment(session.id, at, session.card, session.savedCard);
      return outcome === 'refund_due' ? 'refund_due' : 'paid';
    }

    const endUnpaid = async (end: 'failed' | 'expired' | 'returned') => {
      await setAttemptState(d.db, session.id, 'closed', at);
      await d.db.transaction().execute((trx) => releaseCheckoutCredit(trx, session.id, at));
      if (await payable.endUnpaid(attempts, session.id, end, at)) d.seatsChanged();
    };
    if (session.status === 'complete') {
      // Complete and unpaid: a delayed payment still clearing, unless it was reported failed.
      if (attempts[0]!.state === 'closed') return 'not_paid';
      if (!options.delayedPaymentFailed) {
        await setAttemptState(d.db, session.id, 'pending', at);
        await payable.stillClearing(attempts, d.holdAfterCheckout().toISOString(), at);
        return 'pending';
      }
      await endUnpaid('failed');
      return 'not_paid';
    }
    // Only the provider's own expiry rejects; a return to the site never changes a status for the worse.
    // An expiry this server asked for is its echo, while it closes the checkout or once it has
    // (`closed`, before the closer's own change lands): the closer moves the registration on.
    if (session.status === 'expired' && attempts[0]!.state !== 'closed' && !closingNow(attempts, d.now()))
      await endUnpaid(options.expiredByProvider ? 'expired' : 'returned');
    return 'not_paid';
  }

  return { settle, takePayment, payableOf };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** How long a `closing` attempt is taken to be one a live closer is finishing (a crashed one's is not). */
const closingGraceMs = 60_000;

const closingNow = (attempts: readonly PaymentAttemptRow[], now: Date) =>
  attempts[0]!.state === 'closing' &&
  now.getTime() - new Date(attempts[0]!.updated_at).getTime() < closingGraceMs;

/** A checkout's lines as the payment issues record them. */
const linesOf = (attempts: readonly PaymentAttemptRow[]) =>
  attempts.map((a) => ({
    kind: a.registration_kind as RegistrationKind,
    registrationId: a.registration_id,
    amountCents: a.amount_cents,
  }));

/**
 * Why a paid session must not mark what it pays as paid, or null when it matches: the currency
 * and total the checkout asked for, and each line still the registration's price (`rows` null:
 * a move's difference, fixed when the checkout opened).
 */
function paymentMismatch(
  session: ProviderSession,
  attempts: readonly PaymentAttemptRow[],
  rows: LedgerRow[] | null,
): string | null {
  const asked = attempts.reduce((t, a) => t + a.amount_cents, 0);
  const currency = attempts[0]!.currency;
  if (attempts.some((a) => a.currency !== session.currency))
    return session.currency === null
      ? serverNotes.unknownCurrency(currency)
      : serverNotes.otherCurrency(session.currency, currency);
  if (session.amountTotal === null) return serverNotes.unknownAmount(formatMoney(dollars(asked)));
  const paid = formatMoney(dollars(session.amountTotal));
  if (session.amountTotal !== asked) return serverNotes.otherAmount(paid, formatMoney(dollars(asked)));
  const changed = rows?.find((row, i) => {
    const a = attempts[i]!;
    return (
      a.state !== 'paid' &&
      (a.amount_cents + a.credit_cents !== row.amount_cents || a.priced_item_id !== row.priced_item_id)
    );
  });
  if (changed) return serverNotes.changedMeanwhile(paid, formatMoney(dollars(changed.amount_cents)));
  return null;
}

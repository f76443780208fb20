import type { ReceiptDocument, ReceiptDocumentLine } from '@soccer/contracts';
import type { Config } from '../../config.js';
import type { Trx } from '../../db/database.js';
import { cents } from '../../lib/money.js';
import { findLedgerRow } from '../ledger/transitions.js';
import { creditWithoutCashOf } from '../money/credit-lots.js';
import { paymentReceipt } from '../money/payment-receipt.js';
import type { ReceiptIssuer } from '../money/receipt-issuer.js';
import { receiptLinesOf } from '../money/registration-payable.js';
import {
  findPaymentReceipt,
  hasRefundReceipt,
  insertReceipt,
  nextReceiptNumber,
} from './receipts-repository.js';

/**
 * Issues receipts as money records payments and refunds (decision 0082): the content is fixed
 * when issued (lines, discounts and total in cents as the money module charged them, the card the
 * provider recorded, the business as configured then) and the number taken last, in the same
 * transaction, from the business's one sequence.
 */
export function createReceiptIssuer(config: Pick<Config, 'business'>): ReceiptIssuer {
  return {
    async numberFor(db, providerSessionId) {
      return (await findPaymentReceipt(db, providerSessionId))?.number ?? null;
    },

    async forPayment(trx, { attempts, subject, card, at }) {
      const first = attempts[0];
      if (!first) return null;
      const owner = await findLedgerRow(trx, subject.kind, first.registration_id);
      const built = await paymentReceipt(trx, subject, receiptLinesOf(attempts), at);
      if (!owner || !built) return null;
      const forMove = first.switch_id !== null;
      const withoutCash = await creditWithoutCashOf(trx, first.provider_session_id);
      const lines = built.receipt.lines.map((l, i): ReceiptDocumentLine => {
        // The line's price after its discounts: what the card and account credit paid together.
        const amountCents = attempts[i]!.amount_cents + attempts[i]!.credit_cents;
        return {
          registrationId: l.registrationId,
          who: l.who,
          players: l.players,
          what: l.what,
          startDate: l.startDate,
          endDate: l.endDate,
          timeBlock: l.timeBlock,
          place: l.place,
          // A move's difference is a price of its own, without the registration's discounts.
          priceCents: forMove ? amountCents : cents(l.price),
          promoDiscountCents: forMove ? 0 : cents(l.promoDiscount),
          couponDiscountCents: forMove ? 0 : cents(l.couponDiscount),
          siblingDiscountCents: forMove ? 0 : cents(l.siblingDiscount),
          amountCents,
          creditWithoutCashCents: withoutCash.get(l.registrationId) ?? 0,
        };
      });
      const number = await nextReceiptNumber(trx);
      const document: ReceiptDocument = {
        number,
        kind: 'payment',
        issuedAt: at,
        timeZone: built.receipt.timeZone,
        business: { ...config.business },
        billedTo: { name: built.lead.greetingName, email: built.lead.email },
        orderNumber: built.receipt.orderNumber,
        lines,
        promoCode: forMove ? null : built.receipt.promoCode,
        couponCode: forMove ? null : built.receipt.couponCode,
        totalCents: attempts.reduce((t, a) => t + a.amount_cents + a.credit_cents, 0),
        creditCents: attempts.reduce((t, a) => t + a.credit_cents, 0),
        card,
        refundsNumber: null,
        forMove,
      };
      await insertReceipt(trx, {
        document,
        ownerAccountId: owner.owner_account_id,
        providerSessionId: first.provider_session_id,
        refundId: null,
      });
      return number;
    },

    async forRefund(trx, refund, at) {
      if (await hasRefundReceipt(trx, refund.id)) return null;
      return refundReceipt(trx, config.business, {
        providerSessionId: refund.provider_session_id,
        registrationId: refund.registration_id,
        cents: refund.amount_cents,
        withoutCashCents: 0,
        asCredit: refund.form === 'credit',
        refundId: refund.id,
        at,
      });
    },

    forReturnedCredit(trx, r) {
      return refundReceipt(trx, config.business, { ...r, asCredit: true, refundId: null });
    },
  };
}

/**
 * A refund receipt of `cents` of a registration's line on the payment's receipt, naming that
 * receipt (none when the payment has none: a payment the ledger never took, owed back). Given
 * back as account credit, it names no card and says so (decision 0096).
 */
async function refundReceipt(
  trx: Trx,
  business: Config['business'],
  r: {
    providerSessionId: string;
    registrationId: number;
    cents: number;
    withoutCashCents: number;
    asCredit: boolean;
    refundId: number | null;
    at: string;
  },
): Promise<number | null> {
  const paid = await findPaymentReceipt(trx, r.providerSessionId);
  if (!paid) return null;
  const payment = JSON.parse(paid.content) as ReceiptDocument;
  const line = payment.lines.find((l) => l.registrationId === r.registrationId) ?? payment.lines[0]!;
  const number = await nextReceiptNumber(trx);
  const document: ReceiptDocument = {
    ...payment,
    number,
    kind: 'refund',
    issuedAt: r.at,
    business: { ...business },
    lines: [
      {
        ...line,
        priceCents: r.cents,
        promoDiscountCents: 0,
        couponDiscountCents: 0,
        siblingDiscountCents: 0,
        amountCents: r.cents,
        creditWithoutCashCents: r.withoutCashCents,
      },
    ],
    promoCode: null,
    couponCode: null,
    totalCents: r.cents,
    ...(r.asCredit ? { card: null, creditCents: r.cents } : { creditCents: 0 }),
    refundsNumber: payment.number,
    forMove: false,
  };
  await insertReceipt(trx, {
    document,
    ownerAccountId: paid.owner_account_id,
    providerSessionId: r.providerSessionId,
    refundId: r.refundId,
  });
  return number;
}

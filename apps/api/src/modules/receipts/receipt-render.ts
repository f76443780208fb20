import { type ReceiptDocument, receiptLabel } from '@soccer/contracts';
import { type MailTexts, mailTexts } from '../../mail/texts.js';
import { documentHtml, documentPdf, type PrintedDocument, type PrintedLine } from './printed-document.js';

const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
const cardBrand = (brand: string) => brands[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
const money = (x: MailTexts, cents: number) => x.money(cents / 100);

/**
 * What a receipt says, in one language: the PDF and the page print exactly this, so they never
 * differ. Dates of care as calendar days; the issue time in the facility's zone, named.
 */
export function receiptContent(doc: ReceiptDocument, locale: string | null): PrintedDocument {
  const x = mailTexts(locale);
  const refund = doc.kind === 'refund';
  const lines: PrintedLine[] = doc.lines.map((l) => {
    const off: string[] = [];
    if (l.promoDiscountCents > 0)
      off.push(
        doc.promoCode
          ? x.t('payment.promoCode', { code: doc.promoCode, amount: money(x, l.promoDiscountCents) })
          : x.t('payment.promo', { amount: money(x, l.promoDiscountCents) }),
      );
    if (l.couponDiscountCents && doc.couponCode)
      off.push(x.t('payment.coupon', { code: doc.couponCode, amount: money(x, l.couponDiscountCents) }));
    if (l.siblingDiscountCents > 0)
      off.push(x.t('payment.siblingDiscount', { amount: money(x, l.siblingDiscountCents) }));
    const dates = x.t('payment.dates', { start: x.date(l.startDate), end: x.date(l.endDate) });
    return {
      heading: `${l.who}: ${l.what}`,
      details: [
        ...(l.players.length ? [x.t('payment.players', { names: l.players.join(', ') })] : []),
        x.t('payment.when', { dates: l.timeBlock ? `${dates}, ${l.timeBlock}` : dates }),
        l.place,
        ...(refund ? [x.t('receipt.refundLine')] : []),
        ...(doc.forMove ? [x.t('receipt.moveDifference')] : []),
        ...(off.length
          ? [`${x.t('payment.price', { price: money(x, l.priceCents) })}, ${off.join(', ')}`]
          : []),
      ],
      amount: money(x, l.amountCents),
    };
  });
  const card = doc.card
    ? x.t(refund ? 'receipt.cardRefund' : 'receipt.card', {
        brand: cardBrand(doc.card.brand),
        last4: doc.card.last4,
      })
    : null;
  return {
    locale: x.locale,
    title: x.t(refund ? 'receipt.refundTitle' : 'receipt.title'),
    business: [
      doc.business.legalName,
      doc.business.address,
      x.t('receipt.taxId', { taxId: doc.business.taxId }),
    ],
    facts: [
      x.t('receipt.number', { number: receiptLabel(doc.number) }),
      x.t('receipt.date', { when: x.instant(doc.issuedAt, doc.timeZone) }),
      x.t('receipt.order', { number: doc.orderNumber }),
      x.t(refund ? 'receipt.refundedTo' : 'receipt.paidBy', doc.billedTo),
      ...(doc.refundsNumber ? [x.t('receipt.refunds', { number: receiptLabel(doc.refundsNumber) })] : []),
    ],
    lines,
    totalLabel: x.t(refund ? 'receipt.totalRefunded' : 'payment.totalPaid'),
    total: money(x, doc.totalCents),
    notes: [...creditNotes(x, doc, refund), ...(card ? [card] : [])],
    footer: x.t('receipt.keep'),
  };
}

/** Account credit on a receipt: what credit paid (or was given back as credit), and what the card paid. */
function creditNotes(x: Parameters<typeof money>[0], doc: ReceiptDocument, refund: boolean): string[] {
  const credit = doc.creditCents ?? 0;
  if (credit <= 0) return [];
  const notes = [x.t(refund ? 'receipt.creditReturned' : 'receipt.creditUsed', { amount: money(x, credit) })];
  const card = doc.totalCents - credit;
  if (card > 0)
    notes.push(x.t(refund ? 'receipt.cardPartRefunded' : 'receipt.cardPart', { amount: money(x, card) }));
  // Goodwill and bonus credit are no money paid (decision 0113): said, and left off statements.
  const withoutCash = doc.lines.reduce((t, l) => t + (l.creditWithoutCashCents ?? 0), 0);
  if (withoutCash > 0) notes.push(x.t('receipt.creditWithoutCash', { amount: money(x, withoutCash) }));
  return notes;
}

/** The receipt as a page of its own. */
export function receiptHtml(doc: ReceiptDocument, locale: string | null): string {
  const c = receiptContent(doc, locale);
  return documentHtml(c, `${c.title} ${receiptLabel(doc.number)}`);
}

/** The receipt as a PDF (decision 0083), the same content as the page. */
export function receiptPdf(doc: ReceiptDocument, locale: string | null): Promise<Buffer> {
  const c = receiptContent(doc, locale);
  return documentPdf(c, {
    title: `${c.title} ${receiptLabel(doc.number)}`,
    author: doc.business.legalName,
    createdAt: new Date(doc.issuedAt),
  });
}

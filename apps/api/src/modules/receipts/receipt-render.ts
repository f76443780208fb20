import { type ReceiptDocument, receiptLabel } from '@soccer/contracts';
import PDFDocument from 'pdfkit';
import { escapeHtml } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';

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

/** One line of a receipt as both formats print it. */
interface PrintedLine {
  heading: string;
  details: string[];
  amount: string;
}

/**
 * What a receipt says, in one language: the PDF and the page print exactly this, so they never
 * differ. Dates of care as calendar days; the issue time in the facility's zone, named.
 */
export function receiptContent(doc: ReceiptDocument, locale: string | null) {
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
    card,
    footer: x.t('receipt.keep'),
  };
}

type Content = ReturnType<typeof receiptContent>;

/** The receipt as a page of its own (inline styles: it is saved and opened as a file). */
export function receiptHtml(doc: ReceiptDocument, locale: string | null): string {
  const c = receiptContent(doc, locale);
  const e = escapeHtml;
  const rows = c.lines
    .map(
      (l) =>
        `<tr><td style="padding:8px 4px;border-bottom:1px solid #d9dee3;vertical-align:top"><strong>${e(l.heading)}</strong>${l.details
          .map((d) => `<br><span style="color:#52606d">${e(d)}</span>`)
          .join(
            '',
          )}</td><td style="padding:8px 4px;border-bottom:1px solid #d9dee3;text-align:right;white-space:nowrap;vertical-align:top">${e(l.amount)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="${c.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(c.title)} ${e(receiptLabel(doc.number))}</title></head><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2933"><main style="max-width:680px;margin:0 auto;padding:16px;font-size:15px;line-height:1.5"><p style="margin:0 0 12px">${c.business.map(e).join('<br>')}</p><h1 style="font-size:22px;margin:0 0 8px">${e(c.title)}</h1><p style="margin:0 0 16px">${c.facts.map(e).join('<br>')}</p><table style="width:100%;border-collapse:collapse">${rows}<tr><td style="padding:8px 4px"><strong>${e(c.totalLabel)}</strong></td><td style="padding:8px 4px;text-align:right;white-space:nowrap"><strong>${e(c.total)}</strong></td></tr></table>${c.card ? `<p>${e(c.card)}</p>` : ''}<p style="color:#52606d;font-size:13px">${e(c.footer)}</p></main></body></html>`;
}

/**
 * The receipt as a PDF (pdfkit, decision 0083): Letter, Helvetica (its Latin-1 glyphs print
 * Spanish), the same content as the page.
 */
export function receiptPdf(doc: ReceiptDocument, locale: string | null): Promise<Buffer> {
  const c = receiptContent(doc, locale);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    lang: c.locale,
    info: {
      Title: `${c.title} ${receiptLabel(doc.number)}`,
      Author: doc.business.legalName,
      CreationDate: new Date(doc.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  write(pdf, c);
  pdf.end();
  return done;
}

function write(pdf: PDFKit.PDFDocument, c: Content) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const amountWidth = 110;
  const grey = '#52606d';
  pdf.font('Helvetica-Bold').fontSize(12).fillColor('#1f2933').text(c.business[0]!);
  pdf.font('Helvetica').fontSize(10).text(c.business.slice(1).join('\n'));
  pdf.moveDown(1.2);
  pdf.font('Helvetica-Bold').fontSize(20).text(c.title);
  pdf.moveDown(0.4);
  pdf.font('Helvetica').fontSize(10).text(c.facts.join('\n'));
  pdf.moveDown(1);
  const rule = () => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .lineWidth(0.5)
      .strokeColor('#d9dee3')
      .stroke();
    pdf.moveDown(0.5);
  };
  rule();
  for (const l of c.lines) {
    const top = pdf.y;
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#1f2933')
      .text(l.amount, left + width - amountWidth, top, { width: amountWidth, align: 'right' });
    pdf.text(l.heading, left, top, { width: width - amountWidth - 12 });
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(grey)
      .text(l.details.join('\n'), { width: width - amountWidth - 12 });
    pdf.moveDown(0.5);
    rule();
  }
  const top = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(11).fillColor('#1f2933').text(c.totalLabel, left, top);
  pdf.text(c.total, left + width - amountWidth, top, { width: amountWidth, align: 'right' });
  pdf.x = left;
  pdf.moveDown(1);
  if (c.card) pdf.font('Helvetica').fontSize(10).text(c.card, left);
  pdf.moveDown(1);
  pdf.font('Helvetica').fontSize(9).fillColor(grey).text(c.footer, left);
}

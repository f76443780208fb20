import {
  type ReceiptDocument,
  type ReceiptFormat,
  type ReceiptSummary,
  receiptLabel,
  receiptMessages,
  type StaffReceipt,
  webRoutes,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { isStaff } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import { notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import { mailPage } from '../../mail/mail-layout.js';
import { enqueueMail, escapeHtml } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import { savedLocale } from '../account-language/account-language-repository.js';
import { audit } from '../audit/audit-repository.js';
import { receiptHtml, receiptPdf } from './receipt-render.js';
import { findReceipt, type ReceiptRecord, receiptsOf } from './receipts-repository.js';

const documentOf = (r: ReceiptRecord) => JSON.parse(r.content) as ReceiptDocument;

function summaryOf(r: ReceiptRecord): ReceiptSummary {
  const d = documentOf(r);
  return {
    number: r.number,
    label: receiptLabel(r.number),
    kind: d.kind,
    issuedAt: d.issuedAt,
    total: dollars(r.total_cents),
    orderNumber: d.orderNumber,
    who: d.lines.map((l) => l.who),
    refundsLabel: d.refundsNumber ? receiptLabel(d.refundsNumber) : null,
  };
}

/** A receipt's file name: 'receipt-R-000012.pdf'. */
export const receiptFileName = (number: number, format: ReceiptFormat) =>
  `receipt-${receiptLabel(number)}.${format}`;

/**
 * Receipts as families and staff read them (decision 0082): the account's list, one receipt as a
 * PDF or page in the owner's saved language (its owner or staff; anyone else: 404), and for
 * staff, any receipt found by number and mailed again to whom it was issued (audited).
 */
export function createReceiptService(deps: ServiceDeps) {
  const { db, clock } = deps;
  const site = appUrl(deps.config);

  /** The receipt, if the caller may read it (its owner, or staff). */
  async function readable(principal: Principal, number: number) {
    const r = await findReceipt(db, number);
    if (!r || (r.owner_account_id !== principal.id && !isStaff(principal)))
      throw notFound(receiptMessages.notFound);
    return r;
  }

  async function render(r: ReceiptRecord, format: ReceiptFormat) {
    const locale = await savedLocale(db, r.owner_account_id);
    const doc = documentOf(r);
    return format === 'pdf'
      ? { body: await receiptPdf(doc, locale), contentType: 'application/pdf' }
      : { body: receiptHtml(doc, locale), contentType: 'text/html; charset=utf-8' };
  }

  return {
    async mine(principal: Principal): Promise<ReceiptSummary[]> {
      return (await receiptsOf(db, principal.id)).map(summaryOf);
    },

    async file(principal: Principal, number: number, format: ReceiptFormat) {
      const r = await readable(principal, number);
      return { ...(await render(r, format)), fileName: receiptFileName(number, format) };
    },

    async find(number: number): Promise<StaffReceipt> {
      const r = await findReceipt(db, number);
      if (!r) throw notFound(receiptMessages.notFound);
      return { ...summaryOf(r), billedTo: documentOf(r).billedTo };
    },

    /** Mails the receipt again, as a PDF, to whom it was issued; audited. */
    async resend(actor: Principal, number: number): Promise<StaffReceipt> {
      const r = await findReceipt(db, number);
      if (!r) throw notFound(receiptMessages.notFound);
      const doc = documentOf(r);
      const locale = await savedLocale(db, r.owner_account_id);
      const x = mailTexts(locale);
      const pdf = await receiptPdf(doc, locale);
      const label = receiptLabel(number);
      const url = `${site}${webRoutes.myRegistrations}#my-receipts-title`;
      const body = x.t('receipt.mailBody', { number: label, url });
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await enqueueMail(
          trx,
          {
            dedupeKey: `receipt-resent:${number}:${now.getTime()}`,
            to: doc.billedTo.email,
            subject: x.t('receipt.mailSubject', { number: label, business: doc.business.legalName }),
            text: [x.t('mail.greeting', { name: doc.billedTo.name }), '', body].join('\n'),
            html: mailPage(
              x.t(doc.kind === 'refund' ? 'receipt.refundTitle' : 'receipt.title'),
              `<p>${escapeHtml(x.t('mail.greeting', { name: doc.billedTo.name }))}</p><p>${escapeHtml(body)}</p>`,
              x.locale,
            ),
            attachments: [
              {
                filename: receiptFileName(number, 'pdf'),
                contentType: 'application/pdf',
                content: pdf.toString('base64'),
                encoding: 'base64',
              },
            ],
          },
          now,
        );
        await audit(trx, actor, 'resendReceipt', 'receipt', number, { to: doc.billedTo.email }, now);
      });
      return { ...summaryOf(r), billedTo: doc.billedTo };
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;

import type { StatementDocument } from '@soccer/contracts';
import { mailTexts } from '../../mail/texts.js';
import { documentHtml, documentPdf, type PrintedDocument } from '../receipts/printed-document.js';

/**
 * What a childcare statement says, in one language (decision 0084): the provider, the child, the
 * family, each date of care with what was paid for it net of refunds, the total, and the rounding
 * rule once. The PDF and the page print exactly this.
 */
export function statementContent(s: StatementDocument, locale: string | null): PrintedDocument {
  const x = mailTexts(locale);
  return {
    locale: x.locale,
    title: x.t('statement.title', { year: s.year }),
    business: [s.business.legalName, s.business.address, x.t('receipt.taxId', { taxId: s.business.taxId })],
    facts: [
      x.t('statement.child', { name: s.child }),
      x.t('statement.family', { name: s.family, email: s.email }),
      x.t('statement.year', { year: s.year }),
      x.t('statement.provider', { name: s.business.legalName, taxId: s.business.taxId }),
    ],
    lines: s.days.map((d) => ({
      heading: x.date(d.date),
      details: [`${d.what}, ${d.place}`],
      amount: x.money(d.amountCents / 100),
    })),
    totalLabel: x.t('statement.total', { year: s.year }),
    total: x.money(s.totalCents / 100),
    notes: [x.t('statement.rounding'), x.t('statement.campsOnly')],
    footer: x.t('statement.keep'),
  };
}

/** 'childcare-statement-2026-ava-smith.pdf'. */
export function statementFileName(s: StatementDocument, format: 'pdf' | 'html') {
  const name = s.child
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `childcare-statement-${s.year}-${name || s.playerId}.${format}`;
}

export function statementHtml(s: StatementDocument, locale: string | null): string {
  const c = statementContent(s, locale);
  return documentHtml(c, `${c.title}: ${s.child}`);
}

export function statementPdf(s: StatementDocument, locale: string | null, at: Date): Promise<Buffer> {
  const c = statementContent(s, locale);
  return documentPdf(c, { title: `${c.title}: ${s.child}`, author: s.business.legalName, createdAt: at });
}

import PDFDocument from 'pdfkit';
import { escapeHtml } from '../../mail/outbox.js';

/** One line of a printed document: a heading, its details, and its amount on the right. */
export interface PrintedLine {
  heading: string;
  details: string[];
  amount: string;
}

/**
 * What a document of the business says, in one language, as both formats print it (receipts,
 * decision 0082; childcare statements, decision 0084): the business at the top, the title, the
 * facts, the lines with their amounts, the total, then notes and a footer.
 */
export interface PrintedDocument {
  locale: string;
  title: string;
  /** The legal name first, then the address and the tax id. */
  business: string[];
  facts: string[];
  lines: PrintedLine[];
  totalLabel: string;
  total: string;
  notes: string[];
  footer: string;
}

/** The document as a page of its own (inline styles: it is saved and opened as a file). */
export function documentHtml(c: PrintedDocument, pageTitle: string): string {
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
  return `<!doctype html><html lang="${c.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(pageTitle)}</title></head><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2933"><main style="max-width:680px;margin:0 auto;padding:16px;font-size:15px;line-height:1.5"><p style="margin:0 0 12px">${c.business.map(e).join('<br>')}</p><h1 style="font-size:22px;margin:0 0 8px">${e(c.title)}</h1><p style="margin:0 0 16px">${c.facts.map(e).join('<br>')}</p><table style="width:100%;border-collapse:collapse">${rows}<tr><td style="padding:8px 4px"><strong>${e(c.totalLabel)}</strong></td><td style="padding:8px 4px;text-align:right;white-space:nowrap"><strong>${e(c.total)}</strong></td></tr></table>${c.notes.map((n) => `<p>${e(n)}</p>`).join('')}<p style="color:#52606d;font-size:13px">${e(c.footer)}</p></main></body></html>`;
}

/**
 * The document as a PDF (pdfkit, decision 0083): Letter, Helvetica (its Latin-1 glyphs print
 * Spanish), the same content as the page; pages follow as the lines need them.
 */
export function documentPdf(
  c: PrintedDocument,
  info: { title: string; author: string; createdAt: Date },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    lang: c.locale,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
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

function write(pdf: PDFKit.PDFDocument, c: PrintedDocument) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
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
    // A line starts on the next page when what it needs would not fit (a year of camp days).
    const needs = 14 + 11 * l.details.length;
    if (pdf.y + needs > bottom()) pdf.addPage();
    const top = pdf.y;
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#1f2933')
      .text(l.amount, left + width - amountWidth, top, { width: amountWidth, align: 'right' });
    pdf.text(l.heading, left, top, { width: width - amountWidth - 12 });
    if (l.details.length)
      pdf
        .font('Helvetica')
        .fontSize(9)
        .fillColor(grey)
        .text(l.details.join('\n'), { width: width - amountWidth - 12 });
    pdf.moveDown(0.5);
    rule();
  }
  if (pdf.y + 20 > bottom()) pdf.addPage();
  const top = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(11).fillColor('#1f2933').text(c.totalLabel, left, top);
  pdf.text(c.total, left + width - amountWidth, top, { width: amountWidth, align: 'right' });
  pdf.x = left;
  pdf.moveDown(1);
  for (const note of c.notes) pdf.font('Helvetica').fontSize(10).fillColor('#1f2933').text(note, left);
  pdf.moveDown(1);
  pdf.font('Helvetica').fontSize(9).fillColor(grey).text(c.footer, left);
}

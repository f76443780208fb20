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
  return pdfOf(c.locale, info, 'portrait', (pdf) => write(pdf, c));
}

/** One pdfkit document, Letter, drawn by `draw`, collected into a buffer. */
function pdfOf(
  locale: string,
  info: { title: string; author: string; createdAt: Date },
  layout: 'portrait' | 'landscape',
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    layout,
    margin: layout === 'landscape' ? 36 : 54,
    lang: locale,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}

/** A row of a printed table: its cells, and a flag printed first, bold in a marked box (medical notes). */
export interface PrintedRow {
  flag: string[];
  cells: string[];
}

/**
 * A sheet to print and fill in on paper (coaches' rosters and sign-in sheets, decision 0095):
 * a title, its facts, then a table whose header repeats on each page; `rowHeight` leaves room
 * to write by hand.
 */
export interface PrintedTable {
  locale: string;
  title: string;
  facts: string[];
  /** Column headings and their share of the width. */
  columns: { label: string; share: number }[];
  rows: PrintedRow[];
  /** Said when there are no rows. */
  empty: string;
  footer: string;
  layout: 'portrait' | 'landscape';
  /** The least height of a row, in points. */
  rowHeight: number;
}

export function tablePdf(
  t: PrintedTable,
  info: { title: string; author: string; createdAt: Date },
): Promise<Buffer> {
  return pdfOf(t.locale, info, t.layout, (pdf) => writeTable(pdf, t));
}

const ink = '#1f2933';
const flagRed = '#b42318';

function writeTable(pdf: PDFKit.PDFDocument, t: PrintedTable) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
  const pad = 4;
  const shares = t.columns.reduce((sum, c) => sum + c.share, 0);
  const widths = t.columns.map((c) => (width * c.share) / shares);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const line = (x1: number, y1: number, x2: number, y2: number, color = '#7b8794') =>
    pdf.moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.6).strokeColor(color).stroke();

  pdf.font('Helvetica-Bold').fontSize(16).fillColor(ink).text(t.title, left, pdf.y, { width });
  pdf.moveDown(0.3);
  pdf.font('Helvetica').fontSize(10).text(t.facts.join('\n'), { width });
  pdf.moveDown(0.8);

  const header = () => {
    const top = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(9);
    const h =
      Math.max(...t.columns.map((c, i) => pdf.heightOfString(c.label, { width: widths[i]! - 2 * pad }))) +
      2 * pad;
    pdf.rect(left, top, width, h).fillColor('#e4e7eb').fill();
    t.columns.forEach((c, i) => {
      pdf.fillColor(ink).text(c.label, xs[i]! + pad, top + pad, { width: widths[i]! - 2 * pad });
    });
    line(left, top + h, left + width, top + h, ink);
    pdf.y = top + h;
  };
  header();
  if (t.rows.length === 0) {
    pdf.moveDown(0.5);
    pdf.font('Helvetica').fontSize(10).fillColor(ink).text(t.empty, left, pdf.y, { width });
  }
  for (const row of t.rows) {
    pdf.font('Helvetica-Bold').fontSize(10);
    const flagText = row.flag.join('\n');
    const flagH = flagText ? pdf.heightOfString(flagText, { width: width - 4 * pad }) + 3 * pad : 0;
    pdf.font('Helvetica').fontSize(9);
    const cellsH = Math.max(
      t.rowHeight,
      ...row.cells.map((c, i) => pdf.heightOfString(c, { width: widths[i]! - 2 * pad }) + 2 * pad),
    );
    if (pdf.y + flagH + cellsH > bottom()) {
      // A loose page still says what it is: the title, small, above the repeated header.
      pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(9).fillColor('#52606d').text(t.title, left, pdf.y, { width });
      pdf.moveDown(0.4);
      header();
    }
    const top = pdf.y;
    if (flagText) {
      // The medical notes come first, where the eye falls: a red box, bold.
      pdf
        .rect(left + pad / 2, top + pad / 2, width - pad, flagH - pad)
        .lineWidth(1.5)
        .strokeColor(flagRed)
        .stroke();
      pdf
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(flagRed)
        .text(flagText, left + 2 * pad, top + 1.5 * pad, { width: width - 4 * pad });
    }
    const cellsTop = top + flagH;
    pdf.font('Helvetica').fontSize(9).fillColor(ink);
    row.cells.forEach((c, i) => {
      pdf.text(c, xs[i]! + pad, cellsTop + pad, { width: widths[i]! - 2 * pad });
    });
    for (const x of xs.slice(1)) line(x, cellsTop, x, cellsTop + cellsH);
    line(left, cellsTop + cellsH, left + width, cellsTop + cellsH);
    pdf.y = cellsTop + cellsH;
  }
  pdf.moveDown(1);
  if (pdf.y + 20 > bottom()) pdf.addPage();
  pdf.font('Helvetica').fontSize(8).fillColor('#52606d').text(t.footer, left, pdf.y, { width });
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

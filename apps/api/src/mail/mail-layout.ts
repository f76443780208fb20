import { defaultLocale, type Locale } from '@soccer/contracts';
import { escapeHtml, type OutgoingMail } from './outbox.js';

/** The business's name, as every mail signs (never translated). */
export const brandName = 'Touchline Soccer Academy';

/** Inline styles only: mail programs drop style sheets. */
const fonts = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;';

/** A button-like link to a page of the site (an absolute address). */
export function mailButton(href: string, label: string) {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** Wraps a mail's HTML body (already escaped) in the site's simple, phone-width layout; a Spanish one says so (`lang`). */
export function mailPage(title: string, body: string, locale: Locale = defaultLocale) {
  return `<!doctype html><html${locale === defaultLocale ? '' : ` lang="${locale}"`}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:0;background:#f3f5f7;${fonts}"><div style="max-width:600px;margin:0 auto;padding:16px"><div style="background:#ffffff;border-radius:8px;padding:20px;${fonts}font-size:15px;line-height:1.5"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div><p style="${fonts}font-size:12px;color:#6b7785;text-align:center;margin:12px 0">${brandName}</p></div></body></html>`;
}

/**
 * A mail written as lines, in the site's layout and the reader's language: the text joins them;
 * the HTML makes each a paragraph with its web addresses as links (one tap on a phone).
 */
export function linesMail(m: {
  locale: Locale;
  dedupeKey: string;
  to: string;
  subject: string;
  lines: string[];
}): OutgoingMail {
  const link = (escaped: string) =>
    escaped.replace(
      /https?:\/\/[^\s<]+/g,
      (href) => `<a href="${href}" style="color:#0b6e4f;word-break:break-all">${href}</a>`,
    );
  return {
    dedupeKey: m.dedupeKey,
    to: m.to,
    subject: m.subject,
    text: m.lines.join('\n'),
    html: mailPage(
      m.subject,
      m.lines.map((l) => (l ? `<p>${link(escapeHtml(l))}</p>` : '')).join(''),
      m.locale,
    ),
  };
}

import { type PaymentReceipt, type PaymentReceiptLine, receiptLabel, webRoutes } from '@soccer/contracts';
import { brandName, mailButton, mailPage } from './mail-layout.js';
import { escapeHtml, type MailAttachment, type OutgoingMail } from './outbox.js';
import { type MailTexts, mailTexts } from './texts.js';

const dates = (x: MailTexts, l: PaymentReceiptLine) =>
  `${x.t('payment.dates', { start: x.date(l.startDate), end: x.date(l.endDate) })}${l.timeBlock ? `, ${l.timeBlock}` : ''}`;

/** 'promo code SPRING -$20.00, sibling discount -$15.00' (empty when the line had none). */
function discounts(x: MailTexts, l: PaymentReceiptLine, promoCode: string | null, couponCode: string | null) {
  const parts = [];
  if (l.promoDiscount > 0)
    parts.push(
      promoCode
        ? x.t('payment.promoCode', { code: promoCode, amount: x.money(l.promoDiscount) })
        : x.t('payment.promo', { amount: x.money(l.promoDiscount) }),
    );
  if (l.couponDiscount > 0 && couponCode)
    parts.push(x.t('payment.coupon', { code: couponCode, amount: x.money(l.couponDiscount) }));
  if (l.siblingDiscount > 0)
    parts.push(x.t('payment.siblingDiscount', { amount: x.money(l.siblingDiscount) }));
  return parts.join(', ');
}

/**
 * The one mail a payment sends (a single registration, a team or an order of several players):
 * every line with its dates, place and discounts, the total and the order number, what to bring
 * and where to see it. HTML with a plain-text part; links are absolute. Written in `locale` (the
 * account's saved language; English without one), times in the facility's zone. `calendar`, the
 * paid days as an .ics file (decision 0063), goes with it as an attachment the mail mentions.
 */
export function paymentReceivedMail(m: {
  dedupeKey: string;
  receipt: PaymentReceipt;
  greetingName: string;
  appUrl: string;
  locale?: string | null;
  calendar?: MailAttachment | null;
  /** The payment's receipt (decision 0082), downloadable from My Registrations. */
  receiptNumber?: number | null;
}): OutgoingMail {
  const { receipt: r } = m;
  const x = mailTexts(m.locale);
  const registrationsUrl = `${m.appUrl}${webRoutes.myRegistrations}`;
  const paid = x.t('payment.paidOn', { amount: x.money(r.total), when: x.instant(r.paidAt, r.timeZone) });
  const who = r.lines.map((l) => l.who).join(x.t('payment.whoJoin'));
  const thanks = x.t('payment.thanks', { who, count: r.lines.length });
  const subject = x.t('payment.subject', { orderNumber: r.orderNumber, total: x.money(r.total) });
  const calendarNote = m.calendar ? x.t('payment.calendar', { file: m.calendar.filename }) : null;
  const receiptUrl = `${registrationsUrl}#my-receipts-title`;
  const receiptNote = m.receiptNumber
    ? x.t('receipt.ready', { number: receiptLabel(m.receiptNumber), url: receiptUrl })
    : null;

  const text = [
    x.t('mail.greeting', { name: m.greetingName }),
    '',
    thanks,
    '',
    x.t('payment.orderNumber', { number: r.orderNumber }),
    x.t('payment.paid', { paid }),
    '',
    ...r.lines.flatMap((l) => [
      `${l.who}: ${l.what}`,
      ...(l.players.length ? [`  ${x.t('payment.players', { names: l.players.join(', ') })}`] : []),
      `  ${x.t('payment.when', { dates: dates(x, l) })}`,
      `  ${x.t('mail.where', { place: l.place })}`,
      `  ${x.t('payment.price', { price: x.money(l.price) })}${discounts(x, l, r.promoCode, r.couponCode) ? `, ${discounts(x, l, r.promoCode, r.couponCode)}` : ''}: ${x.money(l.amount)}`,
      '',
    ]),
    `${x.t('payment.totalPaid')}: ${x.money(r.total)}`,
    '',
    ...(r.whatToBring ? [`${x.t('payment.whatToBring')}: ${r.whatToBring}`, ''] : []),
    ...(calendarNote ? [calendarNote, ''] : []),
    ...(receiptNote ? [receiptNote, ''] : []),
    x.t('payment.seeAnyTime', { url: registrationsUrl }),
    '',
    x.t('mail.seeYou'),
    brandName,
  ].join('\n');

  // Catalogue texts hold no markup (a test checks), so a message with escaped values is safe HTML.
  const cell = 'padding:8px 4px;border-bottom:1px solid #e4e7eb;vertical-align:top';
  const rows = r.lines
    .map((l) => {
      const off = discounts(x, l, r.promoCode, r.couponCode);
      return `<tr><td style="${cell}"><strong>${escapeHtml(l.who)}</strong><br>${escapeHtml(l.what)}${
        l.players.length
          ? `<br><span style="color:#52606d">${escapeHtml(x.t('payment.players', { names: l.players.join(', ') }))}</span>`
          : ''
      }<br><span style="color:#52606d">${escapeHtml(dates(x, l))}<br>${escapeHtml(l.place)}</span>${
        off
          ? `<br><span style="color:#0b6e4f">${escapeHtml(x.t('payment.price', { price: x.money(l.price) }))}, ${escapeHtml(off)}</span>`
          : ''
      }</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(x.money(l.amount))}</td></tr>`;
    })
    .join('');
  const html = mailPage(
    x.t('payment.title'),
    [
      `<p>${escapeHtml(x.t('mail.greeting', { name: m.greetingName }))}</p>`,
      `<p>${escapeHtml(thanks)}</p>`,
      `<p style="margin:0">${x.t('payment.orderNumber', { number: `<strong>${escapeHtml(r.orderNumber)}</strong>` })}<br>${escapeHtml(x.t('payment.paid', { paid }))}</p>`,
      `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">${rows}<tr><td style="padding:8px 4px"><strong>${escapeHtml(x.t('payment.totalPaid'))}</strong></td><td style="padding:8px 4px;text-align:right"><strong>${escapeHtml(x.money(r.total))}</strong></td></tr></table>`,
      r.whatToBring
        ? `<p><strong>${escapeHtml(x.t('payment.whatToBring'))}:</strong> ${escapeHtml(r.whatToBring)}</p>`
        : '',
      calendarNote ? `<p>${escapeHtml(calendarNote)}</p>` : '',
      m.receiptNumber
        ? `<p>${escapeHtml(x.t('receipt.ready', { number: receiptLabel(m.receiptNumber), url: '{url}' })).replace('{url}', `<a href="${escapeHtml(receiptUrl)}">${escapeHtml(receiptUrl)}</a>`)}</p>`
        : '',
      mailButton(registrationsUrl, x.t('payment.button')),
      `<p style="font-size:13px;color:#52606d">${escapeHtml(x.t('payment.orOpen', { url: registrationsUrl }))}</p>`,
      `<p>${escapeHtml(x.t('mail.seeYou'))}</p>`,
    ].join(''),
    x.locale,
  );
  return {
    dedupeKey: m.dedupeKey,
    to: r.mailedTo,
    subject,
    text,
    html,
    ...(m.calendar ? { attachments: [m.calendar] } : {}),
  };
}

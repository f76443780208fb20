import {
  formatDate,
  formatInstant,
  formatMoney,
  type PaymentReceipt,
  type PaymentReceiptLine,
  webRoutes,
} from '@soccer/contracts';
import { mailButton, mailPage } from './mail-layout.js';
import { escapeHtml, type OutgoingMail } from './outbox.js';

const dates = (l: PaymentReceiptLine) =>
  `${formatDate(l.startDate)} to ${formatDate(l.endDate)}${l.timeBlock ? `, ${l.timeBlock}` : ''}`;

/** 'Promo code SPRING: -$20.00; sibling discount: -$15.00' (empty when the line had none). */
function discounts(l: PaymentReceiptLine, promoCode: string | null) {
  const parts = [];
  if (l.promoDiscount > 0)
    parts.push(`${promoCode ? `promo code ${promoCode}` : 'promo'} -${formatMoney(l.promoDiscount)}`);
  if (l.siblingDiscount > 0) parts.push(`sibling discount -${formatMoney(l.siblingDiscount)}`);
  return parts.join(', ');
}

/**
 * The one mail a payment sends (a single registration, a team or an order of several players):
 * every line with its dates, place and discounts, the total and the order number, what to bring
 * and where to see it. HTML with a plain-text part; links are absolute.
 */
export function paymentReceivedMail(m: {
  dedupeKey: string;
  receipt: PaymentReceipt;
  greetingName: string;
  appUrl: string;
}): OutgoingMail {
  const { receipt: r } = m;
  const registrationsUrl = `${m.appUrl}${webRoutes.myRegistrations}`;
  const paid = `${formatMoney(r.total)} on ${formatInstant(r.paidAt, r.timeZone)}`;
  const who = r.lines.map((l) => l.who).join(' and ');
  const subject = `Payment received: order ${r.orderNumber}, ${formatMoney(r.total)}`;

  const text = [
    `Hi ${m.greetingName},`,
    '',
    `Thank you! We received your payment. ${who} ${r.lines.length > 1 ? 'are' : 'is'} registered and paid.`,
    '',
    `Order number: ${r.orderNumber}`,
    `Paid: ${paid}`,
    '',
    ...r.lines.flatMap((l) => [
      `${l.who}: ${l.what}`,
      ...(l.players.length ? [`  Players: ${l.players.join(', ')}`] : []),
      `  When: ${dates(l)}`,
      `  Where: ${l.place}`,
      `  Price ${formatMoney(l.price)}${discounts(l, r.promoCode) ? `, ${discounts(l, r.promoCode)}` : ''}: ${formatMoney(l.amount)}`,
      '',
    ]),
    `Total paid: ${formatMoney(r.total)}`,
    '',
    ...(r.whatToBring ? [`What to bring: ${r.whatToBring}`, ''] : []),
    `See your registrations at any time: ${registrationsUrl}`,
    '',
    'See you on the field!',
    'Touchline Soccer Academy',
  ].join('\n');

  const cell = 'padding:8px 4px;border-bottom:1px solid #e4e7eb;vertical-align:top';
  const rows = r.lines
    .map((l) => {
      const off = discounts(l, r.promoCode);
      return `<tr><td style="${cell}"><strong>${escapeHtml(l.who)}</strong><br>${escapeHtml(l.what)}${
        l.players.length
          ? `<br><span style="color:#52606d">Players: ${escapeHtml(l.players.join(', '))}</span>`
          : ''
      }<br><span style="color:#52606d">${escapeHtml(dates(l))}<br>${escapeHtml(l.place)}</span>${
        off
          ? `<br><span style="color:#0b6e4f">Price ${escapeHtml(formatMoney(l.price))}, ${escapeHtml(off)}</span>`
          : ''
      }</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(formatMoney(l.amount))}</td></tr>`;
    })
    .join('');
  const html = mailPage(
    'Payment received',
    [
      `<p>Hi ${escapeHtml(m.greetingName)},</p>`,
      `<p>Thank you! We received your payment. ${escapeHtml(who)} ${r.lines.length > 1 ? 'are' : 'is'} registered and paid.</p>`,
      `<p style="margin:0">Order number: <strong>${escapeHtml(r.orderNumber)}</strong><br>Paid: ${escapeHtml(paid)}</p>`,
      `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">${rows}<tr><td style="padding:8px 4px"><strong>Total paid</strong></td><td style="padding:8px 4px;text-align:right"><strong>${escapeHtml(formatMoney(r.total))}</strong></td></tr></table>`,
      r.whatToBring ? `<p><strong>What to bring:</strong> ${escapeHtml(r.whatToBring)}</p>` : '',
      mailButton(registrationsUrl, 'See my registrations'),
      `<p style="font-size:13px;color:#52606d">Or open ${escapeHtml(registrationsUrl)}</p>`,
      '<p>See you on the field!</p>',
    ].join(''),
  );
  return { dedupeKey: m.dedupeKey, to: r.mailedTo, subject, text, html };
}

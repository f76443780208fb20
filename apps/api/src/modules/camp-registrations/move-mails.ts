import { formatDate, formatInstant, formatMoney, webRoutes } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { dollars } from '../../lib/money.js';
import { enqueueMail, mailFromLines } from '../../mail/outbox.js';
import { findPaymentDetails } from './camp-registrations-repository.js';
import type { MoveMoney } from './move-quote.js';
import { findMove } from './session-switches-repository.js';

/** The mails of a move to another session: its confirmation, and the link to pay a difference. */

/**
 * Confirms a completed move to the parent: where and when now, and the money as it stands (a
 * refund is said to be requested, never promised as paid: the refund's own mail says so when
 * it is). Without `money` the move completed when its difference was paid.
 */
export async function switchMail(trx: Executor, moveId: number, appUrl: string, money?: MoveMoney) {
  const found = await findMove(trx, moveId);
  const r = found ? await findPaymentDetails(trx, found.registrationId) : undefined;
  if (!found || !r) return null;
  const m = found.move;
  return mailFromLines({
    dedupeKey: `camp-switched:${moveId}`,
    to: r.pog1_email,
    subject: `Moved to another session: ${r.camp_name}`,
    lines: [
      `Hi ${r.pog1_first_name},`,
      '',
      `${r.player_first_name} ${r.player_last_name} has moved from ${m.from} to ${m.to}.`,
      '',
      `Dates: ${formatDate(r.start_date)} to ${formatDate(r.end_date)}, ${r.time_block}`,
      `Where: ${r.facility_name}, ${r.address_line1}, ${r.city}, ${r.state}`,
      ...(money ? moneyLines(money) : [`You paid ${formatMoney(m.difference)} more for the new session.`]),
      '',
      `Your registrations: ${appUrl}${webRoutes.myRegistrations}`,
      '',
      'Touchline Soccer Academy',
    ],
  });
}

/** A move's money in the family's words. */
function moneyLines({ quote, settle, refundedCents }: MoveMoney): string[] {
  const difference = formatMoney(dollars(Math.abs(quote.differenceCents)));
  if (quote.differenceCents > 0)
    return [
      `The new session costs ${difference} more; that difference has been waived, so there is nothing more to pay.`,
    ];
  if (quote.differenceCents === 0) return ['The price is unchanged.'];
  if (settle === 'keep') return [`The new session costs ${difference} less; the difference is not refunded.`];
  if (refundedCents === 0)
    return [
      `The new session costs ${difference} less; everything you paid has already been refunded, so there is nothing more to refund.`,
    ];
  const refunded = formatMoney(dollars(refundedCents));
  return [
    refundedCents < -quote.differenceCents
      ? `The new session costs ${difference} less; ${refunded} of what you paid was left to refund (the rest had already been refunded).`
      : `The new session costs ${difference} less.`,
    `We have asked for a refund of ${refunded} to the card you paid with. We will e-mail you again when it has been paid back (usually within 5 to 10 business days).`,
  ];
}

/** Sends the family the link to pay the difference of a move staff made (a dearer session, charged). */
export async function differenceMail(
  db: Executor,
  moveId: number,
  checkoutUrl: string,
  at: Date,
  appUrl: string,
) {
  const found = await findMove(db, moveId);
  const r = found ? await findPaymentDetails(db, found.registrationId) : undefined;
  if (!found || !r) return;
  const m = found.move;
  await enqueueMail(
    db,
    mailFromLines({
      dedupeKey: `camp-switch-payment:${moveId}`,
      to: r.pog1_email,
      subject: `Pay the difference to move sessions: ${r.camp_name}`,
      lines: [
        `Hi ${r.pog1_first_name},`,
        '',
        `We have arranged for ${r.player_first_name} ${r.player_last_name} to move from ${m.from} to ${m.to}. The new session costs ${formatMoney(m.difference)} more.`,
        `A place in it is held until ${m.holdExpiresAt ? formatInstant(m.holdExpiresAt, r.time_zone) : 'the payment link expires'}. Pay the difference here:`,
        checkoutUrl,
        '',
        'Until it is paid, the current session stays as it is. You can also pay it, or keep the current session, from your registrations:',
        `${appUrl}${webRoutes.myRegistrations}`,
        '',
        'Touchline Soccer Academy',
      ],
    }),
    at,
  );
}

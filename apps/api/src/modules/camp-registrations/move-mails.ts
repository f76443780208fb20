import { textIn, webRoutes } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { dollars } from '../../lib/money.js';
import { brandName } from '../../mail/mail-layout.js';
import { enqueueMail, mailFromLines } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';
import { findPaymentDetails } from './camp-registrations-repository.js';
import type { MoveMoney } from './move-quote.js';
import { findMove } from './session-switches-repository.js';

/** 'Summer Camp, 6/1/2026 to 6/5/2026' in the mail's language. */
const sessionName = (x: MailTexts, s: { name: string; nameEs: string; start: string; end: string }) =>
  x.t('mail.session', {
    name: textIn(s.name, s.nameEs, x.locale),
    start: x.date(s.start),
    end: x.date(s.end),
  });

/** The mails of a move to another session: its confirmation, and the link to pay a difference, in the owner's saved language. */

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
  const x = mailTexts(r.locale);
  return mailFromLines({
    dedupeKey: `camp-switched:${moveId}`,
    to: r.pog1_email,
    subject: x.t('move.subject', { camp: textIn(r.camp_name, r.camp_name_es, x.locale) }),
    lines: [
      x.t('mail.greeting', { name: r.pog1_first_name }),
      '',
      x.t('move.moved', {
        player: `${r.player_first_name} ${r.player_last_name}`,
        from: sessionName(x, found.sessions.from),
        to: sessionName(x, found.sessions.to),
      }),
      '',
      x.t('move.dates', { start: x.date(r.start_date), end: x.date(r.end_date), timeBlock: r.time_block }),
      x.t('mail.where', { place: `${r.facility_name}, ${r.address_line1}, ${r.city}, ${r.state}` }),
      ...(money ? moneyLines(x, money) : [x.t('move.paidMore', { amount: x.money(m.difference) })]),
      '',
      x.t('mail.yourRegistrations', { url: `${appUrl}${webRoutes.myRegistrations}` }),
      '',
      brandName,
    ],
  });
}

/** A move's money in the family's words. */
function moneyLines(x: MailTexts, { quote, settle, refundedCents }: MoveMoney): string[] {
  const difference = x.money(dollars(Math.abs(quote.differenceCents)));
  if (quote.differenceCents > 0) return [x.t('move.waived', { difference })];
  if (quote.differenceCents === 0) return [x.t('move.unchanged')];
  if (settle === 'keep') return [x.t('move.kept', { difference })];
  if (refundedCents === 0) return [x.t('move.allRefunded', { difference })];
  const refunded = x.money(dollars(refundedCents));
  return [
    refundedCents < -quote.differenceCents
      ? x.t('move.partlyLeft', { difference, refunded })
      : x.t('move.less', { difference }),
    x.t('move.refundAsked', { refunded }),
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
  const x = mailTexts(r.locale);
  await enqueueMail(
    db,
    mailFromLines({
      dedupeKey: `camp-switch-payment:${moveId}`,
      to: r.pog1_email,
      subject: x.t('move.differenceSubject', { camp: textIn(r.camp_name, r.camp_name_es, x.locale) }),
      lines: [
        x.t('mail.greeting', { name: r.pog1_first_name }),
        '',
        x.t('move.arranged', {
          player: `${r.player_first_name} ${r.player_last_name}`,
          from: sessionName(x, found.sessions.from),
          to: sessionName(x, found.sessions.to),
          amount: x.money(m.difference),
        }),
        m.holdExpiresAt
          ? x.t('move.heldUntil', { until: x.instant(m.holdExpiresAt, r.time_zone) })
          : x.t('move.heldUntilLinkExpires'),
        checkoutUrl,
        '',
        x.t('move.untilPaid'),
        `${appUrl}${webRoutes.myRegistrations}`,
        '',
        brandName,
      ],
    }),
    at,
  );
}

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

/**
 * What both mails of a move say it from: the move, the registration's payment row, the owner's
 * language, and the family's mail to, its subject (naming the camp) and its first lines (the
 * greeting, then `said` of the player and the two sessions); undefined when either is gone.
 */
async function moveMailOf(
  db: Executor,
  moveId: number,
  subject: 'move.subject' | 'move.differenceSubject',
  said: 'move.moved' | 'move.arranged',
) {
  const found = await findMove(db, moveId);
  const r = found ? await findPaymentDetails(db, found.registrationId) : undefined;
  if (!found || !r) return undefined;
  const m = found.move;
  const x = mailTexts(r.locale);
  const opening = [
    x.t('mail.greeting', { name: r.pog1_first_name }),
    '',
    x.t(said, {
      player: `${r.player_first_name} ${r.player_last_name}`,
      from: sessionName(x, found.sessions.from),
      to: sessionName(x, found.sessions.to),
      amount: x.money(m.difference),
    }),
  ];
  const head = {
    locale: x.locale,
    to: r.pog1_email,
    subject: x.t(subject, { camp: textIn(r.camp_name, r.camp_name_es, x.locale) }),
  };
  return { m, r, x, head, opening };
}

/** The mails of a move to another session: its confirmation, and the link to pay a difference, in the owner's saved language. */

/**
 * Confirms a completed move to the parent: where and when now, and the money as it stands (a
 * refund is said to be requested, never promised as paid: the refund's own mail says so when
 * it is). Without `money` the move completed when its difference was paid.
 */
export async function switchMail(trx: Executor, moveId: number, appUrl: string, money?: MoveMoney) {
  const mail = await moveMailOf(trx, moveId, 'move.subject', 'move.moved');
  if (!mail) return null;
  const { m, r, x } = mail;
  return mailFromLines({
    dedupeKey: `camp-switched:${moveId}`,
    ...mail.head,
    lines: [
      ...mail.opening,
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
  const mail = await moveMailOf(db, moveId, 'move.differenceSubject', 'move.arranged');
  if (!mail) return;
  const { m, r, x } = mail;
  await enqueueMail(
    db,
    mailFromLines({
      dedupeKey: `camp-switch-payment:${moveId}`,
      ...mail.head,
      lines: [
        ...mail.opening,
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

import { webRoutes } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { brandName } from '../../mail/mail-layout.js';
import { mailFromLines, type OutgoingMail } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';

/**
 * The family's mails about a refund say only what has happened: asked for (at the cancel or the
 * staff refund), sent (the provider's refund succeeded), or held up (it failed; the office is on
 * it). A refund is never promised as done before the provider says so.
 */

/** What a registration's mails name: the product, the player or team, where mail goes, in which language. */
export interface RefundSubject {
  productName: string;
  description: string;
  customerEmail: string;
  /** The owner's saved language (English without one). */
  locale: string | null;
}

/**
 * A family's mail about a registration's money, in its language: greeting, what happened (the
 * lines, given the texts), the way to its registrations.
 */
function familyMail(
  dedupeKey: string,
  about: RefundSubject,
  appUrl: string,
  write: (x: MailTexts, named: string) => { subject: string; lines: string[] },
): OutgoingMail {
  const x = mailTexts(about.locale);
  // What a mail calls the registration: 'Summer Camp (Ava Smith, June 1 to June 5)'.
  const named = x.t('refund.named', { product: about.productName, description: about.description });
  const { subject, lines } = write(x, named);
  return mailFromLines({
    dedupeKey,
    to: about.customerEmail,
    subject,
    locale: x.locale,
    lines: [
      x.t('mail.hello'),
      '',
      ...lines,
      '',
      x.t('mail.yourRegistrations', { url: `${appUrl}${webRoutes.myRegistrations}` }),
      '',
      brandName,
    ],
  });
}

/** The line a mail writes about a refund that has been asked for and not yet confirmed. */
const refundRequestedLine = (x: MailTexts, cents: number) =>
  x.t('refund.requestedLine', { amount: x.money(dollars(cents)) });

export const cancellationMail = (
  dedupeKey: string,
  about: RefundSubject,
  refundCents: number,
  appUrl: string,
  /** Given back as account credit (decision 0096). */
  creditCents = 0,
) =>
  familyMail(dedupeKey, about, appUrl, (x, named) => ({
    subject: x.t('cancellation.subject', { product: about.productName }),
    lines: [
      x.t('cancellation.cancelled', { named }),
      ...(refundCents > 0 ? [refundRequestedLine(x, refundCents)] : []),
      ...(creditCents > 0 ? [x.t('cancellation.credit', { amount: x.money(dollars(creditCents)) })] : []),
      ...(refundCents <= 0 && creditCents <= 0 ? [x.t('cancellation.noRefund')] : []),
    ],
  }));

/** A refund asked for without a cancel (staff giving money back, a payment the ledger could not take). */
export const refundRequestedMail = (dedupeKey: string, about: RefundSubject, cents: number, appUrl: string) =>
  familyMail(dedupeKey, about, appUrl, (x, named) => ({
    subject: x.t('refundRequested.subject', { amount: x.money(dollars(cents)) }),
    lines: [x.t('refundRequested.body', { named }), refundRequestedLine(x, cents)],
  }));

/** Staff gave back part of what account credit paid: it is credit again, not a card refund. */
export const creditReturnedMail = (dedupeKey: string, about: RefundSubject, cents: number, appUrl: string) =>
  familyMail(dedupeKey, about, appUrl, (x, named) => ({
    subject: x.t('creditReturned.subject', { amount: x.money(dollars(cents)) }),
    lines: [x.t('creditReturned.body', { amount: x.money(dollars(cents)), named })],
  }));

export const refundSentMail = (dedupeKey: string, about: RefundSubject, cents: number, appUrl: string) =>
  familyMail(dedupeKey, about, appUrl, (x, named) => ({
    subject: x.t('refundSent.subject', { amount: x.money(dollars(cents)) }),
    lines: [x.t('refundSent.body', { amount: x.money(dollars(cents)), named }), x.t('refundSent.statement')],
  }));

export const refundFailedMail = (dedupeKey: string, about: RefundSubject, cents: number, appUrl: string) =>
  familyMail(dedupeKey, about, appUrl, (x, named) => ({
    subject: x.t('refundFailed.subject', { amount: x.money(dollars(cents)) }),
    lines: [x.t('refundFailed.body', { amount: x.money(dollars(cents)), named }), x.t('refundFailed.office')],
  }));

/** The office's notice of a failed refund, in the office's language: which registration and why, not the family's details. */
export function refundFailedOfficeMail(
  dedupeKey: string,
  to: string,
  r: {
    id: number;
    kind: string;
    registrationId: number;
    cents: number;
    reason: string | null;
    productName: string;
  },
  x: MailTexts = mailTexts('en'),
): OutgoingMail {
  const about = { amount: x.money(dollars(r.cents)), kind: r.kind, registration: r.registrationId };
  return mailFromLines({
    dedupeKey,
    to,
    subject: x.t('office.refundFailedSubject', about),
    locale: x.locale,
    lines: [
      x.t('office.refundFailedBody', { ...about, refund: r.id, product: r.productName }),
      x.t('office.refundFailedReason', { reason: r.reason ?? x.t('office.refundFailedNoReason') }),
      '',
      x.t('office.refundFailedNext'),
    ],
  });
}

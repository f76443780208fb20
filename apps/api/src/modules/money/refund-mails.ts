import { formatMoney, webRoutes } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { mailFromLines, type OutgoingMail } from '../../mail/outbox.js';

/**
 * The family's mails about a refund say only what has happened: asked for (at the cancel or the
 * staff refund), sent (the provider's refund succeeded), or held up (it failed; the office is on
 * it). A refund is never promised as done before the provider says so.
 */

/** What a registration's mails name: the product, the player or team, and where mail goes. */
export interface RefundSubject {
  productName: string;
  description: string;
  customerEmail: string;
}

const signature = (appUrl: string) => [
  '',
  `Your registrations: ${appUrl}${webRoutes.myRegistrations}`,
  '',
  'Touchline Soccer Academy',
];

/** The line a mail writes about a refund that has been asked for and not yet confirmed. */
export const refundRequestedLine = (cents: number) =>
  `We have asked our card processor to refund ${formatMoney(dollars(cents))} to the card you paid with. We will e-mail you again when the refund has been sent.`;

/** A family's mail about a registration's money: greeting, what happened, the way to its registrations. */
const familyMail = (
  dedupeKey: string,
  about: RefundSubject,
  subject: string,
  lines: string[],
  appUrl: string,
): OutgoingMail =>
  mailFromLines({
    dedupeKey,
    to: about.customerEmail,
    subject,
    lines: ['Hello,', '', ...lines, ...signature(appUrl)],
  });

/** What a mail calls the registration: 'Summer Camp (Ava Smith, June 1 to June 5)'. */
const named = (about: RefundSubject) => `${about.productName} (${about.description})`;

export const cancellationMail = (
  dedupeKey: string,
  about: RefundSubject,
  refundCents: number,
  appUrl: string,
) =>
  familyMail(
    dedupeKey,
    about,
    `Registration cancelled: ${about.productName}`,
    [
      `This registration is cancelled: ${named(about)}.`,
      refundCents > 0 ? refundRequestedLine(refundCents) : 'There is no refund for this registration.',
    ],
    appUrl,
  );

/** A refund asked for without a cancel (staff giving money back, a payment the ledger could not take). */
export const refundRequestedMail = (dedupeKey: string, about: RefundSubject, cents: number, appUrl: string) =>
  familyMail(
    dedupeKey,
    about,
    `Refund requested: ${formatMoney(dollars(cents))}`,
    [`A refund for ${named(about)} has been requested.`, refundRequestedLine(cents)],
    appUrl,
  );

export const refundSentMail = (dedupeKey: string, about: RefundSubject, cents: number, appUrl: string) =>
  familyMail(
    dedupeKey,
    about,
    `Refund sent: ${formatMoney(dollars(cents))}`,
    [
      `We have refunded ${formatMoney(dollars(cents))} for ${named(about)} to the card you paid with.`,
      'Depending on your bank it shows on your statement within 5 to 10 business days.',
    ],
    appUrl,
  );

export const refundFailedMail = (dedupeKey: string, about: RefundSubject, cents: number, appUrl: string) =>
  familyMail(
    dedupeKey,
    about,
    `Refund delayed: ${formatMoney(dollars(cents))}`,
    [
      `Our card processor could not complete the refund of ${formatMoney(dollars(cents))} for ${named(about)}.`,
      'Our office has been told and is looking at it; we will contact you. You do not need to do anything.',
    ],
    appUrl,
  );

/** The office's notice of a failed refund: which registration and why, not the family's details. */
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
): OutgoingMail {
  return mailFromLines({
    dedupeKey,
    to,
    subject: `Refund failed: ${formatMoney(dollars(r.cents))} (${r.kind} registration ${r.registrationId})`,
    lines: [
      `Refund ${r.id} of ${formatMoney(dollars(r.cents))} for ${r.kind} registration ${r.registrationId} (${r.productName}) failed at the payment provider.`,
      `Reason: ${r.reason ?? 'not given'}`,
      '',
      'The family was told the office is looking at it. Retry it or contact them from the registration reports.',
    ],
  });
}

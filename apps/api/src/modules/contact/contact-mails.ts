import {
  type ContactMessageRequest,
  defaultLocale,
  type fieldRentalRequestSchema,
  type Locale,
} from '@soccer/contracts';
import type { z } from 'zod';
import { escapeHtml, mailFromLines, type OutgoingMail } from '../../mail/outbox.js';
import { type MailTexts, mailTexts } from '../../mail/texts.js';

type Contact = Required<Omit<ContactMessageRequest, 'id' | 'dateCreated' | 'RecaptchaValue'>>;
/** An inquiry as saved: its location as the facility's label (null: no preference). */
export type Rental = Omit<
  z.output<typeof fieldRentalRequestSchema>,
  'id' | 'RecaptchaValue' | 'operationId' | 'location'
> & { location: string | null };

/** The office's copy: one row per field, the table saying its language when it is not English. */
function mail(
  dedupeKey: string,
  to: string,
  subject: string,
  rows: [string, string][],
  locale: Locale,
): OutgoingMail {
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const html = `<table${locale === defaultLocale ? '' : ` lang="${locale}"`}>${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;
  return { dedupeKey, to, subject, text, html };
}

const orNone = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

/** The row that tells the office which language the sender wrote in (to answer in it). */
const languageRow = (x: MailTexts, sender: Locale): [string, string] => [
  x.t('office.language'),
  x.t('office.languageName', { locale: sender }),
];

/**
 * The business's copy of a contact message, in the office's language (`OFFICE_LOCALE`), saying
 * which language the sender used.
 */
export function contactNotification(
  id: number,
  to: string,
  m: Contact,
  sender: Locale,
  x: MailTexts = mailTexts('en'),
): OutgoingMail {
  return mail(
    `contact:${id}`,
    to,
    x.t('office.contactSubject', { subject: m.subject }).slice(0, 200),
    [
      [x.t('office.from'), `${m.firstName} ${m.lastName}`],
      [x.t('office.email'), m.email],
      [x.t('office.phone'), m.telephone || '—'],
      [x.t('office.subject'), m.subject],
      [x.t('office.message'), m.message],
      languageRow(x, sender),
    ],
    x.locale,
  );
}

/** What an inquiry asked for, as rows (the business's copy and the sender's acknowledgement, each in its reader's language). */
function rentalRows(r: Rental, x: MailTexts): [string, string][] {
  return [
    [x.t('rental.name'), r.fullName],
    [x.t('rental.email'), r.email],
    [x.t('rental.phone'), r.telephone],
    [
      x.t('rental.address'),
      [r.streetAddress1, r.streetAddress2, r.city, r.state, r.zipCode].filter(Boolean).join(', ') || '—',
    ],
    [x.t('rental.location'), r.location ?? x.t('rental.noPreference')],
    [x.t('rental.date'), x.date(r.datePreferred)],
    [x.t('rental.time'), r.timePreferred || '—'],
    [x.t('rental.hours'), r.numberOfHours || '—'],
    [x.t('rental.fields'), r.numberOfFields || '—'],
    [x.t('rental.children'), orNone(r.numberOfChildren)],
    [x.t('rental.childAge'), orNone(r.childAge)],
    [x.t('rental.message'), r.message || '—'],
  ];
}

/** The business's copy of a birthday-party field rental inquiry, in the office's language. */
export function rentalNotification(
  id: number,
  to: string,
  r: Rental,
  sender: Locale,
  x: MailTexts = mailTexts('en'),
): OutgoingMail {
  return mail(
    `rental:${id}`,
    to,
    x.t('office.rentalSubject', { name: r.fullName }).slice(0, 200),
    [...rentalRows(r, x), languageRow(x, sender)],
    x.locale,
  );
}

// The acknowledgements go to whatever address the form was given, so their subjects are fixed
// (nothing typed by the sender is in them) and everything quoted is escaped in the HTML part.
// Their senders have no account: they are written in the language the site showed when the form
// was sent (decision 0060).

/** The sender's copy of a contact message: received, when to expect an answer, what was sent. */
export function contactAcknowledgement(
  id: number,
  businessEmail: string,
  m: Contact,
  x: MailTexts = mailTexts('en'),
): OutgoingMail {
  return mailFromLines({
    dedupeKey: `contact-ack:${id}`,
    to: m.email,
    subject: x.t('contactAck.subject'),
    locale: x.locale,
    lines: [
      x.t('mail.greeting', { name: m.firstName }),
      '',
      x.t('contactAck.thanks'),
      x.t('contactAck.meanwhile', { email: businessEmail }),
      '',
      x.t('contactAck.whatYouSent'),
      x.t('contactAck.subjectLine', { subject: m.subject }),
      ...m.message.split('\n'),
    ],
  });
}

/** The sender's copy of a party inquiry: received, what happens next, what was asked. */
export function rentalAcknowledgement(
  id: number,
  businessEmail: string,
  r: Rental,
  x: MailTexts = mailTexts('en'),
): OutgoingMail {
  const rows = rentalRows(r, x);
  return mailFromLines({
    dedupeKey: `rental-ack:${id}`,
    to: r.email,
    subject: x.t('rentalAck.subject'),
    locale: x.locale,
    lines: [
      x.t('mail.greeting', { name: r.fullName }),
      '',
      x.t('rentalAck.thanks'),
      x.t('rentalAck.notBooked'),
      x.t('rentalAck.meanwhile', { email: businessEmail }),
      '',
      x.t('rentalAck.whatYouAsked'),
      ...rows.flatMap(([k, v]) => `${k}: ${v}`.split('\n')),
    ],
  });
}

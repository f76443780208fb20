import type { ContactMessageRequest, fieldRentalRequestSchema } from '@soccer/contracts';
import type { z } from 'zod';
import { escapeHtml, mailFromLines, type OutgoingMail } from '../../mail/outbox.js';

type Contact = Required<Omit<ContactMessageRequest, 'id' | 'dateCreated' | 'RecaptchaValue'>>;
/** An inquiry as saved: its location as the facility's label (null: no preference). */
export type Rental = Omit<
  z.output<typeof fieldRentalRequestSchema>,
  'id' | 'RecaptchaValue' | 'operationId' | 'location'
> & { location: string | null };

function mail(dedupeKey: string, to: string, subject: string, rows: [string, string][]): OutgoingMail {
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const html = `<table>${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;
  return { dedupeKey, to, subject, text, html };
}

const orNone = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

/** The business's copy of a contact message. */
export function contactNotification(id: number, to: string, m: Contact): OutgoingMail {
  return mail(`contact:${id}`, to, `Website message: ${m.subject}`.slice(0, 200), [
    ['From', `${m.firstName} ${m.lastName}`],
    ['Email', m.email],
    ['Phone', m.telephone || '—'],
    ['Subject', m.subject],
    ['Message', m.message],
  ]);
}

/** What an inquiry asked for, as rows (the business's copy and the sender's acknowledgement). */
function rentalRows(r: Rental): [string, string][] {
  return [
    ['Name', r.fullName],
    ['Email', r.email],
    ['Phone', r.telephone],
    [
      'Address',
      [r.streetAddress1, r.streetAddress2, r.city, r.state, r.zipCode].filter(Boolean).join(', ') || '—',
    ],
    ['Location', r.location ?? 'No preference'],
    ['Preferred date', r.datePreferred],
    ['Preferred time', r.timePreferred || '—'],
    ['Hours', r.numberOfHours || '—'],
    ['Fields', r.numberOfFields || '—'],
    ['Children', orNone(r.numberOfChildren)],
    ["Birthday child's age", orNone(r.childAge)],
    ['Message', r.message || '—'],
  ];
}

/** The business's copy of a birthday-party field rental inquiry. */
export function rentalNotification(id: number, to: string, r: Rental): OutgoingMail {
  return mail(`rental:${id}`, to, `Field rental inquiry from ${r.fullName}`.slice(0, 200), rentalRows(r));
}

// The acknowledgements go to whatever address the form was given, so their subjects are fixed
// (nothing typed by the sender is in them) and everything quoted is escaped in the HTML part.

/** The sender's copy of a contact message: received, when to expect an answer, what was sent. */
export function contactAcknowledgement(id: number, businessEmail: string, m: Contact): OutgoingMail {
  return mailFromLines({
    dedupeKey: `contact-ack:${id}`,
    to: m.email,
    subject: 'We received your message',
    lines: [
      `Hi ${m.firstName},`,
      '',
      'Thank you for writing to Touchline Soccer Academy. Your message reached us, and a coach or someone from our office will answer you by e-mail, usually within one business day.',
      `If anything changes meanwhile, reply to this e-mail or write to ${businessEmail}. If you did not send this message, you can ignore this e-mail.`,
      '',
      'What you sent:',
      `Subject: ${m.subject}`,
      ...m.message.split('\n'),
    ],
  });
}

/** The sender's copy of a party inquiry: received, what happens next, what was asked. */
export function rentalAcknowledgement(id: number, businessEmail: string, r: Rental): OutgoingMail {
  const rows = rentalRows(r);
  return mailFromLines({
    dedupeKey: `rental-ack:${id}`,
    to: r.email,
    subject: 'We received your birthday party inquiry',
    lines: [
      `Hi ${r.fullName},`,
      '',
      'Thank you for thinking of Touchline Soccer Academy for your party. We will check which fields are free on your preferred date and reply by e-mail, usually within one business day, with availability and a price.',
      'Nothing is booked yet: the date is reserved only once you have confirmed with us.',
      `Questions meanwhile? Reply to this e-mail or write to ${businessEmail}. If you did not send this inquiry, you can ignore this e-mail.`,
      '',
      'What you asked for:',
      ...rows.flatMap(([k, v]) => `${k}: ${v}`.split('\n')),
    ],
  });
}

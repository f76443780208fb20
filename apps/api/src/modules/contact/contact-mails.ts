import type { ContactMessageRequest, FieldRentalRequest } from '@soccer/contracts';
import { escapeHtml, type OutgoingMail } from '../../mail/outbox.js';

type Contact = Required<Omit<ContactMessageRequest, 'id' | 'dateCreated' | 'RecaptchaValue'>>;
type Rental = Required<Omit<FieldRentalRequest, 'id' | 'RecaptchaValue' | 'operationId'>>;

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

/** The business's copy of a birthday-party field rental inquiry. */
export function rentalNotification(id: number, to: string, r: Rental): OutgoingMail {
  return mail(`rental:${id}`, to, `Field rental inquiry from ${r.fullName}`.slice(0, 200), [
    ['Name', r.fullName],
    ['Email', r.email],
    ['Phone', r.telephone],
    [
      'Address',
      [r.streetAddress1, r.streetAddress2, r.city, r.state, r.zipCode].filter(Boolean).join(', ') || '—',
    ],
    ['Preferred date', r.datePreferred],
    ['Preferred time', r.timePreferred || '—'],
    ['Hours', r.numberOfHours || '—'],
    ['Fields', r.numberOfFields || '—'],
    ['Message', r.message || '—'],
  ]);
}

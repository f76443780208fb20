import { defaultLocale, type Locale } from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** A file sent with a mail (the payment mail's calendar); the text is sent as UTF-8. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  /** Identifies what caused the mail (e.g. `camp-paid:42`); a second enqueue with it is ignored. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers: a non-essential mail's one-click unsubscribe (`List-Unsubscribe`, decision 0069). */
  headers?: Record<string, string>;
}

/** Mails due and unsent, when the oldest of them was due, and mails that gave up (for /metrics). */
export async function outboxBacklog(db: Kysely<Database>, now: Date) {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.min('next_attempt_at').as('oldest')])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now.toISOString())]),
        eb('status', '=', 'failed'),
      ]),
    )
    .groupBy('status')
    .execute();
  const pending = rows.find((r) => r.status === 'pending');
  return {
    waiting: Number(pending?.n ?? 0),
    oldestSeconds: pending?.oldest
      ? Math.max(0, (now.getTime() - Date.parse(String(pending.oldest))) / 1000)
      : 0,
    failed: Number(rows.find((r) => r.status === 'failed')?.n ?? 0),
  };
}

/**
 * Queues a mail in the same transaction as the change that causes it, so the mail exists
 * exactly when the change does. Delivery happens later (mail-sender).
 */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: OutgoingMail,
  now = new Date(),
) {
  // An address erased at the family's request: nothing to send.
  if (!mail.to) return;
  const at = now.toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      dedupe_key: mail.dedupeKey,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * A plain mail written as lines: the text joins them, the HTML makes each non-empty one a
 * paragraph; a mail in another language than English says so (`lang`) for screen readers.
 */
export function mailFromLines(
  mail: Omit<OutgoingMail, 'text' | 'html'> & { lines: string[]; locale?: Locale },
): OutgoingMail {
  const { lines, locale, ...head } = mail;
  const paragraphs = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return {
    ...head,
    text: lines.join('\n'),
    html: locale && locale !== defaultLocale ? `<div lang="${locale}">${paragraphs}</div>` : paragraphs,
  };
}

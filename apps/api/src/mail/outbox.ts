import { defaultLocale, type Locale } from '@soccer/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** A file sent with a mail (the payment mail's calendar); the text is sent as UTF-8. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** `base64`: `content` holds a binary file (a receipt's PDF) in Base64; absent: text. */
  encoding?: 'base64';
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

/** A mail as its outbox row, waiting from `at`. */
function outboxRow(mail: OutgoingMail, at: string) {
  return {
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
  await enqueueMails(db, [mail], now);
}

/** Rows of mails queued in one statement (a bulk message queues thousands). */
const outboxBatch = 500;

/**
 * Queues many mails in the caller's transaction, a few statements for thousands of mails (a
 * message from the office); the same rules as `enqueueMail`: a mail to an address erased at the
 * family's request is not queued, and a dedupe key already queued is not queued again.
 */
export async function enqueueMails(
  db: Kysely<Database> | Transaction<Database>,
  mails: readonly OutgoingMail[],
  now = new Date(),
) {
  const at = now.toISOString();
  const rows = mails.filter((m) => m.to).map((mail) => outboxRow(mail, at));
  for (let i = 0; i < rows.length; i += outboxBatch)
    await db
      .insertInto('mail_outbox')
      .values(rows.slice(i, i + outboxBatch))
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

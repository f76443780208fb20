import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema.js';
import type { MailAttachment } from './outbox.js';

export interface Transport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: MailAttachment[];
    headers?: Record<string, string>;
    /**
     * The same for every attempt at one outbox row, so a copy sent again after a crash is the
     * same message to the receiving server and the reader's mail program (decision 0079).
     */
    messageId?: string;
  }): Promise<unknown>;
  /** Closes the pooled connections (the sender's stop). */
  close?(): void;
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
}

export function smtpTransport(options: SmtpOptions): Transport {
  return nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
    // The local mailbox has no TLS; real servers negotiate STARTTLS.
    ignoreTLS: !options.secure && options.host === 'localhost',
    connectionTimeout: 10_000,
    // One connection per mail caps a bulk message at a few mails a second; a pool keeps them open.
    pool: true,
    maxConnections: 4,
  });
}

const maxAttempts = 12;
/** Mails claimed per pass; a full pass is followed by the next at once, not after the poll. */
const batchSize = 50;
/** Mails sent side by side, each on a connection of the pool. */
const concurrency = 4;

/** The receiving server refused the mail for good (an SMTP 5xx reply): it bounced; trying again will not help. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
const lockMs = 60_000;

/** The Message-ID of an outbox row: `<outbox-42@touchline.example>`, the domain taken from the sender's address. */
export function outboxMessageId(id: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${id}@${domain}>`;
}

/**
 * Delivers the outbox. Each row is claimed with a conditional UPDATE (only one instance can win
 * it, on either engine), sent, then marked sent; a failure backs off exponentially. A crash
 * between send and mark can repeat one mail after the lock expires: at-least-once, by design.
 */
export function createMailSender(deps: {
  db: Kysely<Database>;
  transport: Transport;
  from: string;
  log: FastifyBaseLogger;
  pollMs: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  /** Rows the last pass found due: a full batch means more are waiting. */
  let lastDue = 0;

  async function deliverDue(now = new Date()): Promise<number> {
    const at = now.toISOString();
    const due = await deps.db
      .selectFrom('mail_outbox')
      .select(['id'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('id')
      .limit(batchSize)
      .execute();
    lastDue = due.length;
    let sent = 0;
    const deliverOne = async (id: number) => {
      const claimed = await deps.db
        .updateTable('mail_outbox')
        .set({ locked_until: new Date(now.getTime() + lockMs).toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const mail = await deps.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      try {
        await deps.transport.sendMail({
          from: deps.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          messageId: outboxMessageId(id, deps.from),
          ...(mail.attachments ? { attachments: JSON.parse(mail.attachments) as MailAttachment[] } : {}),
          ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
        });
        await deps.db
          .updateTable('mail_outbox')
          .set({
            status: 'sent',
            sent_at: new Date().toISOString(),
            locked_until: null,
            attempts: mail.attempts + 1,
          })
          .where('id', '=', id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const bounced = isPermanentRefusal(error);
        const backoffMs = Math.min(2 ** attempts * 1000, 15 * 60_000);
        deps.log.warn({ err: error, mailId: id, attempts }, 'mail delivery failed; will retry');
        await deps.db
          .updateTable('mail_outbox')
          .set({
            status: bounced ? 'bounced' : attempts >= maxAttempts ? 'failed' : 'pending',
            attempts,
            last_error: String(error).slice(0, 500),
            next_attempt_at: new Date(Date.now() + backoffMs).toISOString(),
            locked_until: null,
          })
          .where('id', '=', id)
          .execute();
      }
    };
    // A few at once over the pooled connections: one at a time waits out every SMTP round trip.
    const queue = due.map((row) => row.id);
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) await deliverOne(id);
      }),
    );
    return sent;
  }

  function tick() {
    if (stopped) return;
    let full = false;
    running = deliverDue()
      .then((sent) => {
        full = sent > 0 && lastDue === batchSize;
        return sent;
      })
      .catch((error) => {
        deps.log.error({ err: error }, 'mail sender pass failed');
        return 0;
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, full ? 0 : deps.pollMs);
      });
  }

  return {
    deliverDue,
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      deps.transport.close?.();
    },
  };
}

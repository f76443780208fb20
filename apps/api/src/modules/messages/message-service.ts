import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import {
  dailyTimes,
  fillPlaceholders,
  type MailDeliveryState,
  mailDeliveryStates,
  type OfficeAudience,
  type OfficeAudienceCount,
  type OfficeMessageDetail,
  type OfficeMessageStatus,
  type OfficeMessageSummary,
  officeMessageLimits,
  type officeMessageSchema,
  officeMessageTexts,
  type TextConsent,
  type TextDeliveryState,
  type textConsentSchema,
  textDeliveryStates,
  toE164,
  zonedIsoDateTime,
} from '@soccer/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import type { Database } from '../../db/schema.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { enqueueMails, mailFromLines } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import { audit } from '../audit/audit-repository.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailChoicesService } from '../mail-choices/mail-choices-service.js';
import {
  type AudienceRow,
  audienceExists,
  audienceRows,
  finishSending,
  hasQueuedTexts,
  holdForBatch,
  insertRecipients,
  localesOf,
  recipientCount,
  recipientsWithMail,
  takeForSending,
  textNumbersOf,
  writtenAccounts,
} from './messages-repository.js';
import type { TextSending } from './text-sending.js';

/**
 * The longest the delivery renders copies before it lets the server answer its requests (a turn
 * of the event loop). A registration holds its session's row lock across several statements, and
 * each of them waits for a turn: a long slice of rendering lengthens every hold (decision 0088).
 */
const renderSliceMs = 2;
/**
 * How long a delivery holds a message it is writing without writing a batch: past it, the
 * message's job on any server takes the message over (a delivery that died, decision 0088).
 */
const sendingHoldMs = 30_000;

export const messageJobs = { send: 'office-message-send', texts: 'office-message-texts' } as const;

type MessageRow = Selectable<Database['office_messages']>;

/** One account a message reaches, with its players (or teams) and what it reads them in. */
export interface Recipient {
  accountId: string;
  email: string;
  locale: string;
  /** The number that takes texts; null when none opted in. */
  phone: string | null;
  rows: AudienceRow[];
}

const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const startWords = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

/** The outbox's states as a person reads them (contracts `mailDeliveryStates`). */
function mailState(status: string | null): MailDeliveryState {
  if (status === 'sent' || status === 'failed' || status === 'bounced') return status;
  return 'queued';
}

export function createMessageService(
  deps: ServiceDeps,
  collaborators: { jobs: JobQueue; texts: TextSending; mailChoices: MailChoicesService },
) {
  const { db, clock, log } = deps;
  const { jobs, texts, mailChoices } = collaborators;

  /**
   * THE choice of who a message goes to: every account the audience names, once, with its
   * language and its number that takes texts. Urgent messages (safety) always go; a
   * non-urgent one is office news, which a family may have turned off (decision 0069).
   */
  async function recipientsOf(
    audience: OfficeAudience,
    urgent: boolean,
    executor = db,
  ): Promise<Recipient[]> {
    const rows = await audienceRows(executor, audience);
    const byAccount = new Map<string, AudienceRow[]>();
    for (const row of rows) {
      const list = byAccount.get(row.accountId);
      if (list) list.push(row);
      else byAccount.set(row.accountId, [row]);
    }
    const ids = [...byAccount.keys()];
    const [locales, phones] = await Promise.all([localesOf(executor, ids), textNumbersOf(executor, ids)]);
    const all = ids.map((accountId) => {
      const own = byAccount.get(accountId)!;
      return {
        accountId,
        email: own[0]!.email,
        locale: locales.get(accountId) ?? 'en',
        phone: phones.get(accountId) ?? null,
        rows: own,
      };
    });
    return urgent ? all : mailChoices.withKindOn('officeNews', all, (r) => r.accountId, executor);
  }

  /** A start as a reader reads it; formatting a date is the slow part of rendering thousands, so each is made once. */
  const starts = new Map<string, string>();
  function startText(row: AudienceRow, locale: string) {
    const key = `${locale}|${row.startDate}|${row.timeBlock ?? ''}|${row.timeZone}`;
    let text = starts.get(key);
    if (text === undefined) {
      const x = mailTexts(locale);
      const times = row.timeBlock ? dailyTimes(row.timeBlock) : null;
      text = times
        ? x.instant(zonedIsoDateTime(row.startDate, times.start, row.timeZone), row.timeZone)
        : x.date(row.startDate);
      if (starts.size > 1000) starts.clear();
      starts.set(key, text);
    }
    return text;
  }

  function placeholderValues(recipient: Recipient, locale: string) {
    const x = mailTexts(locale);
    const first = recipient.rows[0]!;
    const names = [...new Set(recipient.rows.map((r) => r.firstName))];
    return {
      firstName: names.join(x.t('office.namesJoin')),
      camp: x.locale === 'es' && first.itemNameEs ? first.itemNameEs : first.itemName,
      start: startText(first, x.locale),
    };
  }

  function render(message: MessageRow, recipient: Recipient) {
    const spanish = recipient.locale === 'es';
    const values = placeholderValues(recipient, recipient.locale);
    const pick = (en: string, es: string) => fillPlaceholders(spanish && es ? es : en, values);
    const subject = pick(message.subject, message.subject_es);
    return {
      subject: message.urgent ? mailTexts(recipient.locale).t('office.urgentSubject', { subject }) : subject,
      body: pick(message.body, message.body_es),
      text: pick(message.text_body || message.subject, message.text_body_es || message.subject_es),
    };
  }

  const mailKey = (messageId: number, accountId: string) => `office-message:${messageId}:${accountId}`;

  /** Deliveries running in this process, by message. */
  const deliveries = new Map<number, Promise<number>>();
  const holdUntil = () => new Date(clock().getTime() + sendingHoldMs).toISOString();
  /**
   * Looks at the message again when a delivery's hold would run out: it resumes one that stopped.
   * No singleton key: the message's own job may be waiting too, and must not take its place.
   */
  const watch = (messageId: number, at: Date) => jobs.enqueue(messageJobs.send, { messageId }, { at });

  /** A recipient's copy as its outbox mail and its row (with its text, urgent only). */
  function recipientParts(message: MessageRow, r: Recipient, now: string) {
    const urgent = message.urgent === 1;
    const out = render(message, r);
    const key = mailKey(message.id, r.accountId);
    const x = mailTexts(r.locale);
    const mail = mailFromLines({
      dedupeKey: key,
      to: r.email,
      subject: out.subject,
      lines: out.body.split(/\r?\n/),
      locale: x.locale,
    });
    const text = urgent && r.phone && texts.enabled ? out.text : null;
    return {
      // News carries its one-click unsubscribe (RFC 8058); a safety message has none to offer.
      mail: urgent ? mail : mailChoices.withUnsubscribe(mail, 'officeNews', { account: r.accountId, x }),
      row: {
        message_id: message.id,
        account_id: r.accountId,
        email: r.email,
        locale: r.locale,
        mail_key: key,
        phone: text ? r.phone : null,
        text_body: text,
        text_status: text ? 'queued' : null,
        text_sid: null,
        text_error: null,
        text_updated_at: text ? now : null,
      } satisfies Parameters<typeof insertRecipients>[1][number],
    };
  }

  async function deliverInBatches(messageId: number): Promise<number> {
    const now = clock();
    const message = await db
      .selectFrom('office_messages')
      .selectAll()
      .where('id', '=', messageId)
      .where('status', 'in', ['scheduled', 'sending'] satisfies OfficeMessageStatus[])
      .executeTakeFirst();
    if (!message) return 0;
    if (message.status === 'sending' && message.sending_until && message.sending_until >= now.toISOString()) {
      // Another server is writing its batches: look again when its hold would run out.
      await watch(messageId, new Date(Date.parse(message.sending_until) + 1000));
      return 0;
    }
    const recipients = await recipientsOf(
      JSON.parse(message.audience) as OfficeAudience,
      message.urgent === 1,
    );
    // A job behind every take: should this process die mid-way, it finds the hold run out and resumes.
    await watch(messageId, new Date(now.getTime() + sendingHoldMs + 1000));
    const sender = randomUUID();
    if (!(await takeForSending(db, messageId, { sender, now: now.toISOString(), until: holdUntil() })))
      return 0;
    const written = await writtenAccounts(db, messageId);
    const todo = recipients.filter((r) => !written.has(r.accountId));
    let wrote = 0;
    let held = true;
    for (let i = 0; held && i < todo.length; i += officeMessageLimits.sendBatch) {
      const at = clock().toISOString();
      const parts: ReturnType<typeof recipientParts>[] = [];
      let slice = performance.now();
      for (const r of todo.slice(i, i + officeMessageLimits.sendBatch)) {
        if (performance.now() - slice > renderSliceMs) {
          await yieldToRequests();
          slice = performance.now();
        }
        parts.push(recipientParts(message, r, at));
      }
      held = await db.transaction().execute(async (trx) => {
        if (!(await holdForBatch(trx, messageId, sender, holdUntil()))) return false;
        await insertRecipients(
          trx,
          parts.map((p) => p.row),
        );
        await enqueueMails(
          trx,
          parts.map((p) => p.mail),
          new Date(at),
        );
        return true;
      });
      if (held) wrote += parts.length;
      await yieldToRequests();
    }
    const finished = held && (await finishSending(db, messageId, sender));
    if (texts.enabled && (await hasQueuedTexts(db, messageId)))
      await jobs.enqueue(messageJobs.texts, { messageId }, { singletonKey: String(messageId) });
    log.info(
      { messageId, families: wrote, resumed: written.size, outcome: finished ? 'sent' : 'stopped' },
      'office message queued',
    );
    return wrote;
  }

  const service = {
    recipientsOf,

    /**
     * Who a message would reach if it went now, from `recipientsOf` itself: a message that is not
     * urgent leaves out the families that turned office news off (counted apart, `newsOff`), and
     * only an urgent one goes by text (decision 0078).
     */
    async countAudience(audience: OfficeAudience, urgent = false): Promise<OfficeAudienceCount> {
      if (!(await audienceExists(db, audience)))
        throw new FieldValidationError({ audience: [officeMessageTexts.audienceNotFound] });
      const everyone = await recipientsOf(audience, true);
      const reached = urgent
        ? everyone
        : await mailChoices.withKindOn('officeNews', everyone, (r) => r.accountId);
      return {
        people: reached.length,
        newsOff: everyone.length - reached.length,
        texts: urgent && texts.enabled ? reached.filter((r) => r.phone).length : 0,
      };
    },

    /**
     * Cancels a message waiting for its time, or going out (decision 0088): a conditional UPDATE
     * from `scheduled` or `sending`. Waiting, it then goes to no one: `deliver` takes only a
     * scheduled (or held-over) message. Going out, it stops between two batches: each batch
     * renews the delivery's hold on this row first in its transaction, so the batches written
     * before the cancel stay (those families get it, and the history counts them), and no batch
     * is written after. A message already sent is a 409 and stays as it is. Audited, with the
     * families it had reached.
     */
    async cancel(principal: Principal, id: number): Promise<{ id: number; status: OfficeMessageStatus }> {
      const now = clock();
      const reached = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('office_messages')
          .select(['status', 'subject', 'send_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw notFound(officeMessageTexts.messageNotFound);
        const done = await trx
          .updateTable('office_messages')
          .set({ status: 'cancelled' satisfies OfficeMessageStatus, sender: null, sending_until: null })
          .where('id', '=', id)
          .where('status', 'in', ['scheduled', 'sending'] satisfies OfficeMessageStatus[])
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) {
          const after = await trx
            .selectFrom('office_messages')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          throw conflict(
            after.status === 'cancelled'
              ? officeMessageTexts.alreadyCancelled
              : officeMessageTexts.alreadySent,
          );
        }
        // Read under the row's lock: no batch commits in between.
        const families = await recipientCount(trx, id);
        await audit(
          trx,
          principal,
          'cancelMessage',
          'officeMessage',
          id,
          { subject: before.subject, sendAt: before.send_at, reached: families },
          now,
        );
        return families;
      });
      // Texts of the batches written before the cancel still go, as their mails do.
      if (reached > 0 && texts.enabled && (await hasQueuedTexts(db, id)))
        await jobs.enqueue(messageJobs.texts, { messageId: id }, { singletonKey: String(id) });
      log.info({ messageId: id, reached }, 'office message cancelled');
      return { id, status: 'cancelled' };
    },

    /** Records a message and queues its sending, now or at its time. */
    async create(principal: Principal, input: z.output<typeof officeMessageSchema>): Promise<{ id: number }> {
      const now = clock();
      const sendAt = input.sendAt ? new Date(input.sendAt) : now;
      if (sendAt.getTime() < now.getTime() - 60_000)
        throw new FieldValidationError({ sendAt: [officeMessageTexts.sendAtPast] });
      if (!(await audienceExists(db, input.audience)))
        throw new FieldValidationError({ audience: [officeMessageTexts.audienceNotFound] });
      const a = input.audience;
      const row = await db
        .insertInto('office_messages')
        .values({
          audience_kind: a.kind,
          audience: JSON.stringify(a),
          session_id: a.kind === 'session' || a.kind === 'waitlist' ? a.sessionId : null,
          tournament_id: a.kind === 'ageGroup' ? a.tournamentId : null,
          subject: input.subject,
          body: input.body,
          subject_es: input.subjectEs,
          body_es: input.bodyEs,
          text_body: input.text,
          text_body_es: input.textEs,
          urgent: input.urgent ? 1 : 0,
          status: 'scheduled' satisfies OfficeMessageStatus,
          send_at: sendAt.toISOString(),
          created_by: principal.email,
          created_at: now.toISOString(),
          sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await jobs.enqueue(
        messageJobs.send,
        { messageId: row.id },
        { at: sendAt, singletonKey: String(row.id) },
      );
      // Sent now: its recipients and mails are queued before the answer (a few batched
      // statements); the job finds it taken. Should that fail, the job queues them instead.
      if (sendAt.getTime() <= now.getTime())
        await service.deliver(row.id).catch((error: unknown) => {
          log.warn({ err: error, messageId: row.id }, 'office message left to its job');
        });
      return { id: row.id };
    },

    /**
     * The job of a message's time, and the POST of a message sent now (decision 0088). Reads the
     * message and its recipients, takes it (`scheduled → sending`, a conditional UPDATE: a second
     * server or a repeated job finds it taken), then writes its recipients and their mails in
     * short batches, each its own transaction (`officeMessageLimits.sendBatch`), rendering each
     * batch's copies in slices of at most 2 ms between turns of the event loop; then `sending → sent`.
     * Each batch first renews the delivery's hold on the message (`holdForBatch`), so a cancel or
     * a takeover stops it between two batches. Killed mid-way, the message stays `sending`: when
     * its hold runs out, its job (queued before the take, on any server) takes it over and writes
     * the families not yet written (each once: `writtenAccounts`, and the unique keys beside).
     */
    async deliver(messageId: number): Promise<number> {
      // One delivery of a message at a time in this process (the POST's and its job's).
      for (let running = deliveries.get(messageId); running; running = deliveries.get(messageId))
        await running.catch(() => undefined);
      const delivery = deliverInBatches(messageId);
      deliveries.set(messageId, delivery);
      try {
        return await delivery;
      } finally {
        deliveries.delete(messageId);
      }
    },

    /**
     * The job that sends a message's texts through the one text sender (`text-sending`: claimed,
     * sent at most once, STOP heeded). A passing failure puts the text back and the job runs
     * again later.
     */
    async sendTexts(messageId: number): Promise<number> {
      if (!texts.enabled) return 0;
      const due = await db
        .selectFrom('office_message_recipients')
        .select(['id', 'phone', 'text_body'])
        .where('message_id', '=', messageId)
        .where('text_status', '=', 'queued')
        .orderBy('id')
        .execute();
      const { sent, retry } = await texts.send('office_message_recipients', due);
      if (retry) throw new Error('some texts are to be tried again');
      return sent;
    },

    /** The provider's report of a text's state, an office message's or a tap's. */
    textStatus: texts.status,

    /** A reply to our number: STOP (and its synonyms) opts the number out at once, START back in. */
    async inbound(params: Record<string, string>): Promise<'stopped' | 'started' | 'ignored'> {
      const word = (params.Body ?? '').trim().toUpperCase();
      const phone = params.From ?? '';
      if (!phone) return 'ignored';
      const now = clock().toISOString();
      if (stopWords.has(word)) {
        await db
          .updateTable('text_numbers')
          .set({ opted_out_at: now, updated_at: now })
          .where('phone', '=', phone)
          .where('opted_out_at', 'is', null)
          .execute();
        return 'stopped';
      }
      if (startWords.has(word)) {
        await db
          .updateTable('text_numbers')
          .set({ opted_out_at: null, updated_at: now })
          .where('phone', '=', phone)
          .execute();
        return 'started';
      }
      return 'ignored';
    },

    async history(filter: { sessionId?: number | undefined; tournamentId?: number | undefined }) {
      let query = db.selectFrom('office_messages').selectAll().orderBy('id', 'desc').limit(200);
      if (filter.sessionId) query = query.where('session_id', '=', filter.sessionId);
      if (filter.tournamentId) query = query.where('tournament_id', '=', filter.tournamentId);
      const messages = await query.execute();
      const recipients = await recipientsWithMail(
        db,
        messages.map((m) => m.id),
      );
      return messages.map((m) =>
        summary(
          m,
          recipients.filter((r) => r.message_id === m.id),
        ),
      );
    },

    async detail(id: number): Promise<OfficeMessageDetail> {
      const message = await db
        .selectFrom('office_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!message) throw notFound(officeMessageTexts.messageNotFound);
      const recipients = await recipientsWithMail(db, [id]);
      return {
        ...summary(message, recipients),
        body: message.body,
        subjectEs: message.subject_es,
        bodyEs: message.body_es,
        recipientList: recipients.map((r) => ({
          email: r.email,
          locale: r.locale,
          phone: r.phone,
          mail: mailState(r.mail_status),
          text: shownTextState(r.text_status),
        })),
      };
    },

    async textConsent(principal: Principal): Promise<TextConsent> {
      const row = await db
        .selectFrom('text_numbers')
        .selectAll()
        .where('owner_account_id', '=', principal.id)
        .executeTakeFirst();
      return {
        phone: row?.phone ?? null,
        consentAt: row?.consent_at ?? null,
        optedOutAt: row?.opted_out_at ?? null,
      };
    },

    /** Opts the account's number in: the consent's time is kept; a new number or a renewed consent starts again. */
    async saveTextConsent(
      principal: Principal,
      input: z.output<typeof textConsentSchema>,
    ): Promise<TextConsent> {
      const now = clock().toISOString();
      const phone = toE164(input.phone);
      await db
        .insertInto('text_numbers')
        .values({
          owner_account_id: principal.id,
          phone,
          consent_at: now,
          opted_out_at: null,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .column('owner_account_id')
            .doUpdateSet({ phone, consent_at: now, opted_out_at: null, updated_at: now }),
        )
        .execute();
      return { phone, consentAt: now, optedOutAt: null };
    },

    async removeTextConsent(principal: Principal): Promise<void> {
      await db.deleteFrom('text_numbers').where('owner_account_id', '=', principal.id).execute();
    },
  };
  return service;
}

/** `sending` is shown as queued: the provider has not answered yet. */
function shownTextState(status: string | null): TextDeliveryState | null {
  if (!status) return null;
  return status === 'sending' ? 'queued' : (status as TextDeliveryState);
}

function summary(
  m: MessageRow,
  recipients: { mail_status: string | null; text_status: string | null }[],
): OfficeMessageSummary {
  const mail = Object.fromEntries(mailDeliveryStates.map((s) => [s, 0])) as Record<MailDeliveryState, number>;
  const textCounts = Object.fromEntries(textDeliveryStates.map((s) => [s, 0])) as Record<
    TextDeliveryState,
    number
  >;
  for (const r of recipients) {
    mail[mailState(r.mail_status)]++;
    const t = shownTextState(r.text_status);
    if (t) textCounts[t]++;
  }
  return {
    id: m.id,
    audience: JSON.parse(m.audience) as OfficeAudience,
    subject: m.subject,
    urgent: m.urgent === 1,
    status: m.status as OfficeMessageStatus,
    sendAt: m.send_at,
    sentAt: m.sent_at,
    createdBy: m.created_by,
    mail,
    texts: textCounts,
    recipients: recipients.length,
  };
}

export type MessageService = ReturnType<typeof createMessageService>;

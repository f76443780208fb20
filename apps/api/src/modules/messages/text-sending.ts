import { apiPaths, type TextDeliveryState } from '@soccer/contracts';
import { appUrl } from '../../config.js';
import type { ServiceDeps } from '../../lib/services.js';
import { type TextClient, TextSendError } from './text-client.js';

/**
 * The one way a text is sent (decisions 0068, 0115). Texts wait as rows of the table of what they
 * belong to (an office message's recipients, a tap's text), each with the same text columns; this
 * module claims, sends and records them, and follows the provider's reports, for both.
 */
export const textTables = ['office_message_recipients', 'attendance_texts'] as const;
export type TextTable = (typeof textTables)[number];

export interface QueuedText {
  id: number;
  phone: string | null;
  text_body: string | null;
}

/** What the provider's callback says, as our text states; null: a step we do not show. */
function textState(status: string): TextDeliveryState | null {
  if (status === 'sent' || status === 'delivered') return status;
  if (status === 'failed' || status === 'undelivered') return 'failed';
  return null;
}

export function createTextSending({ db, clock, config, log }: ServiceDeps, texts: TextClient | null) {
  // The tables share their text columns; Kysely types a query on one name, so each query names the
  // table it was given as this one (the columns used are the same in both).
  const on = (table: TextTable) => table as 'attendance_texts';
  const at = () => clock().toISOString();

  /** The numbers among `phones` that sent STOP since: a text waiting for one of them is not sent. */
  async function stopped(phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await db
      .selectFrom('text_numbers')
      .select('phone')
      .where('phone', 'in', phones)
      .where('opted_out_at', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.phone));
  }

  return {
    /** Whether texts go at all (a provider is configured). */
    enabled: texts !== null,

    /**
     * Sends the queued texts `rows` of `table`: each is claimed (queued → sending, one winner),
     * sent, then marked with the provider's id. At most once: a text a crash left `sending` is not
     * sent again (a second text is worse than none; the mail carries it at least once). A number
     * that sent STOP since the text was queued gets nothing (`failed`, "opted out"). A passing
     * failure puts the text back; `retry` says some are to be tried again.
     */
    async send(table: TextTable, rows: QueuedText[]): Promise<{ sent: number; retry: boolean }> {
      if (!texts) return { sent: 0, retry: false };
      const callback = `${appUrl(config)}${apiPaths.textStatusWebhook}`;
      const optedOut = await stopped([...new Set(rows.map((r) => r.phone ?? ''))]);
      let sent = 0;
      let retry = false;
      for (const row of rows) {
        const claimed = await db
          .updateTable(on(table))
          .set(
            optedOut.has(row.phone ?? '')
              ? { text_status: 'failed', text_error: 'opted out (STOP)', text_updated_at: at() }
              : { text_status: 'sending', text_updated_at: at() },
          )
          .where('id', '=', row.id)
          .where('text_status', '=', 'queued')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1 || optedOut.has(row.phone ?? '')) continue;
        try {
          const answer = await texts.send({ to: row.phone!, body: row.text_body!, statusCallback: callback });
          await db
            .updateTable(on(table))
            .set({ text_status: 'sent', text_sid: answer.sid, text_updated_at: at() })
            .where('id', '=', row.id)
            .where('text_status', '=', 'sending')
            .execute();
          sent++;
        } catch (error) {
          const permanent = error instanceof TextSendError && error.permanent;
          if (!permanent) retry = true;
          log.warn({ err: error, table, id: row.id }, 'text not sent');
          await db
            .updateTable(on(table))
            .set({
              text_status: permanent ? 'failed' : 'queued',
              text_error: String(error).slice(0, 300),
              text_updated_at: at(),
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
      return { sent, retry };
    },

    /** The provider's report of a text's state; a state never goes back (delivered stays delivered). */
    async status(params: Record<string, string>): Promise<void> {
      const sid = params.MessageSid ?? params.SmsSid;
      const state = textState(params.MessageStatus ?? params.SmsStatus ?? '');
      if (!sid || !state) return;
      const from: TextDeliveryState[] = state === 'sent' ? ['queued'] : ['queued', 'sent'];
      for (const table of textTables)
        await db
          .updateTable(on(table))
          .set({
            text_status: state,
            text_updated_at: at(),
            ...(state === 'failed' ? { text_error: `provider: ${params.ErrorCode ?? 'failed'}` } : {}),
          })
          .where('text_sid', '=', sid)
          .where((eb) => eb.or([eb('text_status', 'in', from), eb('text_status', '=', 'sending')]))
          .execute();
    },
  };
}

export type TextSending = ReturnType<typeof createTextSending>;

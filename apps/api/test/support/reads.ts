import type { Kysely, Selectable } from 'kysely';
import pino from 'pino';
import type { Database } from '../../src/db/schema.js';
import { createMailSender } from '../../src/mail/mail-sender.js';
import type { TestApp } from './test-app.js';

type App = Pick<TestApp, 'app' | 'database'>;

/** The tables whose rows have an `id`. */
type TableWithId = { [K in keyof Database]: Database[K] extends { id: unknown } ? K : never }[keyof Database];

/** The row of `table` with the id, as stored; throws when there is none. */
export async function rowOf<T extends TableWithId>(
  t: Pick<TestApp, 'database'>,
  table: T,
  id: number,
): Promise<Selectable<Database[T]>> {
  // Kysely cannot type `where('id', …)` on a table chosen by a type parameter: the query is
  // typed over a stand-in table and the row is given its real type.
  const db = t.database.db as unknown as Kysely<{ table: { id: number } }>;
  const row = await db
    .selectFrom(table as 'table')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}

/**
 * The statuses in which a registration holds its seat or its team's place, spelled out here
 * rather than taken from the code under test.
 */
const holdingStatuses = ['registered', 'paymentinprocess', 'paymentrejected', 'paid'] as const;

/** The camp registrations holding a seat in the session. */
export const campSeatHolders = (t: Pick<TestApp, 'database'>, sessionId: number) =>
  t.database.db
    .selectFrom('camp_registrations')
    .select('id')
    .where('camp_session_id', '=', sessionId)
    .where('status', 'in', holdingStatuses)
    .execute();

/** The audit entries about one kind of record (`entity`), oldest first, with the columns asked for. */
export const auditEntries = <C extends keyof Database['audit_log'] & string>(
  t: Pick<TestApp, 'database'>,
  entity: string,
  columns: C[],
) =>
  t.database.db.selectFrom('audit_log').select(columns).where('entity', '=', entity).orderBy('id').execute();

/** The seats left in a camp session, as the public camps list shows them. */
export const seatsLeft = async (t: Pick<TestApp, 'app'>, sessionId: number) =>
  (await t.app.inject({ url: '/api/Camps/GetCampSessions/_allStates' }))
    .json()
    .find((s: { id: number }) => s.id === sessionId).seatsLeft as number;

/** The mail in the outbox whose dedupe key matches `key` (SQL `like`: `%` stands for anything). */
export const mailByKey = (t: Pick<TestApp, 'database'>, key: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('dedupe_key', 'like', key)
    .executeTakeFirstOrThrow();

/** The dedupe keys of every mail in the outbox. */
export const mailKeys = async (t: App) =>
  (await t.database.db.selectFrom('mail_outbox').select('dedupe_key').execute()).map((m) => m.dedupe_key);

/** The refunds of a registration, oldest first. */
export const refundRows = (t: App, registrationId: number) =>
  t.database.db
    .selectFrom('refunds')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .orderBy('id')
    .execute();

/** Waits until `check` holds, polling every 25 ms; throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A mail as the SMTP server receives it. */
export interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A non-essential mail's extra headers (its one-click unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * Delivers every mail due in the outbox through the app's mail sender to a recording transport
 * and answers them, as the mail server receives them.
 */
export async function deliveredMails(t: Pick<TestApp, 'database'>): Promise<DeliveredMail[]> {
  const received: DeliveredMail[] = [];
  const sender = createMailSender({
    db: t.database.db,
    transport: {
      async sendMail({ to, subject, text, html, headers }) {
        received.push({ to, subject, text, html, ...(headers ? { headers } : {}) });
      },
    },
    from: 'Touchline Soccer Academy <no-reply@touchline.example>',
    log: pino({ level: 'silent' }),
    pollMs: 60_000,
  });
  while ((await sender.deliverDue()) > 0);
  // The sender sends a few at once, so they arrive in any order: answer them in the order they
  // were queued.
  const queued = await t.database.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .orderBy('id')
    .execute();
  const key = (to: string, subject: string, text: string) => `${to}\n${subject}\n${text}`;
  const rank = new Map<string, number>();
  queued.forEach((m, i) => {
    const k = key(m.to_address, m.subject, m.text_body);
    if (!rank.has(k)) rank.set(k, i);
  });
  const rankOf = (m: DeliveredMail) => rank.get(key(m.to, m.subject, m.text)) ?? queued.length;
  return received.sort((a, b) => rankOf(a) - rankOf(b));
}

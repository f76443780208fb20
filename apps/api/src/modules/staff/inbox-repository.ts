import type { InboxKind, InboxStatus } from '@soccer/contracts';
import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Each list's table and the columns its search looks in. */
export const inboxTables = {
  messages: { table: 'contact_messages', searched: ['first_name', 'last_name', 'email', 'subject'] },
  rentals: { table: 'field_rental_inquiries', searched: ['full_name', 'email', 'location'] },
} as const satisfies Record<InboxKind, { table: keyof Database; searched: readonly string[] }>;

export type InboxRow<K extends InboxKind> = Selectable<Database[(typeof inboxTables)[K]['table']]>;

/** What a search asks: words (each found in one of the searched columns, any case) and a status. */
export interface InboxSearch {
  words: string[];
  status?: InboxStatus;
}

/** `%word%` for LIKE, with LIKE's own characters taken literally (escaped by `\`). */
const containing = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The rows a search matches: every word in some searched column (lower() on both sides, since
 * PostgreSQL's LIKE minds case), and the status when one is asked.
 */
function matches(kind: InboxKind, { words, status }: InboxSearch): Expression<SqlBool> {
  const conditions = words.map(
    (word) =>
      sql<SqlBool>`(${sql.join(
        inboxTables[kind].searched.map((c) => sql`lower(${sql.ref(c)}) like ${containing(word)} escape '\\'`),
        sql` or `,
      )})`,
  );
  if (status) conditions.push(sql<SqlBool>`status = ${status}`);
  return conditions.length > 0 ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`1 = 1`;
}

// The two tables share the columns named here; Kysely cannot type a union of tables, so one is named.
const tableOf = (kind: InboxKind) => inboxTables[kind].table as 'contact_messages';

/** One page of a search, newest first, and how many rows it matches in all. */
export async function inboxPage<K extends InboxKind>(
  db: Executor,
  kind: K,
  search: InboxSearch,
  page: number,
  pageSize: number,
): Promise<{ rows: InboxRow<K>[]; total: number }> {
  const where = matches(kind, search);
  const [total, rows] = await Promise.all([
    db
      .selectFrom(tableOf(kind))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(tableOf(kind))
      .selectAll()
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows: rows as unknown as InboxRow<K>[], total: Number(total.n) };
}

/** Every row a search matches, newest id first, in keyset batches (the export). */
export async function* inboxBatches<K extends InboxKind>(
  db: Executor,
  kind: K,
  search: InboxSearch,
  size = 1000,
): AsyncGenerator<InboxRow<K>[]> {
  const where = matches(kind, search);
  let before: number | null = null;
  for (;;) {
    let query = db.selectFrom(tableOf(kind)).selectAll().where(where);
    if (before !== null) query = query.where('id', '<', before);
    const batch = await query.orderBy('id', 'desc').limit(size).execute();
    if (batch.length === 0) return;
    yield batch as unknown as InboxRow<K>[];
    before = batch[batch.length - 1]!.id;
    if (batch.length < size) return;
  }
}

/** A row's status, or undefined when there is no such row. */
export async function inboxStatusOf(db: Executor, kind: InboxKind, id: number) {
  const row = await db.selectFrom(tableOf(kind)).select('status').where('id', '=', id).executeTakeFirst();
  return row?.status as InboxStatus | undefined;
}

/** Moves a row from one status to another; false when it no longer had `from` (someone else changed it). */
export async function updateInboxStatus(
  db: Executor,
  kind: InboxKind,
  id: number,
  from: InboxStatus,
  to: InboxStatus,
) {
  const result = await db
    .updateTable(tableOf(kind))
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

import type { Selectable } from 'kysely';
import type { Executor } from './database.js';
import type { Database } from './schema.js';

/** Tables the staff read a page at a time, newest first. */
type PagedTable = 'contact_messages' | 'field_rental_inquiries' | 'audit_log';

/**
 * One page of a table, newest first (by `order`, each descending), and the table's total for the
 * paging controls (`X-Total-Count`).
 */
export async function newestFirstPage<T extends PagedTable>(
  db: Executor,
  table: T,
  order: readonly ('created_at' | 'id')[],
  page: number,
  pageSize: number,
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  // The three tables share the columns used here; Kysely cannot type a union of tables, so one is named.
  const from = table as PagedTable as 'contact_messages';
  let rows = db.selectFrom(from).selectAll();
  for (const column of order) rows = rows.orderBy(column, 'desc');
  const [total, found] = await Promise.all([
    db
      .selectFrom(from)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows: found as unknown as Selectable<Database[T]>[], total: Number(total.n) };
}

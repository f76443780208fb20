import type { Executor } from '../../db/database.js';

/** Counts one request in the bucket's window and answers the window's count, this one included. */
export async function countHit(db: Executor, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** The bucket's count in the window, without counting (0 when it has none). */
export async function readHits(db: Executor, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** Windows that started before `before` count for nothing any more. */
export async function deleteHitsBefore(db: Executor, before: number) {
  await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute();
}

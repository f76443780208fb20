import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * Counts one request of the bucket: in its current window, or as the first of a new one when the
 * window (`windowMs` from its first request) has passed. One statement, so two servers counting
 * at once each see their own count. Answers the count and when the window started.
 */
export async function countHit(db: Executor, bucket: string, now: number, windowMs: number) {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`case when rate_limit_hits.window_start + ${windowMs} <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
        window_start: sql<number>`case when rate_limit_hits.window_start + ${windowMs} <= ${now} then ${now} else rate_limit_hits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: Number(row.window_start) };
}

/** The bucket's row, without counting (undefined when it has none). */
export async function readHits(db: Executor, bucket: string) {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select(['hits', 'window_start'])
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowStart: Number(row.window_start) };
}

/** Windows that started before `before` have ended; their rows count for nothing. */
export async function deleteHitsBefore(db: Executor, before: number) {
  await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute();
}

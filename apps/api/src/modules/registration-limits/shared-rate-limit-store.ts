import { createHash } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countHit, deleteHitsBefore, readHits } from './rate-limit-hits-repository.js';

/** What `@fastify/rate-limit` asks of a store (its own LocalStore and RedisStore have the same). */
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows whose window started longer ago are deleted now and then (the longest limit is an hour). */
const keepMs = 2 * 3_600_000;

/**
 * A `@fastify/rate-limit` store that counts in the database, so several servers on one
 * PostgreSQL count a client once (decision 0073). As in the plugin's own memory store, a window
 * starts at a client's first request and lasts the limit's length. A limit names its scope (the route, or the key's own
 * prefix for `createRateLimit`), and rows hold only a hash of scope and key: no address or
 * account is stored.
 */
export function sharedRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    readonly scope: string;

    /** The plugin builds the root store with its options; `child` names a route's scope. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : '';
    }

    bucket(key: string) {
      return createHash('sha256').update(`${this.scope}\0${key}`).digest('base64url');
    }

    incr(key: string, answer: Answer, timeWindow: number) {
      const now = Date.now();
      countHit(db, this.bucket(key), now, timeWindow).then(
        ({ hits, windowStart }) => {
          answer(null, { current: hits, ttl: windowStart + timeWindow - now });
          // Past windows count for nothing; one request in a hundred clears them.
          if (Math.random() < 0.01) deleteHitsBefore(db, now - keepMs).catch(() => {});
        },
        (error: Error) => answer(error),
      );
    }

    read(key: string, answer: Answer, timeWindow: number) {
      const now = Date.now();
      readHits(db, this.bucket(key)).then(
        (row) =>
          row && row.windowStart + timeWindow > now
            ? answer(null, { current: row.hits, ttl: row.windowStart + timeWindow - now })
            : answer(null, { current: 0, ttl: 0 }),
        (error: Error) => answer(error),
      );
    }

    // The plugin passes the route's merged limit options, its route under `routeInfo` (its
    // typings say the route options themselves).
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new SharedRateLimitStore(`${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`);
    }
  };
}

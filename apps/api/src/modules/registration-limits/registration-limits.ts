import { ledgerMessages } from '@soccer/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { countsRequestsHook } from '../../plugins/openapi.js';
import {
  countPromoFailures,
  deletePromoFailuresBefore,
  insertPromoFailure,
} from './promo-failures-repository.js';

/**
 * Limits that keep one account or one client from hoarding seats or guessing promo codes:
 * registrations per minute (per account and per client address), and promo codes that did not
 * match per hour. The per-minute limits live in each server's memory (a burst guard); failed
 * promo codes are rows in the database, so every server and a restart see them.
 */

const tooMany = (detail: string) => new HttpError(429, detail);

/**
 * The preHandler of a registration route (the account is known by then): per account, then per
 * client address. Both are checked on every request (the plugin's own route hook runs one limit).
 */
export function registrationRateLimits(app: FastifyInstance): preHandlerAsyncHookHandler {
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  const checks = [
    limiter(
      app.config.RATE_LIMIT_REGISTRATIONS_PER_MINUTE,
      (r) => `registration-account:${r.principal?.id ?? r.ip}`,
    ),
    limiter(app.config.RATE_LIMIT_REGISTRATIONS_PER_CLIENT_PER_MINUTE, (r) => `registration-client:${r.ip}`),
  ];
  return countsRequestsHook<preHandlerAsyncHookHandler>(async (request, reply) => {
    for (const check of checks) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw tooMany(ledgerMessages.tooManyRegistrations);
      }
    }
  });
}

export interface PromoGuard {
  /** Throws 429 when this account or client has had too many failed promo codes in the last hour. */
  assertAllowed(accountId: string, clientKey: string): Promise<void>;
  recordFailure(accountId: string, clientKey: string): Promise<void>;
}

/** Failed promo codes per hour, per account and per client: PROMO_FAILURES_PER_HOUR. */
export function createPromoGuard({ db, clock, config }: ServiceDeps): PromoGuard {
  const perHour = config.PROMO_FAILURES_PER_HOUR;
  const since = () => new Date(clock().getTime() - 3_600_000).toISOString();
  return {
    async assertAllowed(accountId, clientKey) {
      const failures = await countPromoFailures(db, accountId, clientKey, since());
      if (failures.account >= perHour || failures.client >= perHour)
        throw tooMany(ledgerMessages.tooManyPromoFailures);
    },
    async recordFailure(accountId, clientKey) {
      await insertPromoFailure(db, accountId, clientKey, clock().toISOString());
      // Old rows are no longer counted; drop them now and then so the table stays small.
      if (Math.random() < 0.05) await deletePromoFailuresBefore(db, since());
    },
  };
}

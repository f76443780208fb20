import { ledgerMessages } from '@soccer/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';

/**
 * Limits that keep one account or one client from hoarding seats or guessing promo codes:
 * registrations per minute (per account and per client address), and promo codes that did not
 * match per hour. The per-minute limits live in each server's memory (a burst guard); failed
 * promo codes are rows in the database, so every server and a restart see them.
 */

const tooMany = (detail: string) => new HttpError(429, detail);

/** The preHandler hooks of a registration route (the account is known by then). */
export function registrationRateLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  const errorResponseBuilder = () => tooMany(ledgerMessages.tooManyRegistrations);
  const perClient = app.rateLimit({
    max: app.config.RATE_LIMIT_REGISTRATIONS_PER_CLIENT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `registration-client:${request.ip}`,
    errorResponseBuilder,
  });
  const perAccount = app.rateLimit({
    max: app.config.RATE_LIMIT_REGISTRATIONS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `registration-account:${request.principal?.id ?? request.ip}`,
    errorResponseBuilder,
  });
  return [perClient, perAccount];
}

export interface PromoGuard {
  /** Throws 429 when this account or client has had too many failed promo codes in the last hour. */
  assertAllowed(accountId: string, clientKey: string): Promise<void>;
  recordFailure(accountId: string, clientKey: string): Promise<void>;
}

export function createPromoGuard(db: Kysely<Database>, now: () => Date, perHour: number): PromoGuard {
  const since = () => new Date(now().getTime() - 3_600_000).toISOString();
  return {
    async assertAllowed(accountId, clientKey) {
      const row = await db
        .selectFrom('promo_code_failures')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('account_id', '=', accountId).as('account'),
          eb.fn.countAll<number>().filterWhere('client_key', '=', clientKey).as('client'),
        ])
        .where('created_at', '>', since())
        .where((eb) => eb.or([eb('account_id', '=', accountId), eb('client_key', '=', clientKey)]))
        .executeTakeFirstOrThrow();
      if (Number(row.account) >= perHour || Number(row.client) >= perHour)
        throw tooMany(ledgerMessages.tooManyPromoFailures);
    },
    async recordFailure(accountId, clientKey) {
      const at = now().toISOString();
      await db
        .insertInto('promo_code_failures')
        .values({ account_id: accountId, client_key: clientKey, created_at: at })
        .execute();
      // Old rows are no longer counted; drop them now and then so the table stays small.
      if (Math.random() < 0.05)
        await db.deleteFrom('promo_code_failures').where('created_at', '<', since()).execute();
    },
  };
}

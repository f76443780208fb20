import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';

/** The clock every service reads; tests move it. */
export type Clock = () => Date;

/**
 * What every service is built from, made once in app.ts: the database (its Kysely handle, its
 * engine for the seat locks, and array reads for long exports), the clock, the configuration and
 * the logger. Services take this object and, beside it, only the collaborators they need (the
 * ledger, the payment service, the captcha). Routes never reach past their service; only
 * repositories (and the ledger) run SQL.
 */
export interface ServiceDeps {
  db: Db['db'];
  engine: Db['engine'];
  arrayRows: Db['arrayRows'];
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
}

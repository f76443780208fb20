import { sql } from 'kysely';
import type { Engine, Trx } from './database.js';

/**
 * Serialises one account's writes that count before they insert (unpaid holds, an order's
 * players, household players), until the transaction ends: there may be no row to lock yet. On
 * PostgreSQL a transaction-scoped advisory lock keyed by the account; on SQLite every transaction
 * begins IMMEDIATE, which already holds the one write lock from its first statement.
 */
export async function lockAccount(trx: Trx, engine: Engine, accountId: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${accountId}))`.execute(trx);
}

import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** Throws when the database cannot answer. */
export async function pingDatabase(db: Executor) {
  await sql`select 1`.execute(db);
}

import { type WaitlistState, waitlistMessages } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { lockItem } from './waitlist-items.js';

type Trx = Transaction<Database>;

/**
 * Moves an entry from one of the states `from` to `to` by a conditional UPDATE on its state;
 * true when this call changed it (a concurrent caller changes it at most once).
 */
export async function setEntryState(
  trx: Trx,
  id: number,
  from: readonly WaitlistState[],
  to: WaitlistState,
  at: string,
  extra: Partial<WaitlistEntryRow> = {},
) {
  const result = await trx
    .updateTable('waitlist_entries')
    .set({ state: to, updated_at: at, ...extra })
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const findEntry = (trx: Trx, id: number) =>
  trx.selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the entry's item, then reads the entry again (its state may have changed meanwhile). */
export async function lockEntry(trx: Trx, engine: Engine, id: number) {
  const first = await findEntry(trx, id);
  if (!first) throw notFound(waitlistMessages.notFound);
  const item = await lockItem(trx, engine, first.kind, first.item_id);
  return { entry: (await findEntry(trx, id))!, item: item! };
}

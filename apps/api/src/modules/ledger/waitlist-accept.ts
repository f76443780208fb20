import { waitlistMessages } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { lockEntry, setEntryState } from './waitlist-entry-state.js';
import { closedMessage, type WaitlistItem, type WaitlistLedgerDeps } from './waitlist-items.js';

type Trx = Transaction<Database>;

export interface AcceptOfferInput {
  entryId: number;
  ownerId: string;
  at: string;
  /** Turns the entry into a registration holding the reserved seat or place; answers its id. */
  insert: (trx: Trx, item: WaitlistItem, entry: WaitlistEntryRow) => Promise<number>;
}

/**
 * The owner accepts an open offer: `insert` turns the entry into a registration (a camp
 * registration, or a team with its members) holding the reserved seat or place, in one
 * transaction under the item's lock, so an offer is accepted at most once. No cap of unpaid
 * holds applies: the seat was the family's already.
 */
export async function acceptOffer({ db, engine }: WaitlistLedgerDeps, input: AcceptOfferInput) {
  return db.transaction().execute(async (trx) => {
    const { entry, item } = await lockEntry(trx, engine, input.entryId);
    if (entry.owner_account_id !== input.ownerId) throw notFound(waitlistMessages.notFound);
    if (entry.state !== 'offered') throw conflict(waitlistMessages.noOffer);
    if (!entry.offer_expires_at || entry.offer_expires_at < input.at)
      throw conflict(waitlistMessages.offerLapsed);
    if (!item || item.archived || item.closedOn(input.at.slice(0, 10)))
      throw conflict(closedMessage[entry.kind]);
    const id = await input.insert(trx, item, entry);
    if (!(await setEntryState(trx, entry.id, ['offered'], 'accepted', input.at, { registration_id: id })))
      throw conflict(waitlistMessages.noOffer);
    return id;
  });
}

import {
  openWaitlistStates,
  type WaitlistKind,
  type WaitlistState,
  waitlistMessages,
} from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { lockEntry, setEntryState } from './waitlist-entry-state.js';
import {
  closedMessage,
  lockItem,
  pastMessage,
  type WaitlistItem,
  type WaitlistLedgerDeps,
  walkInSeats,
} from './waitlist-items.js';
import { type OfferEffects, offerSeats } from './waitlist-offers.js';

type Trx = Transaction<Database>;

/**
 * Getting into and out of a waitlist's line, and moving in it: joining, closing an entry (the
 * owner declines or leaves, staff remove it) and staff's reordering. A change that frees a
 * reserved seat or place offers it to the next entry in the same transaction (offerSeats).
 */

export interface JoinInput<K extends WaitlistKind> {
  kind: K;
  itemId: number;
  ownerId: string;
  today: string;
  perSession: number;
  values: Omit<
    WaitlistEntryRow,
    | 'id'
    | 'kind'
    | 'item_id'
    | 'state'
    | 'priority'
    | 'offered_at'
    | 'offer_expires_at'
    | 'registration_id'
    | 'reason'
  >;
  /** Checks the form against the item read under its lock (the player's age). */
  check?: (item: WaitlistItem<K>) => void;
  /** Runs in the same transaction once the entry exists (an audit entry). */
  effects?: (trx: Trx, id: number) => Promise<void>;
}

/**
 * Joins an item's waitlist: only when a walk-in could not register (no free seat or place, or
 * others already waiting), within the account's cap of open entries on the list.
 */
export async function joinWaitlist<K extends WaitlistKind>(
  { db, engine }: WaitlistLedgerDeps,
  input: JoinInput<K>,
) {
  return db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, engine, input.kind, input.itemId);
    if (!item || item.archived) throw notFound(closedMessage[input.kind]);
    if (item.closedOn(input.today)) throw conflict(pastMessage[input.kind]);
    input.check?.(item);
    const walkIns = await walkInSeats(trx, item);
    if (walkIns === null || walkIns > 0)
      throw conflict(input.kind === 'camp' ? waitlistMessages.seatsFree : waitlistMessages.teamPlacesFree);
    const mine = await trx
      .selectFrom('waitlist_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', input.kind)
      .where('item_id', '=', item.id)
      .where('owner_account_id', '=', input.ownerId)
      .where('state', 'in', [...openWaitlistStates])
      .executeTakeFirstOrThrow();
    if (Number(mine.n) >= input.perSession) throw conflict(waitlistMessages.tooMany(input.perSession));
    const { id } = await trx
      .insertInto('waitlist_entries')
      .values({ ...input.values, kind: input.kind, item_id: item.id, state: 'waiting', priority: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await input.effects?.(trx, id);
    return id;
  });
}

/**
 * A change to an open entry that may free a seat or place: when, what else it does in the same
 * transaction (an audit entry), and the terms of the offer the freed seat or place makes.
 */
export interface EntryChange {
  entryId: number;
  at: string;
  effects: (trx: Trx, entry: WaitlistEntryRow) => Promise<void>;
  offerUntil: string;
  offerEffects: OfferEffects;
}

/** The change's effects, then the seat or place it freed (if any) offered to the next entry. */
async function afterChange(trx: Trx, item: WaitlistItem, entry: WaitlistEntryRow, change: EntryChange) {
  await change.effects(trx, entry);
  await offerSeats(trx, item, change.at, change.offerUntil, change.offerEffects);
  return entry;
}

export interface CloseInput extends EntryChange {
  to: 'declined' | 'left' | 'removed';
  from: readonly WaitlistState[];
  check: (entry: WaitlistEntryRow) => void;
  reason?: string;
}

/**
 * Closes an open entry (owner: declined or left; staff: removed). A seat or place its offer
 * reserved goes to the next entry in the same transaction.
 */
export async function closeEntry({ db, engine }: WaitlistLedgerDeps, input: CloseInput) {
  return db.transaction().execute(async (trx) => {
    const { entry, item } = await lockEntry(trx, engine, input.entryId);
    input.check(entry);
    const changed = await setEntryState(trx, entry.id, input.from, input.to, input.at, {
      reason: input.reason ?? null,
    });
    if (!changed)
      throw conflict(entry.state === 'offered' ? waitlistMessages.noOffer : waitlistMessages.notOpen);
    return afterChange(trx, item, entry, input);
  });
}

export interface ReorderInput extends EntryChange {
  to: 'front' | 'back';
}

/**
 * Staff reorder: 'front' puts a waiting entry first in line (it gets the next free seat, at
 * once if one is free); 'back' sends a waiting entry to the end of the line (behind later
 * joiners too, until staff bring it forward), or withdraws an open offer the same way (the
 * seat goes to the next).
 */
export async function reorderEntry({ db, engine }: WaitlistLedgerDeps, input: ReorderInput) {
  return db.transaction().execute(async (trx) => {
    const { entry, item } = await lockEntry(trx, engine, input.entryId);
    const from: WaitlistState[] = input.to === 'front' ? ['waiting'] : ['waiting', 'offered'];
    const ends = await trx
      .selectFrom('waitlist_entries')
      .select((eb) => [eb.fn.max('priority').as('top'), eb.fn.min('priority').as('bottom')])
      .where('kind', '=', entry.kind)
      .where('item_id', '=', entry.item_id)
      .where('state', 'in', [...openWaitlistStates])
      .executeTakeFirst();
    const extra: Partial<WaitlistEntryRow> =
      input.to === 'front'
        ? { priority: Math.max(Number(ends?.top ?? 0), 0) + 1 }
        : {
            priority: Math.min(Number(ends?.bottom ?? 0), 0) - 1,
            offered_at: null,
            offer_expires_at: null,
          };
    if (!(await setEntryState(trx, entry.id, from, 'waiting', input.at, extra)))
      throw conflict(waitlistMessages.notOpen);
    return afterChange(trx, item, entry, input);
  });
}
